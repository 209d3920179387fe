import ObserverKit
import Testing

/// Cancelling a chain tears it down upstream, pending timers included; a source that goes away takes its
/// chains with it.
@Suite struct TeardownTests {
    @Test func cancellingAChainRemovesEveryUpstreamRegistrationAndTimer() {
        let scheduler = TestScheduler()
        let source = EventSource<Int>()
        let stop = EventSource<Void>()
        var log: [Int] = []
        let token = source.stream
            .map { $0 * 2 }
            .filter { $0 > 0 }
            .distinctUntilChanged()
            .takeUntil(stop.stream)
            .debounce(for: .milliseconds(50), scheduler: scheduler)
            .observe { log.append($0) }
        source.send(1)
        #expect(scheduler.pendingCount == 1)
        token.cancel()
        #expect(!source.hasObservers)
        #expect(!stop.hasObservers)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(log.isEmpty)
    }

    @Test func sourcesThatGoAwayLeaveNothingInTheTriggerOfTheirTakeUntil() {
        let trigger = EventSource<Void>()
        for _ in 0..<100 {
            let source = EventSource<Int>()
            source.stream.takeUntil(trigger.stream).observe { _ in }
            source.send(1)
        }
        #expect(!trigger.hasObservers)
        trigger.send(())
        #expect(!trigger.hasObservers)
    }

    @Test func aSourceThatGoesAwayTakesItsChainAndPendingTimersWithIt() {
        let scheduler = TestScheduler()
        weak var weakCanary: Canary?
        do {
            let source = EventSource<Int>()
            let canary = Canary()
            weakCanary = canary
            source.stream
                .throttle(for: .milliseconds(50), scheduler: scheduler)
                .debounce(for: .milliseconds(50), scheduler: scheduler)
                .observe { _ in canary.sing() }
            source.send(1)
            source.send(2)
        }
        #expect(weakCanary == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aFlatMapLatestInnerTimerStopsWhenTheOuterSourceGoes() {
        let scheduler = TestScheduler()
        var ticks = 0
        do {
            let source = EventSource<Void>()
            source.stream.flatMapLatest {
                EventStream.timer(dueTime: .zero, period: .milliseconds(10), scheduler: scheduler)
            }.observe { _ in ticks += 1 }
            source.send()
            scheduler.advance(by: .milliseconds(20))
            #expect(ticks == 3)
        }
        scheduler.advance(by: .milliseconds(100))
        #expect(ticks == 3)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func droppingATokenDoesNotCancel() {
        let source = EventSource<Int>()
        var log: [Int] = []
        _ = source.stream.map { $0 + 1 }.observe { log.append($0) }
        source.send(1)
        #expect(log == [2])
    }

    @Test func aTimerLivesUntilCancelledEvenWithItsTokenDropped() {
        let scheduler = TestScheduler()
        var ticks = 0
        _ = EventStream.timer(dueTime: .zero, period: .milliseconds(10), scheduler: scheduler).observe { _ in
            ticks += 1
        }
        scheduler.advance(by: .milliseconds(30))
        #expect(ticks == 4)
    }
}
