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
            let last = Box<Element?>(nil)
            return self.observe { element in
                if let previous = last.value, isDuplicate(previous, element) { return }
                last.value = element
                send(element)
            }
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
