import ObserverKit
import Testing

/// `EventSource` delivery: order, re-entrancy, cancellation and lifetime.
@Suite struct EventSourceTests {
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
