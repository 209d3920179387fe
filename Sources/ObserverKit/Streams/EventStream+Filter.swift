extension EventStream {
    /// Passes on only the events that satisfy `isIncluded`.
    ///
    /// ```swift
    /// numbers.filter { $0 > 0 }   // 3, -1, 5 → 3, 5
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> EventStream<Element> {
        EventStream { send in
            self.observe { element in
                if isIncluded(element) { send(element) }
            }
        }
    }
}
