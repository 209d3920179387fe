extension EventStream {
    /// Sends `elements` to each new observer first, then the stream's events.
    ///
    /// ```swift
    /// volume.events.startWith(currentVolume)   // the current volume at once, then changes
    /// ```
    @inlinable
    public func startWith(_ elements: Element...) -> EventStream<Element> {
        EventStream { send in
            for element in elements { send(element) }
            return self.observe(send)
        }
    }
}
