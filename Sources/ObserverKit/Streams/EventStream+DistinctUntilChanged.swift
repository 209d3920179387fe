extension EventStream {
    /// Drops an event that equals the one before it (as judged by `isDuplicate`).
    ///
    /// ```swift
    /// touches.distinctUntilChanged { $0.phase == $1.phase }
    /// ```
    ///
    /// Each observer compares with the last event it was sent.
    @inlinable
    public func distinctUntilChanged(
        by isDuplicate: @escaping (_ previous: Element, _ next: Element) -> Bool
    ) -> EventStream<Element> {
        EventStream { send in
            // One object per observer, its state and its handler: the closure captures only it, so it needs no
            // context of its own (one allocation per subscription, not two).
            let filter = DistinctFilter(isDuplicate, send)
            return self.observe { filter.receive($0) }
        }
    }
}

extension EventStream where Element: Equatable {
    /// Drops an event equal to the one before it.
    ///
    /// ```swift
    /// values.distinctUntilChanged()   // 1, 1, 2, 2, 1 → 1, 2, 1
    /// ```
    @inlinable
    public func distinctUntilChanged() -> EventStream<Element> {
        distinctUntilChanged { $0 == $1 }
    }
}
