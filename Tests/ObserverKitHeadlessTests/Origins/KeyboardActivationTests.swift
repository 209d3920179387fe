import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// `keyboardActivate()`: primaryActionTriggered and no touch event, origin `.keyboard`; a switch toggles and a
/// stepper steps first; disabled controls and controls under a touch ignore it. Scripts: `keys:` `s` is Space,
/// `<` and `>` focus a stepper's "−" and "+"; `sent:` writes D touchDown, U touchUpInside, V valueChanged,
/// P primaryActionTriggered in the order sent; `origins:` `k` keyboard, `t` touch.
@MainActor @Suite struct KeyboardActivationTests {
    func script<Target: HeadlessControl & ObservableControl>(_ control: Target) -> TouchScript<Target> {
        TouchScript(control).withSentLine()
    }

    @Test func aButtonSendsPrimaryActionTriggeredOnly() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "keys:    s",
                "sent:    P",
                "origins: k"
            ) == .matching)
        #expect(!button.isTracking)
    }

    @Test func aSwitchTogglesWithValueChangedFirst() {
        let toggle = ObservableSwitch()
        #expect(
            script(toggle).verify(
                "keys:         s-----s------",
                "sent:         [VP]--[VP]---",
                "origins:      [kk]--[kk]---",
                "valueChanged: 'true''false'"
            ) == .matching)
        #expect(!toggle.isOn)
    }

    @Test func aStepperStepsItsFocusedPart() {
        let stepper = ObservableStepper()
        stepper.value = 5
        #expect(
            script(stepper).verify(
                "keys:         s---<s---s---",
                "sent:         [VP]-[VP][VP]",
                "origins:      [kk]-[kk][kk]",
                "valueChanged: 6----5---4---"
            ) == .matching)
        #expect(stepper.value == 4)
    }

    @Test func aStepperAtALimitSendsNoValueChanged() {
        let stepper = ObservableStepper()
        #expect(
            script(stepper).verify(
                "keys:    <s",
                "sent:    -P",
                "origins: -k"
            ) == .matching)
    }

    @Test func aNonContinuousStepperReportsTheKeyPressAtOnce() {
        let stepper = ObservableStepper()
        stepper.isContinuous = false
        #expect(
            TouchScript(stepper).verify(
                "keys:         s",
                "valueChanged: 1",
                "origins:      k"
            ) == .matching)
    }

    @Test func aSliderAndASegmentedControlSendPrimaryActionTriggeredAndKeepTheirValue() {
        let slider = ObservableSlider()
        slider.value = 0.3
        let segments = ObservableSegmentedControl(items: ["A", "B"])
        #expect(script(slider).verify("keys: s", "sent: P", "origins: k") == .matching)
        #expect(script(segments).verify("keys: s", "sent: P", "origins: k") == .matching)
        #expect(slider.value == 0.3)
        #expect(segments.selectedSegmentIndex == ObservableSegmentedControl.noSegment)
    }

    @Test func aDisabledControlIgnoresIt() {
        let toggle = ObservableSwitch()
        toggle.isEnabled = false
        #expect(
            script(toggle).verify(
                "keys: s-⏎",
                "sent: ---"
            ) == .matching)
        #expect(!toggle.isOn)
    }

    @Test func aTouchInProgressWinsOverTheKeyPress() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:   d-u---",
                "keys:    -s----",
                "sent:    D-[UP]",
                "origins: t-[tt]"
            ) == .matching)
    }

    @Test func aHandlerThatDisablesTheControlStillGetsTheRestOfTheActivation() {
        let toggle = ObservableSwitch()
        toggle.addObserver(for: .valueChanged) { [unowned toggle] _ in toggle.isEnabled = false }
        #expect(
            script(toggle).verify(
                "keys:    s---s",
                "sent:    [VP]-",
                "origins: [kk]-"
            ) == .matching)
        #expect(toggle.isOn)
    }

    @Test func activationGivenFromInsideAHandlerWaitsForTheStepInProgress() {
        let button = ObservableButton()
        button.addObserver(for: .touchUpInside) { [unowned button] in button.keyboardActivate() }
        #expect(
            script(button).verify(
                "touch:   t-----",
                "sent:    [DUPP]",
                "origins: [tttk]"
            ) == .matching)
    }
}
