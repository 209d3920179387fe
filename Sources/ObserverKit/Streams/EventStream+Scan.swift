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
            let accumulator = Box(initialResult)
            return self.observe { element in
                accumulator.value = nextPartialResult(accumulator.value, element)
                send(accumulator.value)
            }
        }
    }
}
