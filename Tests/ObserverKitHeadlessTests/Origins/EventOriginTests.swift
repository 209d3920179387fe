import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// `currentEventOrigin`: touches, code, typing, nested sends, and `nil` outside a delivery. Scripts: `sent:`
/// writes D touchDown, U touchUpInside, V valueChanged, P primaryActionTriggered in the order sent; `origins:`
/// `t` touch, `k` keyboard, `p` program.
@MainActor @Suite struct EventOriginTests {
    let button = ObservableButton()
    let other = ObservableButton()

    @Test func aTapsEventsComeFromTouch() {
        #expect(
            TouchScript(button).withSentLine().verify(
                "touch:   t----",
                "sent:    [DUP]",
                "origins: [ttt]"
            ) == .matching)
    }

    @Test func aValueChangedThatATouchCausesComesFromTouch() {
        #expect(
            TouchScript(ObservableSwitch()).withSentLine().verify(
                "touch:   t-----",
                "sent:    [DVPU]",
                "origins: [tttt]"
            ) == .matching)
    }

    @Test func disablingWhileTrackingCancelsWithTouchOrigin() {
        #expect(
            TouchScript(button).step("X") { button.isEnabled = false }.verify(
                "touch:       d-X",
                "touchCancel: --x",
                "origins:     --t"
            ) == .matching)
    }

    @Test func sendActionsFromCodeComesFromProgram() {
        #expect(
            TouchScript(button).withSentLine()
                .step("S") { button.sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
                .verify(
                    "touch:   S---",
                    "sent:    [UP]",
                    "origins: [pp]"
                ) == .matching)
    }

    @Test func theOriginIsNilOutsideADelivery() {
        #expect(button.currentEventOrigin == nil)
        button.addObserver(for: .touchDown) {}
        button.tap()
        #expect(button.currentEventOrigin == nil)
        button.keyboardActivate()
        #expect(button.currentEventOrigin == nil)
    }

    @Test func anotherControlsDeliveryDoesNotCount() {
        var seen: [EventOrigin?] = []
        other.addObserver(for: .primaryActionTriggered) { [unowned button] in seen.append(button.currentEventOrigin) }
        other.tap()
        #expect(seen == [nil])
    }

    @Test func aHandlerSendingOnAnotherControlSeesProgramThereAndItsOwnOriginAfter() {
        var seen: [String] = []
        other.addObserver(for: .primaryActionTriggered) { [unowned button, unowned other] in
            seen.append("other \(other.currentEventOrigin!), button \(button.currentEventOrigin!)")
        }
        button.addObserver(for: .touchUpInside) { [unowned button, unowned other] in
            seen.append("before \(button.currentEventOrigin!)")
            other.sendActions(for: .primaryActionTriggered)
            seen.append("after \(button.currentEventOrigin!)")
        }
        button.tap()
        #expect(seen == ["before touch", "other program, button touch", "after touch"])
        #expect(other.currentEventOrigin == nil)
    }

    @Test func aHandlerSendingOnItsOwnControlSeesProgramThenItsOwnOriginAgain() {
        var seen: [String] = []
        button.addObserver(for: .valueChanged) { [unowned button] in
            seen.append("valueChanged \(button.currentEventOrigin!)")
        }
        button.addObserver(for: .primaryActionTriggered) { [unowned button] in
            seen.append("before \(button.currentEventOrigin!)")
            button.sendActions(for: .valueChanged)
            seen.append("after \(button.currentEventOrigin!)")
        }
        button.keyboardActivate()
        #expect(seen == ["before keyboard", "valueChanged program", "after keyboard"])
    }

    @Test func typingAndReturnComeFromTheKeyboardAndBeginningToEditFromCode() {
        let field = ObservableTextField()
        let editing = field.sent([
            "B": .editingDidBegin, "C": .editingChanged, "R": .editingDidEndOnExit, "E": .editingDidEnd,
        ])
        #expect(
            TouchScript(field).observing("editing", editing).verify(
                "text:    {'ab'<⏎---",
                "editing: BC---C[RE]",
                "origins: pk---k[kk]"
            ) == .matching)
    }
}

/// A held stepper's repeated steps are the finger's, as its first step is: the held touch makes them, not code.
@MainActor @Suite struct StepperRepeatOriginTests {
    @Test func aHeldSteppersRepeatedStepsComeFromTouch() {
        let stepper = ObservableStepper()
        let clock = TestScheduler()
        stepper.scheduler = clock
        var steps: [String] = []
        stepper.addObserver(for: .valueChanged) { [unowned stepper] value in
            steps.append("\(Int(value)) \(stepper.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        stepper.beginTouch(at: CGPoint(x: 70, y: 16))
        clock.advance(by: .milliseconds(850))  // steps at 0, then at 500 and 700 ms (StepperBehavior's schedule)
        stepper.endTouch()
        #expect(steps == ["1 touch", "2 touch", "3 touch"])
        stepper.sendActions(for: .valueChanged)
        #expect(steps.last == "3 program")
    }

    /// Only the repeat's own step is the finger's: what a repeat's handler does is code (`.program`), a key press
    /// or an assistive adjustment during the hold is ignored (the touch wins), and lifting the finger from the
    /// handler ends the repeats.
    @Test func whatARepeatsHandlerDoesIsNotTheFingers() {
        let stepper = ObservableStepper()
        let clock = TestScheduler()
        stepper.scheduler = clock
        var log: [String] = []
        for event in [ControlEvent.valueChanged, .primaryActionTriggered, .touchUpInside] {
            stepper.addObserver(for: event) { [unowned stepper] value in
                log.append("\(event) \(Int(value)) \(stepper.currentEventOrigin.map { "\($0)" } ?? "nil")")
                guard event == .valueChanged else { return }
                if value == 2 {
                    stepper.keyboardActivate()
                    stepper.accessibilityIncrement()
                    stepper.sendActions(for: .primaryActionTriggered)
                }
                if value == 3 { stepper.endTouch() }
            }
        }
        stepper.beginTouch(at: CGPoint(x: 70, y: 16))
        clock.advance(by: .seconds(2))
        stepper.accessibilityIncrement()
        #expect(
            log == [
                "valueChanged 1 touch", "valueChanged 2 touch", "primaryActionTriggered 2 program",
                "valueChanged 3 touch", "touchUpInside 3 program", "valueChanged 4 accessibility",
            ])
    }
}

/// A pull to refresh is a finger's.
@MainActor @Suite struct RefreshOriginTests {
    @Test func aPullsValueChangedComesFromTouch() {
        let scrollView = ScrollView()
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        #expect(
            TouchScript(refresh).withSentLine()
                .step("P") { scrollView.pullToRefresh() }
                .step("S") { refresh.sendActions(for: .valueChanged) }
                .verify(
                    "touch:   PS",
                    "sent:    VV",
                    "origins: tp"
                ) == .matching)
    }
}
