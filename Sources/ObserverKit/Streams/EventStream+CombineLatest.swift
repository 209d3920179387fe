extension EventStream {
    /// Each event of either stream, paired with the latest event of the other, once both have sent one.
    ///
    /// ```swift
    /// let name = EventSource<String>(), age = EventSource<Int>()
    /// name.stream.combineLatest(age.stream).observe { print("\($0) is \($1)") }
    /// name.send("Ada")    // nothing yet: age has sent nothing
    /// age.send(36)        // prints "Ada is 36"
    /// name.send("Grace")  // prints "Grace is 36"
    /// ```
    ///
    /// As RxSwift's `combineLatest`: nothing until each stream has sent once; then every event of either
    /// sends a pair. The combined stream lives while either source does; its token cancels both.
    public func combineLatest<Other>(_ other: EventStream<Other>) -> EventStream<(Element, Other)> {
        EventStream<(Element, Other)> { send in
            let state = LatestPair<Element, Other>()
            state.observe(self) { [state] element in
                state.first = element
                if let second = state.second { send((element, second)) }
            }
            state.observe(other) { [state] element in
                state.second = element
                if let first = state.first { send((first, element)) }
            }
            return ObservationToken(state)
        }
    }

    /// Each event of either stream combined with the latest event of the other by `combine`, once both have
    /// sent one.
    ///
    /// ```swift
    /// let isValid = email.stream.combineLatest(password.stream) { $0.contains("@") && $1.count >= 8 }
    /// ```
    public func combineLatest<Other, Result>(
        _ other: EventStream<Other>, _ combine: @escaping (Element, Other) -> Result
    ) -> EventStream<Result> {
        combineLatest(other).map(combine)
    }
}

/// One observer's `combineLatest` or `withLatestFrom`: the latest event of each stream.
final class LatestPair<First, Second>: UpstreamSubscription {
    var first: First?
    var second: Second?
}
