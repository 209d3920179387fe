import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// `isContinuous` on the headless stepper, as `UIStepper` documents it: off, the interaction sends one
/// valueChanged when it ends, and only if the value changed.
@MainActor
@Suite struct StepperContinuityTests {
    let scheduler = TestScheduler()

    @Test func aNonContinuousHoldSendsOneValueChangedWhenItEnds() {
        let stepper = ObservableStepper()
        stepper.scheduler = scheduler
        stepper.isContinuous = false
        let recording = stepper.recorder(for: [.touchDown, .valueChanged, .touchUpInside])
        stepper.beginTouch(at: .at(80, 16))
        scheduler.advance(by: .milliseconds(1000))
        #expect(stepper.value == 4)  // steps at 0, 500, 700 and 900 ms
        #expect(recording.values.map(\.event) == [.touchDown])
        stepper.endTouch()
        #expect(recording.values.map(\.event) == [.touchDown, .valueChanged, .touchUpInside])
        #expect(recording.values.map(\.observation) == [1, 4, 4])
    }

    @Test func aNonContinuousTapThatChangesNothingSendsNothing() {
        let stepper = ObservableStepper()
        stepper.isContinuous = false
        let recording = stepper.recorder(for: .valueChanged)
        stepper.tap(at: .at(10, 16))  // the minus half, at the minimum
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func aCancelledNonContinuousPressStillReportsItsStep() {
        let stepper = ObservableStepper()
        stepper.isContinuous = false
        let recording = stepper.recorder(for: [.valueChanged, .touchCancel])
        stepper.beginTouch(at: .at(80, 16))
        stepper.cancelTouch()
        #expect(recording.values.map(\.event) == [.valueChanged, .touchCancel])
        #expect(stepper.value == 1)
    }

    @Test func aContinuousStepperReportsEachStepAtOnce() {
        let stepper = ObservableStepper()
        stepper.scheduler = scheduler
        let recording = stepper.recorder(for: [.touchDown, .valueChanged])
        stepper.beginTouch(at: .at(80, 16))
        scheduler.advance(by: .milliseconds(500))
        #expect(recording.values.map(\.event) == [.valueChanged, .touchDown, .valueChanged])
        stepper.endTouch()
    }
}
