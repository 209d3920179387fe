import ObserverKit
import ObserverKitTesting
import Testing

/// A running timer lives as long as its scheduler: when a `TestScheduler` goes, its timers and their handlers
/// go too, cancelled or not. (A timer's pending action once held the scheduler and itself in a cycle.)
@Suite("Timer lifetime")
struct TimerLifetimeTests {
    final class Witness {}

    @Test("an uncancelled periodic timer goes with its scheduler, and so does its handler")
    func timerGoesWithItsScheduler() {
        var ticks: [Int] = []
        let leaks = LeakCheck.run { check in
            let scheduler = TestScheduler()
            let witness = Witness()
            check.expectGone(scheduler)
            check.expectGone(witness)
            EventStream<Int>.timer(dueTime: .milliseconds(10), period: .milliseconds(10), scheduler: scheduler)
                .observe { tick in
                    withExtendedLifetime(witness) { ticks.append(tick) }
                }
            scheduler.advance(by: .milliseconds(35))
        }
        #expect(ticks == [0, 1, 2])
        #expect(leaks == .noLeaks)
    }

    @Test("a timer whose token is dropped keeps running while its scheduler lives")
    func droppedTokenKeepsRunning() {
        let scheduler = TestScheduler()
        var ticks = 0
        do {
            _ = EventStream<Int>.timer(dueTime: .zero, period: .milliseconds(100), scheduler: scheduler)
                .observe { _ in ticks += 1 }
        }
        scheduler.advance(by: .milliseconds(250))
        #expect(ticks == 3)
    }

    @Test("a timer cancelled by its own handler stops and leaves nothing pending")
    func timerCancelledByItsOwnHandlerStops() {
        let scheduler = TestScheduler()
        var ticks: [Int] = []
        var token: ObservationToken?
        token = EventStream.timer(dueTime: .zero, period: .milliseconds(10), scheduler: scheduler).observe {
            ticks.append($0)
            if $0 == 2 { token?.cancel() }
        }
        scheduler.advance(by: .seconds(1))
        #expect(ticks == [0, 1, 2])
        #expect(scheduler.pendingCount == 0)
    }
}
