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
            state.subscription.add(
                upstream: self.observe { [state] element in
                    guard !state.subscription.isCancelled else { return }
                    if state.seconds.isEmpty {
                        state.firsts.append(element)
                    } else {
                        send((element, state.seconds.removeFirst()))
                    }
                })
            state.subscription.add(
                upstream: other.observe { [state] element in
                    guard !state.subscription.isCancelled else { return }
                    if state.firsts.isEmpty {
                        state.seconds.append(element)
                    } else {
                        send((state.firsts.removeFirst(), element))
                    }
                })
            return ObservationToken(state.subscription)
        }
    }
}

/// One observer's `zip`: the events of each stream still waiting for a partner (one of the two is empty).
private final class ZipQueues<First, Second> {
    var firsts: [First] = []
    var seconds: [Second] = []
    let subscription = MultiUpstreamSubscription()
}
