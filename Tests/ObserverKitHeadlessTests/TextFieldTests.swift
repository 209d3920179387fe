import Foundation
import ObserverKitHeadless
import Testing

/// A headless text field's editing sequences, in UIKit's order, with the text each event carries.
@MainActor @Suite struct TextFieldTests {
    typealias Entry = Recording<ObservableTextField.Action>.Entry
    let field = ObservableTextField()
    let clock = TestScheduler()

    init() {
        field.scheduler = clock
    }

    @Test func aWholeEditingSessionEndedByReturn() {
        let recording = field.record()
        field.becomeFirstResponder()
        field.insertText("ab")
        field.insertText("c")
        field.deleteBackward()
        field.pressReturn()
        #expect(
            recording.observations == [
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
        let recording = field.record(.allEditingEvents.subtracting(.editingDidEndOnExit))
        field.becomeFirstResponder()
        field.pressReturn()
        #expect(recording.observations == [.editingDidBegin("")])
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        #expect(recording.observations == [.editingDidBegin(""), .editingDidEnd("")])
    }

    @Test func anOnExitHandlerThatResignsEndsEditingOnce() {
        let recording = field.record()
        field.addObserver(for: .editingDidEndOnExit) { [weak field] _ in field?.resignFirstResponder() }
        field.becomeFirstResponder()
        field.pressReturn()
        #expect(recording.events == [.editingDidBegin, .editingDidEndOnExit, .editingDidEnd])
    }

    @Test func inputWhileNotEditingIsIgnored() {
        let recording = field.record()
        field.insertText("x")
        field.deleteBackward()
        field.pressReturn()
        #expect(!field.resignFirstResponder())
        #expect(recording.entries.isEmpty)
        #expect(field.text == "")
    }

    @Test func emptyInsertAndDeleteOnEmptyTextSendNothing() {
        field.becomeFirstResponder()
        let recording = field.record()
        field.insertText("")
        field.deleteBackward()
        #expect(recording.entries.isEmpty)
    }

    @Test func becomingFirstResponderTwiceBeginsOnce() {
        let recording = field.record()
        #expect(field.becomeFirstResponder())
        #expect(!field.becomeFirstResponder())
        #expect(recording.events == [.editingDidBegin])
    }

    @Test func disabledFieldRefusesEditingAndTouches() {
        let recording = field.record()
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.tap()
        #expect(recording.entries.isEmpty)
    }

    @Test func deleteBackwardRemovesOneCharacterEvenAComposedOne() {
        field.text = "café👍🏽"
        field.becomeFirstResponder()
        let recording = field.record(.editingChanged)
        field.deleteBackward()
        field.deleteBackward()
        #expect(recording.observations == [.editingChanged("café"), .editingChanged("caf")])
    }

    @Test func settingTextSendsNothing() {
        let recording = field.record()
        field.text = "hello"
        field.becomeFirstResponder()
        field.text = "bye"
        #expect(recording.observations == [.editingDidBegin("hello")])
    }

    @Test func touchesCarryTheTextAsOther() {
        field.text = "t"
        let recording = field.record()
        field.tap()
        field.beginTouch()
        field.endTouch(at: .at(100, 300))
        clock.advance(by: .seconds(1))
        field.beginTouch()
        field.cancelTouch()
        #expect(
            recording.observations == [
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
