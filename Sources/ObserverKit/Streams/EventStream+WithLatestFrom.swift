extension EventStream {
    /// Each event of this stream paired with the latest event of `other`; this stream's events before `other`
    /// has sent one are dropped, and `other`'s events alone send nothing.
    ///
    /// ```swift
    /// let taps = EventSource<Void>(), query = EventSource<String>()
    /// taps.stream.withLatestFrom(query.stream).observe { _, text in print("search \(text)") }
    /// taps.send()          // nothing: no query yet
    /// query.send("jazz")   // nothing: only taps send
    /// taps.send()          // prints "search jazz"
    /// ```
    ///
    /// `other` is observed first, so that an event it sends as it is observed (a value's `stream` sends its
    /// current value) pairs with an event this stream sends as it is observed.
    ///
    /// As RxSwift's `withLatestFrom` with a result selector that keeps both. The stream lives while either
    /// source does; its token cancels both.
    public func withLatestFrom<Other>(_ other: EventStream<Other>) -> EventStream<(Element, Other)> {
        EventStream<(Element, Other)> { send in
            let state = LatestPair<Element, Other>()
            // `other` first, so that an event it sends while subscribing is there for this stream's first.
            state.observe(other) { [state] element in state.second = element }
            state.observe(self) { [state] element in
                if let latest = state.second { send((element, latest)) }
            }
            return ObservationToken(state)
        }
    }
}
