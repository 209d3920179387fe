import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A headless search bar: its text field's edits, the composition rule, its buttons, its binding.
@MainActor @Suite struct SearchBarTests {
    func makeSearchBar() -> (SearchBar, () -> [SearchBarAction]) {
        let searchBar = SearchBar()
        var actions: [SearchBarAction] = []
        searchBar.observed.addObserver { actions.append($0) }
        return (searchBar, { actions })
    }

    @Test func typingReportsEachChangeBetweenBeginAndEnd() {
        let (searchBar, actions) = makeSearchBar()
        let field = searchBar.searchTextField
        field.becomeFirstResponder()
        field.insertText("t")
        field.insertText("e")
        field.deleteBackward()
        field.resignFirstResponder()
        #expect(
            actions() == [
                .didBeginEditing, .textDidChange("t"), .textDidChange("te"), .textDidChange("t"), .didEndEditing,
            ])
    }

    @Test func textDidChangeNeverCarriesMarkedTextAndReportsTheCommitOnce() {
        let (searchBar, actions) = makeSearchBar()
        let field = searchBar.searchTextField
        field.becomeFirstResponder()
        field.insertText("caf")
        field.setMarkedText("´")
        field.setMarkedText("é")
        #expect(searchBar.text == "café")
        field.unmarkText()  // the text does not change: reported at the commit
        field.setMarkedText("s")
        field.insertText("s")  // replaces the marked text with the same: committed, reported once
        field.setMarkedText("x")
        field.insertText("!")  // a different text: reported once, by the edit
        field.setMarkedText("y")
        field.resignFirstResponder()  // commits before editing ends
        #expect(
            actions() == [
                .didBeginEditing, .textDidChange("caf"), .textDidChange("café"), .textDidChange("cafés"),
                .textDidChange("cafés!"), .textDidChange("cafés!y"), .didEndEditing,
            ])
    }

    @Test func theButtonsReportOnlyWhereUIKitsWould() {
        let (searchBar, actions) = makeSearchBar()
        #expect(!searchBar.tapSearchButton())  // not editing: no keyboard
        #expect(!searchBar.tapCancelButton())  // not shown
        searchBar.showsCancelButton = true
        searchBar.searchTextField.becomeFirstResponder()
        #expect(searchBar.tapSearchButton())
        #expect(searchBar.tapCancelButton())
        #expect(actions() == [.didBeginEditing, .searchButtonClicked, .cancelButtonClicked])
    }

    @Test func theBarBeginsAndEndsEditingInItsFieldAsUISearchBarDoes() {
        let (searchBar, actions) = makeSearchBar()
        #expect(!searchBar.resignFirstResponder())
        #expect(searchBar.becomeFirstResponder())
        #expect(searchBar.searchTextField.isFirstResponder)
        #expect(!searchBar.becomeFirstResponder())
        #expect(searchBar.resignFirstResponder())
        #expect(!searchBar.searchTextField.isFirstResponder)
        #expect(actions() == [.didBeginEditing, .didEndEditing])
    }

    @Test func scopeButtonsReportANewValidIndexOnly() {
        let (searchBar, actions) = makeSearchBar()
        #expect(!searchBar.tapScopeButton(at: 1))
        searchBar.scopeButtonTitles = ["All", "Tea", "Coffee"]
        #expect(searchBar.tapScopeButton(at: 2))
        #expect(!searchBar.tapScopeButton(at: 2))
        #expect(!searchBar.tapScopeButton(at: -1))
        searchBar.selectedScopeButtonIndex = 1  // from code: nothing reported
        searchBar.selectedScopeButtonIndex = 7  // ignored
        #expect(searchBar.selectedScopeButtonIndex == 1)
        searchBar.scopeButtonTitles = ["All"]
        #expect(searchBar.selectedScopeButtonIndex == 0)
        #expect(actions() == [.selectedScopeDidChange(2)])
    }

    @Test func theBoundTextFollowsTheCompositionRuleAndCodeReportsNothing() {
        let (searchBar, actions) = makeSearchBar()
        let query = ObservableValue("")
        searchBar.bind(query)
        query.value = "tea"
        #expect(searchBar.text == "tea" && actions().isEmpty)
        searchBar.text = "green tea"
        #expect(actions().isEmpty)
        let field = searchBar.searchTextField
        field.becomeFirstResponder()
        field.setMarkedText("s")
        #expect(query.value == "tea")
        field.unmarkText()
        #expect(query.value == "green teas")
        #expect(actions() == [.didBeginEditing, .textDidChange("green teas")])
        #expect(searchBar.boundValue == "green teas")
    }

    @Test func theSearchBarIsFreedWithItsTextField() {
        weak var weakBar: SearchBar?
        weak var weakField: ObservableTextField?
        do {
            let searchBar = SearchBar()
            weakBar = searchBar
            weakField = searchBar.searchTextField
            searchBar.observed.addObserver { _ in _ = searchBar.text }
            searchBar.searchTextField.becomeFirstResponder()
            searchBar.observed.removeObservers()
        }
        #expect(weakBar == nil && weakField == nil)
    }

    @Test func returnInTheSearchFieldIsTheSearchButton() {
        let searchBar = SearchBar()
        var actions: [SearchBarAction] = []
        searchBar.observed.addObserver { actions.append($0) }
        searchBar.becomeFirstResponder()
        searchBar.searchTextField.insertText("tea")
        searchBar.searchTextField.pressReturn()  // the keyboard's key there is Search
        #expect(actions == [.didBeginEditing, .textDidChange("tea"), .searchButtonClicked])
        #expect(searchBar.searchTextField.isFirstResponder)  // searching does not end editing, as UIKit
    }

    /// A search handler that ends editing (the usual keyboard dismissal) ends Return there: the field, no
    /// longer editing, sends no editingDidEndOnExit afterwards and ends editing once.
    @Test func aSearchHandlerThatResignsEndsReturnThere() {
        let searchBar = SearchBar()
        var log: [String] = []
        searchBar.observed.addObserver { [unowned searchBar] action in
            switch action {
            case .searchButtonClicked:
                log.append("searchButtonClicked")
                searchBar.resignFirstResponder()
            case .didEndEditing: log.append("didEndEditing")
            default: break
            }
        }
        searchBar.searchTextField.addObserver(for: .editingDidEndOnExit) { _ in log.append("editingDidEndOnExit") }
        searchBar.becomeFirstResponder()
        searchBar.searchTextField.pressReturn()
        #expect(log == ["searchButtonClicked", "didEndEditing"])
    }

    /// Return reports searchButtonClicked *before* the field's own editingDidEndOnExit (and the end of editing
    /// that an observed on-exit brings), as the search bar's documentation orders them.
    @Test func returnReportsTheSearchBeforeTheFieldsOnExit() {
        let searchBar = SearchBar()
        var log: [String] = []
        searchBar.observed.addObserver { action in
            switch action {
            case .searchButtonClicked: log.append("searchButtonClicked")
            case .didEndEditing: log.append("didEndEditing")
            default: break
            }
        }
        searchBar.searchTextField.addObserver(for: .editingDidEndOnExit) { _ in log.append("editingDidEndOnExit") }
        searchBar.becomeFirstResponder()
        searchBar.searchTextField.pressReturn()
        #expect(log == ["searchButtonClicked", "editingDidEndOnExit", "didEndEditing"])
    }
}
