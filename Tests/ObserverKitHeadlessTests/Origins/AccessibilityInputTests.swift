import Foundation
import ObserverKitHeadless
import Testing

/// `accessibilityActivate()`, `accessibilityIncrement()` and `accessibilityDecrement()`: origin `.accessibility`,
/// nothing from a disabled control or one under a touch.
@MainActor @Suite struct AccessibilityInputTests {
    @Test func activatingAButtonIsATapAtItsCentre() {
        let button = ObservableButton()
        let recording = button.recordOrigins()
        #expect(button.accessibilityActivate())
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.accessibility), ControlEvent.touchUpInside.from(.accessibility),
                ControlEvent.primaryActionTriggered.from(.accessibility),
            ])
        #expect(button.touchLocation == CGPoint(x: 50, y: 22))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 50, y: 22))
    }

    @Test func activatingASwitchToggles() {
        let toggle = ObservableSwitch()
        let recording = toggle.recordOrigins()
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn)
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.accessibility), ControlEvent.valueChanged.from(.accessibility),
                ControlEvent.touchUpInside.from(.accessibility),
            ])
    }

    @Test func activatingASliderTapsItsThumbWithoutMovingIt() {
        let slider = ObservableSlider()
        slider.value = 0.75
        let recording = slider.recordOrigins()
        #expect(slider.accessibilityActivationPoint == slider.thumbCenter)
        #expect(slider.accessibilityActivate())
        #expect(slider.value == 0.75)
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.accessibility), ControlEvent.touchUpInside.from(.accessibility),
            ])
    }

    @Test func aDisabledControlIsNotActivated() {
        let button = ObservableButton()
        button.isEnabled = false
        let recording = button.recordOrigins()
        #expect(!button.accessibilityActivate())
        #expect(recording.entries.isEmpty)
    }

    @Test func aControlUnderATouchIsNotActivated() {
        let button = ObservableButton()
        button.beginTouch()
        let recording = button.recordOrigins()
        #expect(!button.accessibilityActivate())
        button.endTouch()
        #expect(
            recording.entries == [
                ControlEvent.touchUpInside.from(.touch), ControlEvent.primaryActionTriggered.from(.touch),
            ])
    }

    @Test func aSliderMovesATenthOfItsRange() {
        let slider = ObservableSlider()
        slider.minimumValue = -10
        slider.maximumValue = 40
        slider.value = 0
        let recording = slider.recordOrigins()
        var values: [Float] = []
        slider.addObserver(for: .valueChanged) { if case .valueChanged(let value) = $0 { values.append(value) } }
        slider.accessibilityIncrement()
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(values == [5, 0, -5])
        #expect(recording.entries == Array(repeating: ControlEvent.valueChanged.from(.accessibility), count: 3))
    }

    @Test func aSliderAtALimitSendsNothing() {
        let slider = ObservableSlider()
        slider.value = 0.95
        let recording = slider.recordOrigins()
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        #expect(slider.value == 1)
        slider.value = 0
        slider.accessibilityDecrement()
        #expect(recording.entries == [ControlEvent.valueChanged.from(.accessibility)])
    }

    @Test func aStepperMovesOneStepValueEvenWhenNotContinuous() {
        let stepper = ObservableStepper()
        stepper.stepValue = 5
        stepper.isContinuous = false
        let recording = stepper.recordOrigins()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 5)
        #expect(recording.entries == Array(repeating: ControlEvent.valueChanged.from(.accessibility), count: 3))
    }

    @Test func aStepperAtALimitSendsNothing() {
        let stepper = ObservableStepper()
        let recording = stepper.recordOrigins()
        stepper.accessibilityDecrement()
        stepper.value = 100
        stepper.accessibilityIncrement()
        #expect(recording.entries.isEmpty)
    }

    @Test func disabledAdjustableControlsIgnoreIncrementAndDecrement() {
        let slider = ObservableSlider()
        let stepper = ObservableStepper()
        slider.isEnabled = false
        stepper.isEnabled = false
        let sliderRecording = slider.recordOrigins()
        let stepperRecording = stepper.recordOrigins()
        slider.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(sliderRecording.entries.isEmpty && stepperRecording.entries.isEmpty)
        #expect(slider.value == 0 && stepper.value == 0)
    }
}

/// A stepper activated by assistive technology is tapped at its centre, on its "+" half.
@MainActor @Suite struct StepperAccessibilityActivationTests {
    @Test func activatingAStepperStepsUpFromItsCentre() {
        let stepper = ObservableStepper()
        let recording = stepper.recordOrigins()
        #expect(stepper.accessibilityActivate())
        #expect(stepper.value == 1)
        #expect(
            recording.entries == [
                ControlEvent.valueChanged.from(.accessibility), ControlEvent.touchDown.from(.accessibility),
                ControlEvent.touchUpInside.from(.accessibility),
            ])
    }
}
