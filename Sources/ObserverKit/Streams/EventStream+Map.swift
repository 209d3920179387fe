extension EventStream {
    /// Transforms every event.
    ///
    /// ```swift
    /// slider.events(for: .valueChanged).map { _ in slider.value }   // EventStream<Float>
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> EventStream<Result> {
        EventStream<Result> { send in
            self.observe { send(transform($0)) }
        }
    }
}
