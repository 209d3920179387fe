import Foundation
import ObserverKitHeadless
import Testing

/// `keyboardActivate()`: primaryActionTriggered and no touch event, origin `.keyboard`; a switch toggles and a
/// stepper steps first; disabled controls and controls under a touch ignore it.
@MainActor @Suite struct KeyboardActivationTests {
    @Test func aButtonSendsPrimaryActionTriggeredOnly() {
        let button = ObservableButton()
        let recording = button.recordOrigins()
        button.keyboardActivate()
        #expect(recording.entries == [ControlEvent.primaryActionTriggered.from(.keyboard)])
        #expect(!button.isTracking)
    }

    @Test func aSwitchTogglesWithValueChangedFirst() {
        let toggle = ObservableSwitch()
        let recording = toggle.recordOrigins()
        var states: [Bool] = []
        toggle.addObserver(for: [.valueChanged, .primaryActionTriggered]) { states.append($0) }
        toggle.keyboardActivate()
        #expect(
            recording.entries == [
                ControlEvent.valueChanged.from(.keyboard), ControlEvent.primaryActionTriggered.from(.keyboard),
            ])
        #expect(states == [true, true])
        toggle.keyboardActivate()
        #expect(!toggle.isOn)
    }

    @Test func aStepperStepsItsFocusedPart() {
        let stepper = ObservableStepper()
        stepper.value = 5
        let recording = stepper.recordOrigins()
        stepper.keyboardActivate()
        stepper.focusedPart = .decrement
        stepper.keyboardActivate()
        stepper.keyboardActivate()
        #expect(stepper.value == 4)
        #expect(
            recording.entries == [
                ControlEvent.valueChanged.from(.keyboard), ControlEvent.primaryActionTriggered.from(.keyboard),
                ControlEvent.valueChanged.from(.keyboard), ControlEvent.primaryActionTriggered.from(.keyboard),
                ControlEvent.valueChanged.from(.keyboard), ControlEvent.primaryActionTriggered.from(.keyboard),
            ])
    }

    @Test func aStepperAtALimitSendsNoValueChanged() {
        let stepper = ObservableStepper()
        stepper.focusedPart = .decrement
        let recording = stepper.recordOrigins()
        stepper.keyboardActivate()
        #expect(recording.entries == [ControlEvent.primaryActionTriggered.from(.keyboard)])
    }

    @Test func aNonContinuousStepperReportsTheKeyPressAtOnce() {
        let stepper = ObservableStepper()
        stepper.isContinuous = false
        let recording = stepper.recordOrigins([.valueChanged])
        stepper.keyboardActivate()
        #expect(recording.entries == [ControlEvent.valueChanged.from(.keyboard)])
    }

    @Test func aSliderAndASegmentedControlSendPrimaryActionTriggeredAndKeepTheirValue() {
        let slider = ObservableSlider()
        slider.value = 0.3
        let segments = ObservableSegmentedControl(items: ["A", "B"])
        let sliderRecording = slider.recordOrigins()
        let segmentsRecording = segments.recordOrigins()
        slider.keyboardActivate()
        segments.keyboardActivate()
        #expect(sliderRecording.entries == [ControlEvent.primaryActionTriggered.from(.keyboard)])
        #expect(segmentsRecording.entries == [ControlEvent.primaryActionTriggered.from(.keyboard)])
        #expect(slider.value == 0.3)
        #expect(segments.selectedSegmentIndex == ObservableSegmentedControl.noSegment)
    }

    @Test func aDisabledControlIgnoresIt() {
        let toggle = ObservableSwitch()
        toggle.isEnabled = false
        let recording = toggle.recordOrigins()
        toggle.keyboardActivate()
        #expect(recording.entries.isEmpty)
        #expect(!toggle.isOn)
    }

    @Test func aTouchInProgressWinsOverTheKeyPress() {
        let button = ObservableButton()
        let recording = button.recordOrigins()
        button.beginTouch()
        button.keyboardActivate()
        button.endTouch()
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.touch), ControlEvent.touchUpInside.from(.touch),
                ControlEvent.primaryActionTriggered.from(.touch),
            ])
    }

    @Test func aHandlerThatDisablesTheControlStillGetsTheRestOfTheActivation() {
        let toggle = ObservableSwitch()
        toggle.addObserver(for: .valueChanged) { [unowned toggle] _ in toggle.isEnabled = false }
        let recording = toggle.recordOrigins()
        toggle.keyboardActivate()
        toggle.keyboardActivate()
        #expect(
            recording.entries == [
                ControlEvent.valueChanged.from(.keyboard), ControlEvent.primaryActionTriggered.from(.keyboard),
            ])
        #expect(toggle.isOn)
    }

    @Test func activationGivenFromInsideAHandlerWaitsForTheStepInProgress() {
        let button = ObservableButton()
        button.addObserver(for: .touchUpInside) { [unowned button] in button.keyboardActivate() }
        let recording = button.recordOrigins()
        button.tap()
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.touch), ControlEvent.touchUpInside.from(.touch),
                ControlEvent.primaryActionTriggered.from(.touch), ControlEvent.primaryActionTriggered.from(.keyboard),
            ])
    }
}
