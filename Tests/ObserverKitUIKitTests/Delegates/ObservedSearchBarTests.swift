import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a `UISearchBar` the app created: text never with marked text, the buttons, editing, scope;
/// the app's delegate answers `shouldChangeTextIn` alone.
@MainActor
@Suite("UIKit backend: a search bar's delegate calls as observers")
struct ObservedSearchBarTests {
    @Test("typing reports each change between begin and end, after the app's delegate")
    func typing() {
        let searchBar = UISearchBar(frame: .zero)
        let app = AppSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("t")
        searchBar.simulateTyping("e")
        searchBar.simulateTyping("4")  // the app's delegate refuses digits: no change, no report
        searchBar.simulateSearchButtonTap()
        searchBar.simulateEndEditing()
        #expect(
            actions == [
                .didBeginEditing, .textDidChange("t"), .textDidChange("te"), .searchButtonClicked, .didEndEditing,
            ])
        #expect(app.calls == ["app textDidChange t", "app textDidChange te", "app search"])
        #expect(searchBar.text == "te")
        token.cancel()
        #expect(searchBar.delegate === app)
    }

    @Test("marked text is never reported; the committed text is, once, at the next change or the end of editing")
    func markedText() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("caf")
        searchBar.simulateMarkedText("´")
        searchBar.simulateMarkedText("é")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("caf"), .textDidChange("café"), .didEndEditing])
        token.cancel()
    }

    @Test("the user typing what was last reported, after the app cleared the text from code, is reported")
    func userChangeAfterTextSetFromCode() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.simulateSearchButtonTap()
        searchBar.text = ""  // the app clears the field for the next query: UIKit calls nothing
        searchBar.simulateTyping("a")  // the user's change, which UIKit reports
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .searchButtonClicked, .textDidChange("a")])
        token.cancel()
    }

    @Test("the user composing what was last reported, after the app cleared the text from code, is reported")
    func userCompositionAfterTextSetFromCode() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("é")
        searchBar.simulateSearchButtonTap()
        searchBar.text = ""  // the app clears the field for the next query: UIKit calls nothing
        searchBar.simulateMarkedText("´")  // the user composes the same query
        searchBar.simulateMarkedText("é")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateEndEditing()
        #expect(
            actions == [
                .didBeginEditing, .textDidChange("é"), .searchButtonClicked, .textDidChange("é"), .didEndEditing,
            ])
        token.cancel()
    }

    @Test("text set from code during a composition is not reported when editing ends")
    func textSetFromCodeDuringACompositionIsNotReported() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.simulateMarkedText("´")
        searchBar.text = "b"  // from code: no delegate call, and nothing is marked any more
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .didEndEditing])
        token.cancel()
    }

    @Test("a composition cancelled leaves the text as it was: nothing is reported, then or when editing ends")
    func compositionCancelled() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("caf")
        searchBar.simulateMarkedText("´")
        searchBar.simulateMarkedText("")  // the input method cancels: the marked text goes, UIKit reports "caf"
        searchBar.simulateEndEditing()
        #expect(searchBar.text == "caf")
        #expect(actions == [.didBeginEditing, .textDidChange("caf"), .didEndEditing])
        token.cancel()
    }

    @Test("a conversion changes the marked text, then commits it unchanged: the converted text is reported once")
    func conversion() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateMarkedText("か")
        searchBar.simulateMarkedText("日")  // converted: the marked text changes
        searchBar.simulateCommitMarkedText()  // committed as it is: UIKit calls nothing
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("日"), .didEndEditing])
        token.cancel()
    }

    @Test("text set from code during a composition, then the user typing: the user's change is reported")
    func userChangeAfterTextSetFromCodeDuringAComposition() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.simulateMarkedText("´")
        searchBar.text = "b"  // from code: no delegate call, and nothing is marked any more
        searchBar.simulateTyping("c")
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .textDidChange("bc"), .didEndEditing])
        token.cancel()
    }

    @Test("after code replaced a composition, a change back to the text before it reads as a cancel: not reported")
    func changeToTheTextBeforeACompositionReplacedFromCode() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.simulateMarkedText("´")
        searchBar.text = ""  // from code: no delegate call, and nothing is marked any more
        searchBar.simulateTyping("a")  // UIKit reports "a", as it would for the composition cancelled
        searchBar.simulateTyping("b")
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .textDidChange("ab")])
        token.cancel()
    }

    @Test("a composition the observers left mid-way is not taken for one in the next editing session")
    func compositionLeftWhenObservationEnded() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        var token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("x")
        searchBar.simulateMarkedText("か")
        token.cancel()  // the rest of this session is the app's delegate's alone
        searchBar.simulateCommitMarkedText()
        searchBar.simulateEndEditing()
        searchBar.text = ""
        token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("x")
        #expect(actions == [.didBeginEditing, .textDidChange("x"), .didBeginEditing, .textDidChange("x")])
        token.cancel()
    }

    @Test("a composition begun after code replaced another's text has its own text before it: cancelled, not reported")
    func compositionAfterACompositionReplacedFromCode() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("ab")
        searchBar.simulateMarkedText("´")
        searchBar.text = ""  // from code: no delegate call, and nothing is marked any more
        searchBar.simulateMarkedText("か")  // a new composition, over ""
        searchBar.simulateMarkedText("")  // the input method cancels it: the text is "" again, as before it
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("ab"), .didEndEditing])
        token.cancel()
    }
    @Test("marked text after characters of two UTF-16 code units each: the text before it is found in UTF-16 offsets")
    func compositionAfterSurrogatePairs() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("👍🏽𝄞")  // one character of four UTF-16 code units, one of two
        searchBar.simulateMarkedText("か")
        searchBar.simulateMarkedText("")  // cancelled: the text is as it was before the composition
        searchBar.simulateMarkedText("か")
        searchBar.simulateMarkedText("日")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateEndEditing()
        #expect(searchBar.searchTextField.markedTextRange == nil)
        #expect(
            actions == [.didBeginEditing, .textDidChange("👍🏽𝄞"), .textDidChange("👍🏽𝄞日"), .didEndEditing])
        token.cancel()
    }

    @Test("text set from code while editing is not reported when editing ends, as UIKit reports nothing for it")
    func textSetFromCodeIsNotReportedAtTheEnd() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.text = "b"  // from code: no delegate call
        searchBar.simulateEndEditing()
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .didEndEditing])
        token.cancel()
    }

    @Test("an observer added while editing hears the user's next change, whatever an earlier observation heard")
    func observationAgainWhileEditing() {
        let searchBar = UISearchBar(frame: .zero)
        let first = searchBar.observed.addObserver { _ in }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        first.cancel()
        searchBar.text = ""
        var actions: [SearchBarAction] = []
        let second = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateTyping("a")
        #expect(actions == [.textDidChange("a")])
        second.cancel()
    }

    @Test("textDidChange carries the text UIKit reported, though the app's delegate set the bar's text in that call")
    func textDidChangeCarriesUIKitsArgument() {
        let searchBar = UISearchBar(frame: .zero)
        let app = UppercasingSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")  // UIKit reports "a"; the app's delegate then sets "A" from code
        #expect(searchBar.text == "A")
        #expect(actions == [.didBeginEditing, .textDidChange("a")])
        token.cancel()
    }

    @Test("marked text UIKit reported is not reported, though the app's delegate set the bar's text in that call")
    func markedTextDidChangeCarriesNothingWhenTheAppSetsText() {
        let searchBar = UISearchBar(frame: .zero)
        let app = UppercasingSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateMarkedText("é")  // UIKit reports "é", marked; the app's delegate then sets "É" from code
        searchBar.simulateEndEditing()
        #expect(searchBar.text == "É")
        #expect(actions == [.didBeginEditing, .didEndEditing])
        token.cancel()
    }

    @Test("a committed composition is reported when editing ends, though the app's delegate clears the text then")
    func compositionCommittedBeforeTheAppClearsTheText() {
        let searchBar = UISearchBar(frame: .zero)
        let app = ClearingSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateMarkedText("日")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateEndEditing()  // the app's delegate clears the text from code in didEndEditing
        #expect(searchBar.text == "")
        #expect(actions == [.didBeginEditing, .textDidChange("日"), .didEndEditing])
        token.cancel()
    }

    @Test("a composition committed, then the search key: the committed text is reported before searchButtonClicked")
    func compositionCommittedThenSearch() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("a")
        searchBar.simulateMarkedText("か")
        searchBar.simulateCommitMarkedText()  // the keyboard's confirm key: UIKit reports nothing
        searchBar.simulateSearchButtonTap()  // then the search key
        // As the headless search bar, which reports the commit at once: the query observers search for is the text.
        #expect(actions == [.didBeginEditing, .textDidChange("a"), .textDidChange("aか"), .searchButtonClicked])
        token.cancel()
    }

    @Test("a composition committed, then the search key of an app that clears the field: the query is reported first")
    func compositionCommittedThenSearchThatClears() {
        let searchBar = UISearchBar(frame: .zero)
        let app = SearchClearingSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateMarkedText("日本")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateSearchButtonTap()  // the app's delegate clears the field and ends editing
        #expect(searchBar.text == "")
        #expect(actions == [.didBeginEditing, .textDidChange("日本"), .searchButtonClicked, .didEndEditing])
        token.cancel()
    }

    @Test("becomeFirstResponder and resignFirstResponder from code begin and end editing as the delegate allows")
    func firstResponderFromCode() {
        let searchBar = UISearchBar(frame: .zero)
        let app = EndingSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        #expect(searchBar.becomeFirstResponder())
        #expect(!searchBar.resignFirstResponder())  // the app's delegate keeps the field editing
        app.allowsEnd = true
        #expect(searchBar.resignFirstResponder())
        #expect(actions == [.didBeginEditing, .didEndEditing])
        #expect(app.calls == ["app didBegin", "app didEnd"])
        token.cancel()
    }

    @Test("the cancel button, and scope buttons: only a new valid scope is reported")
    func cancelAndScope() {
        let searchBar = UISearchBar(frame: .zero)
        searchBar.scopeButtonTitles = ["All", "Mine"]
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateCancelButtonTap()  // not shown: UIKit has no button to tap
        searchBar.showsCancelButton = true
        searchBar.simulateCancelButtonTap()
        searchBar.simulateSelectScope(1)
        searchBar.simulateSelectScope(1)
        searchBar.simulateSelectScope(7)
        searchBar.selectedScopeButtonIndex = 0  // from code: UIKit calls nothing
        #expect(actions == [.cancelButtonClicked, .selectedScopeDidChange(1)])
        token.cancel()
        #expect(searchBar.delegate == nil)
    }

    @Test("a delegate set while observed gets every call; the bar's delegate is the app's after")
    func delegateSetWhileObserved() {
        let searchBar = UISearchBar(frame: .zero)
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        let app = AppSearchDelegate()
        searchBar.delegate = app
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("1")
        searchBar.simulateTyping("a")
        #expect(app.calls == ["app textDidChange a"])
        #expect(actions == [.didBeginEditing, .textDidChange("a")])
        token.cancel()
        #expect(searchBar.delegate === app)
    }

    @Test("the search bar's text binds through its search text field, with the composition rule")
    func binding() {
        let searchBar = UISearchBar(frame: .zero)
        let query = ObservableValue("")
        let binding = searchBar.searchTextField.observed.bind(query)
        query.value = "tea"
        #expect(searchBar.text == "tea")
        binding.cancel()
    }

    @Test("typing into a bar bound through its search text field writes the value, as the field's editingChanged")
    func typingWritesTheBoundValue() {
        let searchBar = UISearchBar(frame: .zero)
        let query = ObservableValue("")
        var heard: [String] = []
        let binding = searchBar.searchTextField.observed.bind(query)
        let token = searchBar.observed.addObserver { action in
            if case .textDidChange(let text) = action { heard.append(text) }
        }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("k")
        searchBar.simulateTyping("it")
        #expect(query.value == "kit")
        #expect(heard == ["k", "kit"])
        binding.cancel()
        token.cancel()
    }

    @Test("an input method's step that leaves the text as it was is no change: neither the app nor observers hear one")
    func compositionThatChangesNothing() {
        let searchBar = UISearchBar(frame: .zero)
        let app = AppSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("caf")
        searchBar.simulateMarkedText("")  // nothing marked: no composition ends, the text stays "caf"
        searchBar.simulateMarkedText("´")
        searchBar.simulateMarkedText("´")  // the same marked text again: the text stays "caf´"
        #expect(app.calls == ["app textDidChange caf", "app textDidChange caf´"])
        #expect(actions == [.didBeginEditing, .textDidChange("caf")])
        token.cancel()
    }

    @Test("typing over marked text replaces it, as the text field's insertText does: the committed text is reported")
    func typingOverMarkedText() {
        let searchBar = UISearchBar(frame: .zero)
        let app = AppSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("caf")
        searchBar.simulateMarkedText("´")
        searchBar.simulateTyping("é")  // the composed letter, typed over the dead key's accent
        #expect(searchBar.text == "café" && searchBar.searchTextField.markedTextRange == nil)
        #expect(app.calls == ["app textDidChange caf", "app textDidChange caf´", "app textDidChange café"])
        #expect(actions == [.didBeginEditing, .textDidChange("caf"), .textDidChange("café")])
        token.cancel()
    }

    @Test("observed keeps neither the bar nor its delegate alive")
    func lifetime() {
        weak var weakBar: UISearchBar?
        weak var weakObserved: DelegateObserver<SearchBarAction>?
        do {
            let searchBar = UISearchBar(frame: .zero)
            _ = searchBar.observed.addObserver { _ in }
            weakBar = searchBar
            weakObserved = searchBar.observed
        }
        #expect(weakBar == nil)
        #expect(weakObserved == nil)
    }
}

