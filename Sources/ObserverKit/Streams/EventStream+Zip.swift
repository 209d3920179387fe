extension EventStream {
    /// Pairs the events of the two streams in order: the first of each, then the second of each, and so on.
    ///
    /// ```swift
    /// let questions = EventSource<String>(), answers = EventSource<Int>()
    /// questions.stream.zip(answers.stream).observe { print("\($0) \($1)") }
    /// questions.send("6×7?")
    /// questions.send("2+2?")   // nothing yet: no answer has come
    /// answers.send(42)         // prints "6×7? 42"
    /// answers.send(4)          // prints "2+2? 4"
    /// ```
    ///
    /// As RxSwift's `zip`: an event waits until the other stream has sent its partner; events wait in order,
    /// without limit (a stream far ahead of the other keeps every event it is ahead by). The zipped stream lives
    /// while either source does; its token cancels both and drops what waits.
    public func zip<Other>(_ other: EventStream<Other>) -> EventStream<(Element, Other)> {
        EventStream<(Element, Other)> { send in
            let state = ZipQueues<Element, Other>()
            state.observe(self) { [state] element in
                if let second = state.partner(ofFirst: element) { send((element, second)) }
            }
            state.observe(other) { [state] element in
                if let first = state.partner(ofSecond: element) { send((first, element)) }
            }
            return ObservationToken(state)
        }
    }
}

/// One observer's `zip`: the events of each stream still waiting for a partner (one of the two is empty).
private final class ZipQueues<First, Second>: UpstreamSubscription {
    private var firsts: [First] = []
    private var seconds: [Second] = []

    /// The second stream's oldest waiting event, taken, or `nil` with `element` queued until one comes.
    func partner(ofFirst element: First) -> Second? {
        Self.takePartner(of: element, waiting: &firsts, partners: &seconds)
    }

    /// The first stream's oldest waiting event, taken, or `nil` with `element` queued until one comes.
    func partner(ofSecond element: Second) -> First? {
        Self.takePartner(of: element, waiting: &seconds, partners: &firsts)
    }

    /// The oldest of `partners`, removed, or `nil` with `element` appended to `waiting`.
    private static func takePartner<Element, Partner>(
        of element: Element, waiting: inout [Element], partners: inout [Partner]
    ) -> Partner? {
        if partners.isEmpty {
            waiting.append(element)
            return nil
        }
        return partners.removeFirst()
    }
}
