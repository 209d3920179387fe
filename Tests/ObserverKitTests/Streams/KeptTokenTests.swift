import ObserverKit
import Testing

/// A token kept after its source went keeps nothing running: the chain, with what its operators had pending,
/// goes with the source, as it does when the token is dropped. And a cancel lets go of what `observe(on:)` has
/// queued.
@Suite struct KeptTokenTests {
    @Test func aDebouncedEventPendingWhenTheSourceGoesIsDropped() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        var token = ObservationToken.inert
        do {
            let source = EventSource<Int>()
            token = source.stream.debounce(for: .milliseconds(50), scheduler: scheduler).observe { log.append($0) }
            source.send(1)
            #expect(scheduler.pendingCount == 1)
        }
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(log.isEmpty)
        token.cancel()
    }

    @Test func aThrottledEventHeldBackWhenTheSourceGoesIsDropped() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        var token = ObservationToken.inert
        do {
            let source = EventSource<Int>()
            token = source.stream.throttle(for: .milliseconds(50), scheduler: scheduler).observe { log.append($0) }
            source.send(1)
            source.send(2)
        }
        scheduler.advance(by: .seconds(1))
        #expect(log == [1])
        #expect(scheduler.pendingCount == 0)
        token.cancel()
    }

    @Test func deliveriesQueuedByObserveOnWhenTheSourceGoesAreDropped() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        var token = ObservationToken.inert
        do {
            let source = EventSource<Int>()
            token = source.stream.observe(on: scheduler).observe { log.append($0) }
            source.send(1)
        }
        scheduler.advance(by: .zero)
        #expect(log.isEmpty)
        token.cancel()
    }

    @Test func anInnerTimerOfFlatMapLatestStopsWhenTheOuterSourceGoes() {
        let scheduler = TestScheduler()
        var ticks = 0
        var token = ObservationToken.inert
        do {
            let source = EventSource<Void>()
            token = source.stream.flatMapLatest {
                EventStream.timer(dueTime: .zero, period: .milliseconds(10), scheduler: scheduler)
            }.observe { _ in ticks += 1 }
            source.send()
            scheduler.advance(by: .milliseconds(20))
        }
        #expect(ticks == 3)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .milliseconds(100))
        #expect(ticks == 3)
        token.cancel()
    }

    @Test func aKeptTokenKeepsNoOperatorStateAlive() {
        weak var weakCanary: Canary?
        var token = ObservationToken.inert
        do {
            let source = EventSource<Int>()
            let canary = Canary()
            weakCanary = canary
            // The throttle's state holds the observer's handler.
            token = source.stream.throttle(for: .seconds(1), scheduler: TestScheduler()).observe { _ in canary.sing() }
        }
        #expect(weakCanary == nil)
        token.cancel()
    }

    @Test func tokensOfOneChainStayEqualAfterItsSourceWent() {
        var tokens: Set<ObservationToken> = []
        var token = ObservationToken.inert
        do {
            let source = EventSource<Int>()
            token = source.stream.merge(.never).observe { _ in }
            tokens.insert(token)
            #expect(tokens.contains(token))
        }
        #expect(tokens.contains(token))
        #expect(token == token)
        let other = EventSource<Int>()
        let otherToken = other.stream.merge(.never).observe { _ in }
        #expect(!tokens.contains(otherToken))
        #expect(otherToken != token)
    }

    @Test func cancellingObserveOnLetsGoOfItsQueuedDeliveries() {
        let scheduler = TestScheduler()
        let source = EventSource<Canary>()
        var log = 0
        weak var weakCanary: Canary?
        let token = source.stream.observe(on: scheduler).observe { _ in log += 1 }
        do {
            let canary = Canary()
            weakCanary = canary
            source.send(canary)
            source.send(Canary())
        }
        #expect(scheduler.pendingCount == 2)
        #expect(weakCanary != nil)
        token.cancel()
        #expect(scheduler.pendingCount == 0)
        #expect(weakCanary == nil)
        scheduler.advance(by: .seconds(1))
        #expect(log == 0)
    }

    @Test func observeOnOnASchedulerThatRunsAtOnceKeepsNoToken() {
        let source = EventSource<Int>()
        var log: [Int] = []
        let token = source.stream.observe(on: ImmediateScheduler()).observe { log.append($0) }
        source.send(1)
        source.send(2)
        #expect(log == [1, 2])
        token.cancel()
        source.send(3)
        #expect(log == [1, 2])
    }
}