/// An app's search bar delegate that ends editing only when it allows it.
@MainActor
final class EndingSearchDelegate: NSObject, UISearchBarDelegate {
    var allowsEnd = false
    var calls: [String] = []

    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { allowsEnd }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        calls.append("app didBegin")
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        calls.append("app didEnd")
    }

    @Test("a change that ends a composition, whose app's delegate ends editing inside it: the text is reported once")
    func changeEndingACompositionThatEndsEditing() {
        let searchBar = UISearchBar(frame: .zero)
        let app = ResigningOnChangeSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateMarkedText("か")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateTyping("")  // UIKit reports the committed text as a change; the app's delegate resigns
        #expect(actions == [.didBeginEditing, .textDidChange("か"), .didEndEditing])
        token.cancel()
    }
}

/// An app's search bar delegate that clears the bar's text from code when editing ends.
@MainActor
final class ClearingSearchDelegate: NSObject, UISearchBarDelegate {
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        searchBar.text = ""
    }
}

/// An app's search bar delegate that ends editing at the first change with nothing marked (a one-shot field).
@MainActor
final class ResigningOnChangeSearchDelegate: NSObject, UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        if searchBar.searchTextField.markedTextRange == nil { searchBar.resignFirstResponder() }
    }
}

/// An app's search bar delegate that clears the field and ends editing when the search key is tapped.
@MainActor
final class SearchClearingSearchDelegate: NSObject, UISearchBarDelegate {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        searchBar.resignFirstResponder()
    }
}

/// An app's search bar delegate that sets the bar's text, upper-cased, from inside textDidChange.
@MainActor
final class UppercasingSearchDelegate: NSObject, UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searchBar.text = searchText.uppercased()
    }
}
