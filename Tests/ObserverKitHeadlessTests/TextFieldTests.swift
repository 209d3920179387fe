import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless text field's editing sequences, in UIKit's order, with the text each event carries.
@MainActor @Suite struct TextFieldTests {
    typealias Entry = ControlEventRecord<ObservableTextField.Action>
    let field = ObservableTextField()
    let clock = TestScheduler()

    init() {
        field.scheduler = clock
    }

    @Test func aWholeEditingSessionEndedByReturn() {
        let recording = field.recorder()
        field.becomeFirstResponder()
        field.insertText("ab")
        field.insertText("c")
        field.deleteBackward()
        field.pressReturn()
        #expect(
            recording.values.map(\.observation) == [
                .editingDidBegin(""),
                .editingChanged("ab"),
                .editingChanged("abc"),
                .editingChanged("ab"),
                .editingDidEndOnExit("ab"),
                .editingDidEnd("ab"),
            ])
        #expect(!field.isFirstResponder)
    }

    @Test func returnWithoutAnOnExitObserverKeepsEditing() {
        let recording = field.recorder(for: .allEditingEvents.subtracting(.editingDidEndOnExit))
        field.becomeFirstResponder()
        field.pressReturn()
        #expect(recording.values.map(\.observation) == [.editingDidBegin("")])
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        #expect(recording.values.map(\.observation) == [.editingDidBegin(""), .editingDidEnd("")])
    }

    @Test func anOnExitHandlerThatResignsEndsEditingOnce() {
        let recording = field.recorder()
        field.addObserver(for: .editingDidEndOnExit) { [weak field] _ in field?.resignFirstResponder() }
        field.becomeFirstResponder()
        field.pressReturn()
        #expect(recording.values.map(\.event) == [.editingDidBegin, .editingDidEndOnExit, .editingDidEnd])
    }

    /// Whether Return ends editing is decided when it is pressed: an on-exit observer that cancels its own
    /// registration as it runs (a one-shot "done" action) still had the event observed, so the field resigns.
    @Test func anOnExitObserverThatCancelsItselfStillEndsEditing() {
        let recording = field.recorder(for: .allEditingEvents.subtracting(.editingDidEndOnExit))
        var oneShot: ObservationToken?
        oneShot = field.addObserver(for: .editingDidEndOnExit) { _ in oneShot?.cancel() }
        field.becomeFirstResponder()
        field.pressReturn()
        #expect(recording.values.map(\.event) == [.editingDidBegin, .editingDidEnd])
        #expect(!field.isFirstResponder && field.observers(for: .editingDidEndOnExit).isEmpty)
    }

    /// Typing into a field disabled while it is first responder is ignored, as the type's Editing rules say.
    @Test func typingWhileDisabledIsIgnored() {
        field.becomeFirstResponder()
        field.insertText("ab")
        let recording = field.recorder()
        field.isEnabled = false
        field.insertText("x")
        field.deleteBackward()
        #expect(field.text == "ab" && recording.values.isEmpty)
    }

    @Test func inputWhileNotEditingIsIgnored() {
        let recording = field.recorder()
        field.insertText("x")
        field.deleteBackward()
        field.pressReturn()
        #expect(!field.resignFirstResponder())
        #expect(recording.values.isEmpty)
        #expect(field.text == "")
    }

    @Test func emptyInsertAndDeleteOnEmptyTextSendNothing() {
        field.becomeFirstResponder()
        let recording = field.recorder()
        field.insertText("")
        field.deleteBackward()
        #expect(recording.values.isEmpty)
    }

    @Test func becomingFirstResponderTwiceBeginsOnce() {
        let recording = field.recorder()
        #expect(field.becomeFirstResponder())
        #expect(!field.becomeFirstResponder())
        #expect(recording.values.map(\.event) == [.editingDidBegin])
    }

    @Test func disabledFieldRefusesEditingAndTouches() {
        let recording = field.recorder()
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.tap()
        #expect(recording.values.isEmpty)
    }

    @Test func deleteBackwardRemovesOneCharacterEvenAComposedOne() {
        field.text = "café👍🏽"
        field.becomeFirstResponder()
        let recording = field.recorder(for: .editingChanged)
        field.deleteBackward()
        field.deleteBackward()
        #expect(recording.values.map(\.observation) == [.editingChanged("café"), .editingChanged("caf")])
    }

    @Test func settingTextSendsNothing() {
        let recording = field.recorder()
        field.text = "hello"
        field.becomeFirstResponder()
        field.text = "bye"
        #expect(recording.values.map(\.observation) == [.editingDidBegin("hello")])
    }

    @Test func touchesCarryTheTextAsOther() {
        field.text = "t"
        let recording = field.recorder()
        field.tap()
        field.beginTouch()
        field.endTouch(at: .at(100, 300))
        clock.advance(by: .seconds(1))
        field.beginTouch()
        field.cancelTouch()
        #expect(
            recording.values.map(\.observation) == [
                .other(.touchDown, "t"), .other(.touchUpInside, "t"),
                .other(.touchDown, "t"), .other(.touchDownRepeat, "t"),
                .other(.touchDragOutside, "t"), .other(.touchDragExit, "t"), .other(.touchUpOutside, "t"),
                .other(.touchDown, "t"), .other(.touchCancel, "t"),
            ])
        #expect(!field.isFirstResponder)
    }

    @Test func actionTextReadsEveryCase() {
        let actions: [ObservableTextField.Action] = [
            .editingDidBegin("a"), .editingChanged("a"), .editingDidEnd("a"), .editingDidEndOnExit("a"),
            .other(.touchDown, "a"),
        ]
        #expect(actions.map(\.text) == ["a", "a", "a", "a", "a"])
    }
}
