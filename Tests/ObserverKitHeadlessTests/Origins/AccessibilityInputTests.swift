import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// `accessibilityActivate()`, `accessibilityIncrement()` and `accessibilityDecrement()`: origin `.accessibility`,
/// nothing from a disabled control or one under a touch. Scripts: `accessibility:` `a` activates, `i`
/// increments, `d` decrements; `sent:` writes D touchDown, U touchUpInside, V valueChanged,
/// P primaryActionTriggered in the order sent; `origins:` `a` accessibility, `t` touch.
@MainActor @Suite struct AccessibilityInputTests {
    func script<Target: HeadlessControl & ObservableControl>(_ control: Target) -> TouchScript<Target> {
        TouchScript(control).withSentLine()
    }

    @Test func activatingAButtonIsATapAtItsCentre() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "accessibility: a----",
                "sent:          [DUP]",
                "origins:       [aaa]"
            ) == .matching)
        #expect(button.touchLocation == CGPoint(x: 50, y: 22))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 50, y: 22))
    }

    @Test func activatingASwitchToggles() {
        let toggle = ObservableSwitch()
        #expect(
            script(toggle).verify(
                "accessibility: a-----",
                "sent:          [DVPU]",
                "origins:       [aaaa]"
            ) == .matching)
        #expect(toggle.isOn)
    }

    @Test func activatingASliderTapsItsThumbWithoutMovingIt() {
        let slider = ObservableSlider()
        slider.value = 0.75
        #expect(slider.accessibilityActivationPoint == slider.thumbCenter)
        #expect(
            script(slider).verify(
                "accessibility: a---",
                "sent:          [DU]",
                "origins:       [aa]"
            ) == .matching)
        #expect(slider.value == 0.75)
    }

    @Test func aDisabledControlIsNotActivated() {
        let button = ObservableButton()
        button.isEnabled = false
        let recorder = button.recorder()
        #expect(!button.accessibilityActivate())
        #expect(recorder.values.isEmpty)
    }

    @Test func aControlUnderATouchIsNotActivated() {
        let button = ObservableButton()
        button.beginTouch()
        let recorder = button.recorder()
        #expect(!button.accessibilityActivate())
        button.endTouch()
        #expect(recorder.values.map(\.event) == [.touchUpInside, .primaryActionTriggered])
        #expect(recorder.recorded.map(\.origin) == [.touch, .touch])
    }

    @Test func aSliderMovesATenthOfItsRange() {
        let slider = ObservableSlider()
        slider.minimumValue = -10
        slider.maximumValue = 40
        slider.value = 0
        #expect(
            TouchScript(slider).verify(
                "accessibility: i-d-d---",
                "valueChanged:  5-0-'-5'",
                "origins:       a-a-a---"
            ) == .matching)
    }

    @Test func aSliderAtALimitSendsNothing() {
        let slider = ObservableSlider()
        slider.value = 0.95
        #expect(
            TouchScript(slider).step("Z") { slider.value = 0 }.verify(
                "touch:         ---Z-",
                "accessibility: i-i-d",
                "valueChanged:  1----",
                "origins:       a----"
            ) == .matching)
        #expect(slider.value == 0)
    }

    @Test func aStepperMovesOneStepValueEvenWhenNotContinuous() {
        let stepper = ObservableStepper()
        stepper.stepValue = 5
        stepper.isContinuous = false
        #expect(
            TouchScript(stepper).verify(
                "accessibility: i-i---d",
                "valueChanged:  5-'10'5",
                "origins:       a-a---a"
            ) == .matching)
    }

    @Test func aStepperAtALimitSendsNothing() {
        let stepper = ObservableStepper()
        #expect(
            script(stepper).step("M") { stepper.value = 100 }.verify(
                "touch:         -M-",
                "accessibility: d-i",
                "sent:          ---"
            ) == .matching)
        #expect(stepper.value == 100)
    }

    @Test func disabledAdjustableControlsIgnoreIncrementAndDecrement() {
        let slider = ObservableSlider()
        let stepper = ObservableStepper()
        slider.isEnabled = false
        stepper.isEnabled = false
        let sliderRecorder = slider.recorder()
        let stepperRecorder = stepper.recorder()
        slider.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(sliderRecorder.values.isEmpty && stepperRecorder.values.isEmpty)
        #expect(slider.value == 0 && stepper.value == 0)
    }
}

/// A stepper activated by assistive technology is tapped at its centre, on its "+" half.
@MainActor @Suite struct StepperAccessibilityActivationTests {
    @Test func activatingAStepperStepsUpFromItsCentre() {
        let stepper = ObservableStepper()
        #expect(
            TouchScript(stepper).observing(
                "sent", stepper.sent(["D": .touchDown, "U": .touchUpInside, "V": .valueChanged])
            ).verify(
                "accessibility: a----",
                "sent:          [VDU]",
                "origins:       [aaa]"
            ) == .matching)
        #expect(stepper.value == 1)
    }
}
