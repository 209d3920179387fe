import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// The headless text inputs through ObserverKit's `Responder`: a form moved along and ended by code that knows
/// only the protocol, as it runs on GTK and UIKit.
@MainActor @Suite struct ResponderTests {
    @Test func aFormIsMovedAlongAndEndedThroughTheProtocol() {
        let name = ObservableTextField()
        let notes = ObservableTextView()
        let search = SearchBar()
        let form: [any Responder] = [name, notes, search]
        var events: [String] = []
        name.addObserver(for: [.editingDidBegin, .editingDidEnd]) { events.append("name \($0)") }
        notes.addObserver { events.append("notes \($0)") }
        search.observed.addObserver { events.append("search \($0)") }

        #expect(form.allSatisfy { !$0.isFirstResponder })
        #expect(form[0].becomeFirstResponder())
        #expect(!form[0].becomeFirstResponder())  // already: changes nothing
        // Headless inputs have no window: moving along ends the current one by hand, as a form's code does.
        #expect(form[0].resignFirstResponder() && form[1].becomeFirstResponder())
        #expect(form[2].becomeFirstResponder())
        #expect(form.map(\.isFirstResponder) == [false, true, true] && search.searchTextField.isFirstResponder)

        for input in form where input.isFirstResponder { input.resignFirstResponder() }
        #expect(form.allSatisfy { !$0.isFirstResponder })
        #expect(!form[2].resignFirstResponder())  // not first responder: changes nothing
        #expect(
            events == [
                "name editingDidBegin(\"\")", "name editingDidEnd(\"\")", "notes didBeginEditing",
                "search didBeginEditing", "notes didEndEditing", "search didEndEditing",
            ])
    }

    @Test func aDisabledFieldDoesNotBecomeFirstResponder() {
        let name = ObservableTextField()
        name.isEnabled = false
        let input: any Responder = name
        #expect(!input.becomeFirstResponder() && !input.isFirstResponder)
    }

    /// A text view that is not editable never becomes first responder, as `isEditable`'s DocC says.
    @Test func aReadOnlyTextViewDoesNotBecomeFirstResponder() {
        let notes = ObservableTextView()
        notes.isEditable = false
        var actions: [TextViewAction] = []
        notes.addObserver { actions.append($0) }
        let input: any Responder = notes
        #expect(!input.becomeFirstResponder() && !input.isFirstResponder && actions.isEmpty)
    }

    /// Return on a text view made read-only while composing is ignored too: the composition is not committed
    /// by it (the view takes no keys while not editable), and stays until the view resigns.
    @Test func returnOnATextViewMadeReadOnlyWhileComposingCommitsNothing() {
        let notes = ObservableTextView()
        let draft = ObservableValue("")
        notes.bind(draft)
        notes.becomeFirstResponder()
        notes.setMarkedText("か")
        notes.isEditable = false
        notes.pressReturn()
        #expect(notes.markedText == "か" && draft.value == "")
        notes.resignFirstResponder()  // resigning commits, as UIKit
        #expect(notes.markedText == nil && draft.value == "か")
    }

    @Test func aTextViewMadeReadOnlyWhileEditingTakesNoTyping() {
        let notes = ObservableTextView()
        var actions: [TextViewAction] = []
        notes.addObserver { actions.append($0) }
        notes.becomeFirstResponder()
        notes.insertText("a")
        notes.isEditable = false
        notes.insertText("x")
        notes.pressReturn()
        notes.deleteBackward()
        notes.setMarkedText("´")
        #expect(notes.text == "a")
        #expect(notes.isFirstResponder)
        #expect(actions == [.didBeginEditing, .didChange("a")])
        notes.resignFirstResponder()
        #expect(actions.last == .didEndEditing)
    }
}
