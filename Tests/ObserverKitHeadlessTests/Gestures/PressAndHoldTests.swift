import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Press-and-hold on virtual time: a fire at touch-down, the first repeat 500 ms later, then one every 100 ms.
/// One column is 100 ms; at one instant the touch comes before the timer, so a release at 700 ms stops the
/// repeat due then.
@MainActor
@Suite struct PressAndHoldTests {
    func script(_ button: ObservableButton) -> TouchScript<ObservableButton> {
        TouchScript(button).observing("hold", button.onTouchDown(repeatingEvery: .milliseconds(100)))
    }

    @Test func firesAtTouchDownAfterTheInitialDelayThenEveryPeriod() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch: d--------",
                "hold:  x----xxxx"
            ) == .matching)
    }

    @Test func touchUpStopsIt() {
        let button = ObservableButton()
        let script = script(button)
        #expect(
            script.verify(
                "touch: d------u----",
                "hold:  x----xx-----"
            ) == .matching)
        #expect(script.scheduler.pendingCount == 0)
    }

    @Test func releasingBeforeTheInitialDelayFiresOnce() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch: d---u-----",
                "hold:  x---------"
            ) == .matching)
    }

    @Test func cancelAndDisableStopIt() {
        let button = ObservableButton()
        let script = script(button).step("X") { button.isEnabled = false }
        #expect(
            script.verify(
                "touch: d-----c---d-X-----",
                "hold:  x----x----x-------"
            ) == .matching)
        #expect(script.scheduler.pendingCount == 0)
    }

    @Test func slidingOffStopsItAndSlidingBackOnRestartsIt() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch: do--------i-----",
                "hold:  x---------x----x"
            ) == .matching)
    }

    /// With the token dropped, and with it kept: a kept token keeps nothing of the chain running.
    @Test(arguments: [false, true])
    func theControlGoingAwayStopsItsTimers(keepingTheToken: Bool) {
        let scheduler = TestScheduler()
        var fires = 0
        var kept: [ObservationToken] = []
        let leaks = LeakCheck.run { check in
            let button = ObservableButton()
            check.expectGone(button)
            button.scheduler = scheduler
            let token = button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { fires += 1 }
            if keepingTheToken { kept.append(token) }
            button.beginTouch()
            scheduler.advance(by: .milliseconds(600))
        }
        #expect(leaks == .noLeaks)
        #expect(fires == 3)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(fires == 3)
        for token in kept { token.cancel() }
    }
}
