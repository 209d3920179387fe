import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Text that is still being composed: marked text is part of the text and reported, never written to a
/// bound value; value changes wait for the commit, which wins. Scripts: `marked:` sets the marked text, `.`
/// commits it.
@MainActor
@Suite struct CompositionTests {
    @Test func markedTextIsPartOfTheTextAndEachChangeSendsEditingChanged() {
        let field = ObservableTextField()
        var marked: [String?] = []
        #expect(
            TouchScript(field).step("M") { marked.append(field.markedText) }.verify(
                "text:           {'caf'--------------",
                "marked:         ------'´'---é------.",
                "touch:          -------------M-----M",
                "editingChanged: -'caf''caf´''café'--",
                "origins:        -k----k-----k-------"
            ) == .matching)
        #expect(marked == ["é", nil])
        #expect(field.text == "café")
    }

    @Test func aBoundValueGetsOnlyTheCommittedText() {
        let name = ObservableValue("")
        let written = StringLog()
        name.observe { written.record($0) }
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("´")
        field.setMarkedText("é")
        #expect(name.value == "")
        field.unmarkText()
        #expect(written.strings == ["é"])
    }

    @Test func aValueSetDuringACompositionWaitsAndTheCommitWins() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("´")
        name.value = "Zoë"
        #expect(field.text == "´")
        #expect(field.markedText == "´")
        field.setMarkedText("é")
        field.unmarkText()
        #expect(field.text == "é")
        #expect(name.value == "é")
    }

    @Test func aValueSetToTheTextBeingComposedRewritesNothing() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("é")
        name.value = "é"
        #expect(field.markedText == "é")
        field.unmarkText()
        #expect(field.text == "é")
        #expect(name.value == "é")
    }

    @Test func setMarkedTextIsIgnoredWhenNotFirstResponder() {
        let field = ObservableTextField()
        var edits = 0
        field.addObserver(for: .editingChanged) { _ in edits += 1 }
        field.setMarkedText("´")
        #expect(field.text == "")
        #expect(field.markedText == nil)
        #expect(edits == 0)
    }

    /// A disabled field ignores composition as it ignores typing, even while it is first responder.
    @Test func setMarkedTextIsIgnoredWhileDisabled() {
        let field = ObservableTextField()
        var edits = 0
        field.addObserver(for: .editingChanged) { _ in edits += 1 }
        field.becomeFirstResponder()
        field.isEnabled = false
        field.setMarkedText("´")
        #expect(field.text == "" && field.markedText == nil && edits == 0)
    }

    /// An input method that sends the same marked text again changes nothing, so nothing is sent: each change
    /// sends editingChanged, and this is none.
    @Test func theSameMarkedTextAgainSendsNothing() {
        let field = ObservableTextField()
        var texts: [String] = []
        field.addObserver(for: .editingChanged) { texts.append($0.text) }
        field.becomeFirstResponder()
        field.setMarkedText("か")
        field.setMarkedText("か")
        #expect(texts == ["か"])
        #expect(field.markedText == "か")
    }

    @Test func anEmptyMarkedTextEndsTheCompositionAndTheValueGetsWhatRemains() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.insertText("a")
        field.setMarkedText("´")
        name.value = "code"
        field.setMarkedText("")
        #expect(field.markedText == nil)
        #expect(field.text == "a")
        #expect(name.value == "a")
    }

    @Test func typingOverMarkedTextCommitsWhatWasTyped() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("´")
        field.insertText("é")
        #expect(field.markedText == nil)
        #expect(field.text == "é")
        #expect(name.value == "é")
    }

    /// Inserting exactly the marked text commits it and leaves the text as it is: no editingChanged, as
    /// `unmarkText()`, and the bound value gets the committed text ("Editing" in `ObservableTextField`).
    @Test func typingExactlyTheMarkedTextCommitsWithNoEvent() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("é")
        var changes: [String] = []
        field.addObserver(for: .editingChanged) { if case .editingChanged(let text) = $0 { changes.append(text) } }
        field.insertText("é")
        #expect(field.markedText == nil)
        #expect(field.text == "é")
        #expect(changes.isEmpty)
        #expect(name.value == "é")
    }

    @Test func resigningCommitsTheMarkedText() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("é")
        field.resignFirstResponder()
        #expect(field.markedText == nil)
        #expect(name.value == "é")
    }

    @Test func aResignOrBeginFromTheCommitOfAResignIsRefusedSoEditingEndsOnce() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        let recording = field.recorder(for: [.editingDidBegin, .editingDidEnd])
        var nested: [Bool] = []
        name.bind(to: field) { field, value in
            guard value == "é" else { return }
            nested.append(field.resignFirstResponder())
            nested.append(field.becomeFirstResponder())
        }
        field.becomeFirstResponder()
        field.setMarkedText("é")
        #expect(field.resignFirstResponder())
        #expect(nested == [false, false])
        #expect(recording.values.map(\.event) == [.editingDidBegin, .editingDidEnd])
        #expect(name.value == "é" && !field.isFirstResponder)
        // Once the end is reported, editing may begin again, from its observers too.
        field.addObserver(for: .editingDidEnd) { [weak field] _ in field?.becomeFirstResponder() }
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(field.isFirstResponder)
    }

    @Test func aTextViewResignedFromItsCommitEndsEditingOnce() {
        let draft = ObservableValue("")
        let notes = ObservableTextView()
        notes.bind(draft)
        var ends = 0
        notes.addObserver { if case .didEndEditing = $0 { ends += 1 } }
        var nested: [Bool] = []
        draft.bind(to: notes) { notes, value in
            guard value == "é" else { return }
            nested.append(notes.resignFirstResponder())
            nested.append(notes.becomeFirstResponder())
        }
        notes.becomeFirstResponder()
        notes.setMarkedText("é")
        #expect(notes.resignFirstResponder())
        #expect(nested == [false, false])
        #expect(ends == 1)
        #expect(draft.value == "é" && !notes.isFirstResponder)
    }

    @Test func aTextViewComposesUnderTheSameRule() {
        let draft = ObservableValue("")
        let notes = ObservableTextView()
        notes.bind(draft)
        var changes: [String] = []
        notes.addObserver { if case .didChange(let text) = $0 { changes.append(text) } }
        notes.setMarkedText("´")
        #expect(notes.text == "")
        notes.becomeFirstResponder()
        notes.setMarkedText("´")
        draft.value = "elsewhere"
        notes.setMarkedText("é")
        #expect(draft.value == "elsewhere")
        #expect(notes.text == "é")
        notes.unmarkText()
        #expect(draft.value == "é")
        #expect(changes == ["´", "é"])
    }

    @Test func deletingAMarkedCombiningAccentKeepsTheLetterBeforeIt() {
        let field = ObservableTextField()
        let name = ObservableValue("")
        field.bind(name)
        field.becomeFirstResponder()
        field.insertText("Cafe")
        field.setMarkedText("\u{301}")  // a combining acute accent being composed: "Café" on screen
        field.deleteBackward()  // deletes the accent: the composition ends with nothing composed
        #expect(field.text == "Cafe")
        #expect(name.value == "Cafe")
    }

    @Test func replacingAMarkedCombiningAccentKeepsTheLetterBeforeIt() {
        let notes = ObservableTextView()
        notes.becomeFirstResponder()
        notes.insertText("e")
        notes.setMarkedText("\u{301}")
        notes.setMarkedText("\u{300}")  // the input method changes its mind: a grave accent
        #expect(notes.text == "e\u{300}")
    }

    /// Typing over marked text commits it with a change: the bound value gets the user's text with editingChanged,
    /// once; text an observer of that editingChanged sets from code is code's, and is not written (as on UIKit).
    @Test func textSetFromCodeByAnObserverOfTheCommittingChangeIsNotWritten() {
        let name = ObservableValue("")
        let written = StringLog()
        name.observe { written.record($0) }
        let field = ObservableTextField()
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("´")
        var cleared = false
        field.addObserver(for: .editingChanged) { [unowned field] _ in
            guard !cleared else { return }
            cleared = true
            field.text = ""  // from code, as the field reports the commit
        }
        field.insertText("é")
        #expect(field.text == "" && field.markedText == nil)
        #expect(name.value == "é")
        #expect(written.strings == ["é"])
    }

    @Test func aTextViewWritesTheUsersCommitNotTextAnObserverSetsFromCode() {
        let draft = ObservableValue("")
        let view = ObservableTextView()
        view.bind(draft)
        view.becomeFirstResponder()
        view.setMarkedText("か")
        var cleared = false
        view.addObserver { [unowned view] action in
            guard case .didChange = action, !cleared else { return }
            cleared = true
            view.text = ""  // from code, as the view reports the commit
        }
        view.insertText("é")
        #expect(view.text == "" && view.markedText == nil)
        #expect(draft.value == "é")
    }
}
