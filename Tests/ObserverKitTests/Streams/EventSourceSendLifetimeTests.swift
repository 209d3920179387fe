import ObserverKit
import Testing

/// What a send does with handlers that go away while it runs: `send` calls handlers without retaining them,
/// so these are the cases that would crash or call a released handler if it got that wrong.
@Suite("EventSource: lifetime during a send")
struct EventSourceSendLifetimeTests {
    @Test("a handler that lets go of the source: the send in progress finishes, then the source is gone")
    func sourceReleasedMidSend() {
        final class Owner {
            var source: EventSource<Int>? = EventSource()
        }
        let owner = Owner()
        var log: [String] = []
        weak let weakSource = owner.source
        owner.source?.stream.observe { _ in
            log.append("first")
            owner.source = nil
        }
        owner.source?.stream.observe { _ in log.append("second") }
        weakSource?.send(1)  // the call holds the source until it returns
        #expect(log == ["first", "second"])
        #expect(weakSource == nil)
    }

    @Test("tokens cancelled while their source goes away (from a released capture's deinit) do nothing")
    func cancelWhileTheSourceGoesAway() {
        final class Canceller {
            var tokens: [ObservationToken] = []
            deinit {
                for token in tokens { token.cancel() }
            }
        }
        weak var weakSource: EventSource<Int>?
        weak var weakCanceller: Canceller?
        var kept: [ObservationToken] = []
        do {
            let source = EventSource<Int>()
            weakSource = source
            let canceller = Canceller()
            weakCanceller = canceller
            let first = source.stream.observe { [canceller] _ in canceller.tokens.removeAll() }
            let second = source.stream.observe { _ in }
            canceller.tokens = [first, second]
            kept = [first, second]
        }
        #expect(weakSource == nil)
        #expect(weakCanceller == nil)  // its deinit cancelled both tokens while the source went
        for token in kept { token.cancel() }  // the source is gone: no-ops
    }

    @Test("a handler that cancels itself and subscribes again gets the next send once")
    func resubscribeMidSend() {
        let source = EventSource<Int>()
        final class Resubscriber {
            var log: [Int] = []
            var token = ObservationToken.inert

            func subscribe(to source: EventSource<Int>) {
                token = source.stream.observe { [unowned self, unowned source] value in
                    log.append(value)
                    token.cancel()
                    subscribe(to: source)
                }
            }
        }
        let resubscriber = Resubscriber()
        resubscriber.subscribe(to: source)
        source.send(1)
        source.send(2)
        #expect(resubscriber.log == [1, 2])
        #expect(source.hasObservers)
    }
}
