extension EventStream {
    /// Transforms every event and drops those that transform to `nil`.
    ///
    /// ```swift
    /// field.events(for: .editingChanged).compactMap { Int($0.text) }   // only the numbers typed
    /// ```
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> EventStream<Result> {
        EventStream<Result> { send in
            self.observe { element in
                if let result = transform(element) { send(result) }
            }
        }
    }
}
