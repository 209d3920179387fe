import Foundation
import ObserverKitHeadless
import Testing

/// Return (and a search bar's search key) while an input method composes is the input method's: it commits the
/// composition and does nothing else; the next press is the field's.
@MainActor @Suite struct ReturnWhileComposingTests {
    @Test func returnWhileComposingCommitsAndOnlyTheNextReturnEndsEditing() {
        let name = ObservableValue("")
        let field = ObservableTextField()
        field.bind(name)
        var actions: [TextFieldAction] = []
        field.addObserver(for: [.editingChanged, .editingDidEndOnExit, .editingDidEnd]) { actions.append($0) }
        field.becomeFirstResponder()
        field.setMarkedText("か")
        field.pressReturn()
        #expect(field.markedText == nil)
        #expect(field.isFirstResponder)
        #expect(name.value == "か")
        #expect(!actions.contains(.editingDidEndOnExit("か")))
        field.pressReturn()
        #expect(actions.suffix(2) == [.editingDidEndOnExit("か"), .editingDidEnd("か")])
        #expect(!field.isFirstResponder)
    }

    @Test func theSearchKeyWhileComposingCommitsAndTheNextSearches() {
        let search = SearchBar()
        var actions: [SearchBarAction] = []
        search.observed.addObserver { actions.append($0) }
        search.becomeFirstResponder()
        search.searchTextField.setMarkedText("じゃず")
        actions.removeAll()
        #expect(!search.tapSearchButton())
        #expect(actions == [.textDidChange("じゃず")])
        #expect(search.tapSearchButton())
        #expect(actions == [.textDidChange("じゃず"), .searchButtonClicked])
    }

    @Test func returnInASearchBarWhileComposingCommitsWithoutSearching() {
        let search = SearchBar()
        var actions: [SearchBarAction] = []
        search.observed.addObserver { actions.append($0) }
        search.becomeFirstResponder()
        search.searchTextField.setMarkedText("じゃず")
        actions.removeAll()
        search.searchTextField.pressReturn()
        #expect(actions == [.textDidChange("じゃず")])
        search.searchTextField.pressReturn()
        #expect(actions == [.textDidChange("じゃず"), .searchButtonClicked])
    }

    @Test func returnInATextViewWhileComposingCommitsAndOnlyTheNextReturnTypesANewline() {
        let draft = ObservableValue("")
        let notes = ObservableTextView()
        notes.bind(draft)
        var actions: [TextViewAction] = []
        notes.addObserver { actions.append($0) }
        notes.becomeFirstResponder()
        notes.insertText("a")
        notes.setMarkedText("か")
        actions.removeAll()
        notes.pressReturn()
        #expect(notes.text == "aか", "the composed text is kept, not replaced by the newline")
        #expect(notes.markedText == nil)
        #expect(draft.value == "aか")
        #expect(actions.isEmpty, "a commit that changes no text reports nothing")
        notes.pressReturn()
        #expect(notes.text == "aか\n")
        #expect(actions == [.didChange("aか\n")])
    }
}
