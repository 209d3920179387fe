import Foundation
import ObserverKitUIKit
import Testing

/// A text field's editing session in the Linux model of UIKit, as UIKit runs it and the headless reference
/// does: `becomeFirstResponder()` begins it (editingDidBegin), `resignFirstResponder()` ends it (editingDidEnd),
/// committing what is still marked; so an app's screen test sees the events a device sends when code moves the
/// focus.
@MainActor
@Suite("UIKit backend: a text field's editing session")
struct UIKitTextFieldEditingTests {
    @Test("becomeFirstResponder sends editingDidBegin once, resignFirstResponder editingDidEnd once")
    func beginAndEnd() {
        let field = ObservableTextField(frame: .zero)
        var actions: [TextFieldAction] = []
        field.addObserver(for: [.editingDidBegin, .editingDidEnd]) { actions.append($0) }
        #expect(field.resignFirstResponder())
        #expect(field.becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        field.insertText("Ada")
        #expect(field.resignFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(actions == [.editingDidBegin(""), .editingDidEnd("Ada")])
        #expect(!field.isFirstResponder)
    }

    @Test("Return (the keyboard's \"\\n\") is not typed: editingDidEndOnExit, then editingDidEnd when it is observed")
    func returnKey() {
        let field = ObservableTextField(frame: .zero)
        var actions: [TextFieldAction] = []
        field.addObserver(for: [.editingChanged, .editingDidEnd]) { actions.append($0) }
        field.becomeFirstResponder()
        field.insertText("Ada")
        field.insertText("\n")  // nothing observes editingDidEndOnExit: the field keeps editing
        #expect(field.text == "Ada" && field.isFirstResponder)
        field.addObserver(for: .editingDidEndOnExit) { actions.append($0) }
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        field.insertText("\n")  // commits the composition, as a keyboard's confirm key
        #expect(field.text == "Ada´" && field.markedTextRange == nil && field.isFirstResponder)
        field.insertText("\n")
        #expect(field.text == "Ada´" && !field.isFirstResponder)
        #expect(
            actions == [
                .editingChanged("Ada"), .editingChanged("Ada´"), .editingDidEndOnExit("Ada´"),
                .editingDidEnd("Ada´"),
            ])
    }

    @Test("a disabled field does not become first responder and sends nothing")
    func disabled() {
        let field = ObservableTextField(frame: .zero)
        var actions: [TextFieldAction] = []
        field.addObserver(for: .allEvents) { actions.append($0) }
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        field.insertText("x")
        #expect(actions.isEmpty)
        #expect(field.text == "")
    }

    @Test("resigning while composing commits the marked text, and a bound value gets it with editingDidEnd")
    func resignCommitsTheComposition() {
        let query = ObservableValue("")
        let field = UITextField()
        field.observed.bind(query)
        var ends: [TextFieldAction] = []
        field.observed.addObserver(for: .editingDidEnd) { ends.append($0) }
        _ = field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        query.value = "elsewhere"  // the user's hand wins: the field keeps the composition
        #expect(field.resignFirstResponder())
        #expect(field.markedTextRange == nil)
        #expect(field.text == "に")
        #expect(field.observed.bindingHold == nil)
        #expect(query.value == "に")
        #expect(ends == [.editingDidEnd("に")])
    }

    @Test("ObserverKit's text field resigning while composing: the commit is the user's edit and wins")
    func subclassResignCommits() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        name.value = "Grace"
        field.resignFirstResponder()
        #expect(field.bindingHold == nil)
        #expect(field.text == "é")
        #expect(name.value == "é")
    }

    @Test("the app's own editing actions on a plain field run when code moves the focus")
    func appActions() {
        let field = UITextField()
        var log: [String] = []
        field.addAction(UIAction { _ in log.append("app begin") }, for: .editingDidBegin)
        field.observed.addObserver(for: .editingDidEnd) { (action: TextFieldAction) in log.append("\(action)") }
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(log == ["app begin", "editingDidEnd(\"\")"])
    }

    @Test("a search bar beginning and ending editing begins and ends its text field's session")
    func searchBarField() {
        let search = UISearchBar()
        var actions: [TextFieldAction] = []
        search.searchTextField.observed.addObserver(for: [.editingDidBegin, .editingDidEnd]) { actions.append($0) }
        search.becomeFirstResponder()
        search.simulateTyping("jaz")
        search.resignFirstResponder()
        #expect(actions == [.editingDidBegin(""), .editingDidEnd("jaz")])
    }

    @Test("a search bar whose text field is disabled does not begin editing: false, and nothing is reported")
    func searchBarWithADisabledField() {
        let search = UISearchBar()
        var actions: [SearchBarAction] = []
        search.observed.addObserver { actions.append($0) }
        search.searchTextField.isEnabled = false
        #expect(!search.becomeFirstResponder())
        #expect(!search.searchTextField.isFirstResponder)
        search.simulateTyping("jaz")
        #expect(search.resignFirstResponder())
        #expect(actions.isEmpty)
    }

    @Test("a value observer that resigns the field while its composition commits: editingDidEnd once, after it")
    func resignFromTheCommit() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        var log: [String] = []
        field.addObserver(for: .editingDidEnd) { log.append("\($0)") }
        name.observe { value in
            MainActor.assumeIsolated {
                log.append("value \(value)")
                field.resignFirstResponder()  // the app moves on once the name is typed
            }
        }
        field.becomeFirstResponder()
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(log == ["value é", "editingDidEnd(\"é\")"])
    }
}
