import ObserverKit
import ObserverKitTesting
import Testing

/// Virtual time: order, equal times, work scheduled by work, cancellation.
@Suite struct TestSchedulerTests {
    @Test func actionsRunInDueTimeOrderAtTheirDueTime() {
        let scheduler = TestScheduler()
        let log = Recorder<String>(clock: scheduler)
        scheduler.schedule(after: .milliseconds(200)) { log.record("b") }
        scheduler.schedule(after: .milliseconds(100)) { log.record("a") }
        scheduler.advance(by: .milliseconds(150))
        #expect(log.recorded == [.at(.milliseconds(100), "a")])
        #expect(scheduler.now == .milliseconds(150))
        scheduler.advance(by: .milliseconds(50))
        #expect(log.recorded == [.at(.milliseconds(100), "a"), .at(.milliseconds(200), "b")])
    }

    @Test func anAdvanceFromInsideAnActionNeverMovesTheClockBack() {
        let scheduler = TestScheduler()
        var times: [Duration] = []
        scheduler.schedule(after: .milliseconds(100)) { scheduler.advance(by: .milliseconds(500)) }
        scheduler.schedule(after: .milliseconds(150)) { times.append(scheduler.now) }
        scheduler.advance(by: .milliseconds(200))
        #expect(scheduler.now == .milliseconds(600))
        #expect(times == [.milliseconds(150)])
        scheduler.schedule(after: .milliseconds(10)) { times.append(scheduler.now) }
        scheduler.advance(by: .milliseconds(10))
        #expect(times == [.milliseconds(150), .milliseconds(610)])
    }

    @Test func equalDueTimesRunFirstScheduledFirst() {
        let scheduler = TestScheduler()
        let log = Recorder<Int>(clock: scheduler)
        for index in 0..<5 { scheduler.schedule(after: .milliseconds(10)) { log.record(index) } }
        scheduler.advance(by: .milliseconds(10))
        #expect(log.recorded == (0..<5).map { .at(.milliseconds(10), $0) })
    }

    @Test func actionsScheduledByActionsRunInTheSameAdvance() {
        let scheduler = TestScheduler()
        let log = Recorder<String>(clock: scheduler)
        scheduler.schedule(after: .milliseconds(100)) {
            log.record("outer")
            scheduler.schedule(after: .milliseconds(50)) { log.record("inner, 50 ms later") }
            scheduler.schedule(after: .zero) { log.record("inner, at once") }
        }
        scheduler.schedule(after: .milliseconds(120)) { log.record("second") }
        scheduler.advance(by: .milliseconds(300))
        #expect(
            log.recorded == [
                .at(.milliseconds(100), "outer"), .at(.milliseconds(100), "inner, at once"),
                .at(.milliseconds(120), "second"), .at(.milliseconds(150), "inner, 50 ms later"),
            ])
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
