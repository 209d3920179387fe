import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A script's `keys:` line activates the focused control from the keyboard, and its `accessibility:` line
/// plays assistive technology; `origins:` lines state where each event came from.
@MainActor
@Suite struct KeyScriptTests {
    @Test func aTapAKeyPressAndAnActivationEachTriggerTheButtonFromTheirOrigin() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:                  t----",
                "keys:                   --s--",
                "accessibility:          ----a",
                "touchDown:              x---x",
                "origins:                t---a",
                "primaryActionTriggered: x-x-x",
                "origins:                t-k-a"
            ) == .matching)
    }

    @Test func returnActivatesAsSpaceDoesWithoutATouch() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "keys:                   s-⏎",
                "touchDown:              ---",
                "touchUpInside:          ---",
                "primaryActionTriggered: x-x",
                "origins:                k-k"
            ) == .matching)
    }

    @Test func aStepperStepsItsFocusedPart() {
        let stepper = ObservableStepper()
        stepper.value = 5
        #expect(
            TouchScript(stepper).verify(
                "keys:         s-<s-s->s",
                "valueChanged: 6--5-4--5",
                "origins:      k--k-k--k"
            ) == .matching)
        #expect(stepper.focusedPart == .increment)
    }

    @Test func assistiveTechnologyAdjustsAStepperAndStopsAtItsLimit() {
        let stepper = ObservableStepper()
        #expect(
            TouchScript(stepper).verify(
                "accessibility: i-i-d-d-d",
                "valueChanged:  1-2-1-0--",
                "origins:       a-a-a-a--"
            ) == .matching)
    }

    @Test func aWrongOriginFailsWithADiffAtItsColumn() {
        let button = ObservableButton()
        let result = TouchScript(button).verify(
            "keys:                   --s",
            "primaryActionTriggered: --x",
            "origins:                --t"
        )
        #expect(result.description.hasPrefix("Diagrams differ at column 2 (200 ms): origins: expected t, got k"))
    }

    @Test func codeSendsFromProgramAndATimersRepeatsFromNoInput() {
        let button = ObservableButton()
        let script = TouchScript(button)
            .observing("held", button.onTouchDown(repeatingEvery: .milliseconds(100)))
            .step("S") { button.sendActions(for: .touchDown) }
        #expect(
            script.verify(
                "touch:     d------uS-",
                "touchDown: x-------x-",
                "origins:   t-------p-",
                "held:      x----xx-x-",
                "origins:   t----nn-p-"
            ) == .matching)
    }
}
