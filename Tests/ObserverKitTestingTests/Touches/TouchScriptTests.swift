import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Touch scripts play a control's touches and typing on virtual time and compare the events it sends.
@MainActor
@Suite struct TouchScriptTests {
    @Test func aTapSendsTouchDownThenTouchUpInsideAndThePrimaryAction() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:                  -t-",
                "touchDown:              -x-",
                "touchUpInside:          -x-",
                "primaryActionTriggered: -x-",
                "touchUpOutside:         ---"
            ) == .matching)
    }

    @Test func aSecondTapSoonAfterTheFirstIsADownRepeat() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).verify(
                "touch:           t-t",
                "touchDown:       x-x",
                "touchDownRepeat: --x"
            ) == .matching)
    }

    @Test func aWrongExpectationShowsTheActualLineUnderTheExpectedOne() {
        let button = ObservableButton()
        let result = TouchScript(button).verify(
            "touch:          d-o-u",
            "touchDown:      x----",
            "touchUpInside:  ----x"
        )
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 4 (400 ms): touchUpInside: expected x, got nothing
                              touch: d-o-u
                          touchDown: x----
                      touchUpInside: ----x
                             actual: -----
                                         ^
                    (The script replaced the control's MainScheduler with its own TestScheduler: a stream built from the control's scheduler before the script still runs on real time. Give the control a TestScheduler before building it, and the script keeps it.)
                    """))
    }

    @Test func aControlsOwnTestSchedulerIsKeptSoStreamsBuiltBeforeTheScriptRunOnItsTime() {
        let field = ObservableTextField()
        let clock = TestScheduler()
        field.scheduler = clock
        // A screen built before the script: its debounce runs on the control's scheduler as it was then.
        let settled = field.events(for: .editingChanged).debounce(for: .milliseconds(200), scheduler: field.scheduler)
        let script = TouchScript(field).observing("settled", settled.map { _ in () })
        #expect(script.scheduler === clock)
        #expect(
            script.verify(
                "text:    {ab----",
                "settled: ----x--"
            ) == .matching)
    }

    @Test func aReplacedSchedulerIsNamedWhenTheDiagramsDiffer() {
        let field = ObservableTextField()
        let settled = field.events(for: .editingChanged).debounce(for: .milliseconds(200), scheduler: field.scheduler)
        let result = TouchScript(field).observing("settled", settled.map { _ in () }).verify(
            "text:    {ab----",
            "settled: ----x--"
        )
        #expect(result.description.contains("The script replaced the control's MainScheduler"))
    }

    @Test func namedPointsPlaceThePressAndTheMoves() {
        // A stepper's right half increments, its left half decrements.
        let stepper = ObservableStepper()
        #expect(
            TouchScript(stepper, points: ["P": CGPoint(x: 80, y: 16), "M": CGPoint(x: 10, y: 16)]).verify(
                "touch:        [Pt]-[Pt]-[Mt]-",
                "valueChanged: 1----2----1----"
            ) == .matching)
    }

    @Test func aStepRunsItsActionAtItsTick() {
        let button = ObservableButton()
        #expect(
            TouchScript(button).step("X") { button.isEnabled = false }.verify(
                "touch:       d-X-t",
                "touchDown:   x----",
                "touchCancel: --x--"
            ) == .matching)
    }

    @Test func aTextLineTypesIntoATextField() {
        let field = ObservableTextField()
        #expect(
            TouchScript(field).verify(
                "text:            {a-<-b-}",
                "editingDidBegin: x-------",
                "editingChanged:  -a-x-b--",
                "editingDidEnd:   -------b"
            ) == .matching)
        #expect(field.text == "b")
    }

    @Test func quotedTextIsTypedInOneTickAndReturnEndsEditing() {
        let field = ObservableTextField()
        #expect(
            TouchScript(field).verify(
                "text:                {'hi'⏎---",
                "editingChanged:      -'hi'----",
                "editingDidEndOnExit: -----'hi'",
                "editingDidEnd:       -----'hi'"
            ) == .matching)
    }
}
