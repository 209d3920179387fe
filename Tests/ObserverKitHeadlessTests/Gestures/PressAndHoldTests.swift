import Foundation
import ObserverKitHeadless
import Testing

/// Press-and-hold on virtual time, to the millisecond.
@MainActor
@Suite struct PressAndHoldTests {
    let scheduler = TestScheduler()

    func holdable(period: Duration = .milliseconds(100)) -> (ObservableButton, () -> [Duration]) {
        let button = ObservableButton()
        button.scheduler = scheduler
        var fires: [Duration] = []
        button.onTouchDown(repeatingEvery: period).observe { [scheduler] in fires.append(scheduler.now) }
        return (button, { fires })
    }

    @Test func firesAtTouchDownAfterTheInitialDelayThenEveryPeriod() {
        let (button, fires) = holdable()
        button.beginTouch()
        scheduler.advance(by: .milliseconds(799))
        #expect(fires() == [.zero, .milliseconds(500), .milliseconds(600), .milliseconds(700)])
        scheduler.advance(by: .milliseconds(1))
        #expect(fires().last == .milliseconds(800))
    }

    @Test func touchUpStopsIt() {
        let (button, fires) = holdable()
        button.beginTouch()
        scheduler.advance(by: .milliseconds(650))
        button.endTouch()
        scheduler.advance(by: .seconds(5))
        #expect(fires() == [.zero, .milliseconds(500), .milliseconds(600)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func releasingBeforeTheInitialDelayFiresOnce() {
        let (button, fires) = holdable()
        button.beginTouch()
        scheduler.advance(by: .milliseconds(499))
        button.endTouch()
        scheduler.advance(by: .seconds(1))
        #expect(fires() == [.zero])
    }

    @Test func cancelAndDisableStopIt() {
        let (button, fires) = holdable()
        button.beginTouch()
        scheduler.advance(by: .milliseconds(500))
        button.cancelTouch()
        scheduler.advance(by: .seconds(1))
        button.beginTouch()
        scheduler.advance(by: .milliseconds(100))
        button.isEnabled = false
        scheduler.advance(by: .seconds(1))
        #expect(fires() == [.zero, .milliseconds(500), .milliseconds(1500)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func slidingOffStopsItAndSlidingBackOnRestartsIt() {
        let (button, fires) = holdable()
        button.beginTouch()
        scheduler.advance(by: .milliseconds(100))
        button.moveTouch(to: .at(400, 22))
        scheduler.advance(by: .milliseconds(900))
        button.moveTouch(to: .at(50, 22))
        scheduler.advance(by: .milliseconds(500))
        #expect(fires() == [.zero, .seconds(1), .milliseconds(1500)])
    }

    @Test func theControlGoingAwayStopsItsTimers() {
        weak var weakButton: ObservableButton?
        var fires = 0
        do {
            let button = ObservableButton()
            weakButton = button
            button.scheduler = scheduler
            button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires += 1 }
            button.beginTouch()
            scheduler.advance(by: .milliseconds(600))
        }
        #expect(weakButton == nil)
        #expect(fires == 3)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(fires == 3)
    }
}
