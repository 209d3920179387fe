import ObserverKit
import Testing

/// `EventSource` delivery: order, re-entrancy, cancellation and lifetime.
@Suite struct EventSourceTests {
    @Test func observersAreCalledInSubscriptionOrder() {
        let source = EventSource<Int>()
        var log: [String] = []
        source.stream.observe { log.append("a\($0)") }
        source.stream.observe { log.append("b\($0)") }
        source.send(1)
        source.send(2)
        #expect(log == ["a1", "b1", "a2", "b2"])
    }

    @Test func cancelRemovesExactlyThatSubscriptionAndIsIdempotent() {
        let source = EventSource<Int>()
        var log: [String] = []
        let first = source.stream.observe { log.append("a\($0)") }
        source.stream.observe { log.append("b\($0)") }
        first.cancel()
        first.cancel()
        source.send(1)
        #expect(log == ["b1"])
    }

    @Test func aHandlerCancellingALaterSubscriptionStopsItForTheEventInFlight() {
        let source = EventSource<Int>()
        var log: [String] = []
        var second: ObservationToken?
        source.stream.observe { _ in
            log.append("a")
            second?.cancel()
        }
        second = source.stream.observe { _ in log.append("b") }
        source.send(1)
        #expect(log == ["a"])
    }

    @Test func aHandlerCancellingItselfIsNotCalledAgain() {
        let source = EventSource<Int>()
        var log: [Int] = []
        var token: ObservationToken?
        token = source.stream.observe { value in
            log.append(value)
            token?.cancel()
        }
        source.send(1)
        source.send(2)
        #expect(log == [1])
    }

    @Test func aSubscriptionMadeDuringASendDoesNotGetTheEventInFlight() {
        let source = EventSource<Int>()
        var log: [String] = []
        var added = false
        source.stream.observe { [unowned source] value in
            log.append("a\(value)")
            guard !added else { return }
            added = true
            source.stream.observe { log.append("late\($0)") }
        }
        source.send(1)
        source.send(2)
        #expect(log == ["a1", "a2", "late2"])
    }

    @Test func aSendFromAHandlerIsDeliveredDepthFirst() {
        let source = EventSource<Int>()
        var log: [String] = []
        source.stream.observe { [unowned source] value in
            log.append("a\(value)")
            if value == 1 { source.send(2) }
        }
        source.stream.observe { log.append("b\($0)") }
        source.send(1)
        #expect(log == ["a1", "a2", "b2", "b1"])
    }

    @Test func aStreamHoldsItsSourceWeakly() {
        weak var weakSource: EventSource<Int>?
        var stream: EventStream<Int>?
        do {
            let source = EventSource<Int>()
            weakSource = source
            stream = source.stream
        }
        #expect(weakSource == nil)
        var log: [Int] = []
        let token = stream?.observe { log.append($0) }
        token?.cancel()
        #expect(log.isEmpty)
    }

    @Test func aSourceThatGoesAwayReleasesItsHandlersEvenWithTokensHeld() {
        weak var weakCapture: Canary?
        var token: ObservationToken?
        do {
            let source = EventSource<Int>()
            let canary = Canary()
            weakCapture = canary
            token = source.stream.observe { _ in canary.sing() }
        }
        #expect(weakCapture == nil)
        token?.cancel()
    }

    @Test func hasObserversFollowsSubscriptions() {
        let source = EventSource<Void>()
        #expect(!source.hasObservers)
        let token = source.stream.observe {}
        #expect(source.hasObservers)
        token.cancel()
        #expect(!source.hasObservers)
        source.send()
    }
}

/// An object whose lifetime a test watches.
final class Canary {
    private(set) var songs = 0
    func sing() { songs += 1 }
}
