import ObserverKit
import Testing

/// Virtual time: order, equal times, work scheduled by work, cancellation.
@Suite struct TestSchedulerTests {
    @Test func actionsRunInDueTimeOrderAtTheirDueTime() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.schedule(after: .milliseconds(200)) { log.append("b@\(scheduler.now)") }
        scheduler.schedule(after: .milliseconds(100)) { log.append("a@\(scheduler.now)") }
        scheduler.advance(by: .milliseconds(150))
        #expect(log == ["a@0.1 seconds"])
        #expect(scheduler.now == .milliseconds(150))
        scheduler.advance(by: .milliseconds(50))
        #expect(log == ["a@0.1 seconds", "b@0.2 seconds"])
    }

    @Test func equalDueTimesRunFirstScheduledFirst() {
        let scheduler = TestScheduler()
        var log: [Int] = []
        for index in 0..<5 { scheduler.schedule(after: .milliseconds(10)) { log.append(index) } }
        scheduler.advance(by: .milliseconds(10))
        #expect(log == [0, 1, 2, 3, 4])
    }

    @Test func actionsScheduledByActionsRunInTheSameAdvance() {
        let scheduler = TestScheduler()
        var log: [Duration] = []
        scheduler.schedule(after: .milliseconds(100)) {
            log.append(scheduler.now)
            scheduler.schedule(after: .milliseconds(50)) { log.append(scheduler.now) }
            scheduler.schedule(after: .zero) { log.append(scheduler.now) }
        }
        scheduler.schedule(after: .milliseconds(120)) { log.append(scheduler.now) }
        scheduler.advance(by: .milliseconds(300))
        #expect(log == [.milliseconds(100), .milliseconds(100), .milliseconds(120), .milliseconds(150)])
    }

    @Test func aZeroDelayRunsAtTheNextAdvanceNotInline() {
        let scheduler = TestScheduler()
        var ran = false
        scheduler.schedule(after: .milliseconds(-5)) { ran = true }
        #expect(!ran)
        scheduler.run()
        #expect(ran)
        #expect(scheduler.now == .zero)
    }

    @Test func cancelledActionsNeverRun() {
        let scheduler = TestScheduler()
        var ran = false
        let token = scheduler.schedule(after: .milliseconds(10)) { ran = true }
        #expect(scheduler.pendingCount == 1)
        token.cancel()
        token.cancel()
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(!ran)
    }

    @Test func anActionMayCancelALaterOneDueAtTheSameTime() {
        let scheduler = TestScheduler()
        var log: [String] = []
        var second: ObservationToken?
        scheduler.schedule(after: .milliseconds(10)) {
            log.append("first")
            second?.cancel()
        }
        second = scheduler.schedule(after: .milliseconds(10)) { log.append("second") }
        scheduler.advance(by: .milliseconds(10))
        #expect(log == ["first"])
    }

    @Test func immediateSchedulerRunsInline() {
        var ran = false
        ImmediateScheduler().schedule(after: .seconds(5)) { ran = true }
        #expect(ran)
        let before = ImmediateScheduler().now
        #expect(ImmediateScheduler().now >= before)
    }
}
