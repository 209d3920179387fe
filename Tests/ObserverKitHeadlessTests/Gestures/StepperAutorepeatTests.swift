import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// The stepper's press-and-hold: a step at once, the first repeat at 500 ms, four at 200 ms, then 100 ms.
/// One column is 100 ms; P is a press on the right ("+") half, M on the left ("−") half; valueChanged shows
/// the value after each step.
@MainActor
@Suite struct StepperAutorepeatTests {
    func script(_ stepper: ObservableStepper) -> TouchScript<ObservableStepper> {
        TouchScript(stepper, points: ["P": .at(80, 16), "M": .at(10, 16)])
    }

    @Test func holdingTheRightHalfAcceleratesLikeUIStepper() {
        let stepper = ObservableStepper()
        #expect(
            script(stepper).verify(
                "touch:        [Pd]-------------u",
                "valueChanged: 1----2-3-4-5-6789-"
            ) == .matching)
        #expect(stepper.value == 9)
    }

    @Test func holdingTheLeftHalfStepsDownAndStopsAtTheMinimum() {
        let stepper = ObservableStepper()
        stepper.value = 3
        #expect(
            script(stepper).verify(
                "touch:        [Md]-------u",
                "valueChanged: 2----1-0----"
            ) == .matching)
        #expect(stepper.value == 0)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let stepper = ObservableStepper()
        stepper.autorepeat = false
        let script = script(stepper)
        #expect(
            script.verify(
                "touch:        [Pd]-------",
                "valueChanged: 1----------"
            ) == .matching)
        #expect(script.scheduler.pendingCount == 0)
    }

    @Test func wrappingKeepsRepeatingAcrossTheLimit() {
        let stepper = ObservableStepper()
        stepper.maximumValue = 2
        stepper.wraps = true
        #expect(
            script(stepper).verify(
                "touch:        [Pd]------u",
                "valueChanged: 1----2-0-1-"
            ) == .matching)
    }

    @Test func theStepperGoingAwayMidHoldStopsTheTimer() {
        let scheduler = TestScheduler()
        let leaks = LeakCheck.run { check in
            let stepper = ObservableStepper()
            check.expectGone(stepper)
            stepper.scheduler = scheduler
            stepper.beginTouch(at: .at(80, 16))
            scheduler.advance(by: .milliseconds(600))
        }
        #expect(leaks == .noLeaks)
        #expect(scheduler.pendingCount == 0)
    }
}
