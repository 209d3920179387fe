import Foundation
import ObserverKitHeadless
import Testing

/// `currentEventOrigin`: touches, code, typing, nested sends, and `nil` outside a delivery.
@MainActor @Suite struct EventOriginTests {
    let button = ObservableButton()
    let other = ObservableButton()

    @Test func aTapsEventsComeFromTouch() {
        let recording = button.recordOrigins()
        button.tap()
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.touch), ControlEvent.touchUpInside.from(.touch),
                ControlEvent.primaryActionTriggered.from(.touch),
            ])
    }

    @Test func aValueChangedThatATouchCausesComesFromTouch() {
        let toggle = ObservableSwitch()
        let recording = toggle.recordOrigins()
        toggle.tap()
        #expect(
            recording.entries == [
                ControlEvent.touchDown.from(.touch), ControlEvent.valueChanged.from(.touch),
                ControlEvent.touchUpInside.from(.touch),
            ])
    }

    @Test func disablingWhileTrackingCancelsWithTouchOrigin() {
        let recording = button.recordOrigins([.touchCancel])
        button.beginTouch()
        button.isEnabled = false
        #expect(recording.entries == [ControlEvent.touchCancel.from(.touch)])
    }

    @Test func sendActionsFromCodeComesFromProgram() {
        let recording = button.recordOrigins()
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(
            recording.entries == [
                ControlEvent.touchUpInside.from(.program), ControlEvent.primaryActionTriggered.from(.program),
            ])
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
        let recording = field.recordOrigins(.allEditingEvents)
        field.becomeFirstResponder()
        field.insertText("ab")
        field.deleteBackward()
        field.pressReturn()
        #expect(
            recording.entries == [
                ControlEvent.editingDidBegin.from(.program), ControlEvent.editingChanged.from(.keyboard),
                ControlEvent.editingChanged.from(.keyboard), ControlEvent.editingDidEndOnExit.from(.keyboard),
                ControlEvent.editingDidEnd.from(.keyboard),
            ])
    }
}

/// A pull to refresh is a finger's.
@MainActor @Suite struct RefreshOriginTests {
    @Test func aPullsValueChangedComesFromTouch() {
        let scrollView = ScrollView()
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        let recording = refresh.recordOrigins()
        scrollView.pullToRefresh()
        refresh.sendActions(for: .valueChanged)
        #expect(
            recording.entries == [ControlEvent.valueChanged.from(.touch), ControlEvent.valueChanged.from(.program)])
    }
}
