extension EventStream {
    /// Sends the running result of combining every event into `initialResult`.
    ///
    /// ```swift
    /// taps.scan(0) { count, _ in count + 1 }   // 1, 2, 3, …
    /// ```
    ///
    /// Each observer accumulates from `initialResult` on its own.
    @inlinable
    public func scan<Result>(
        _ initialResult: Result,
        _ nextPartialResult: @escaping (Result, Element) -> Result
    ) -> EventStream<Result> {
        EventStream<Result> { send in
            // One object per observer, its state and its handler (see `distinctUntilChanged(by:)`).
            let accumulator = ScanAccumulator(initialResult, nextPartialResult, send)
            return self.observe { accumulator.receive($0) }
        }
    }
}
