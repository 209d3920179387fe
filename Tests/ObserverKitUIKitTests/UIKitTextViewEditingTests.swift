import Foundation
import ObserverKitUIKit
import Testing

/// A text view's editing session and typing in the Linux model of UIKit, as UIKit posts them: becoming first
/// responder begins editing, the keyboard's entry points change the text and post the change, resigning ends
/// editing and commits what is still marked; so an app's screen test drives a text view as a user does.
@MainActor
@Suite("UIKit backend: a text view's editing session")
struct UIKitTextViewEditingTests {
    @Test("focus, typing and the delete key are reported in order, each once, with the text")
    func session() {
        let notes = ObservableTextView(frame: .zero)
        var actions: [ObservableTextView.Action] = []
        notes.addObserver { actions.append($0) }
        notes.insertText("ignored")  // not first responder: ignored, as UIKit's keyboard is not attached
        #expect(notes.becomeFirstResponder())
        #expect(notes.becomeFirstResponder())
        notes.insertText("Hi")
        notes.deleteBackward()
        #expect(notes.resignFirstResponder())
        #expect(notes.resignFirstResponder())
        #expect(actions == [.didBeginEditing, .didChange("Hi"), .didChange("H"), .didEndEditing])
        #expect(notes.text == "H")
    }

    @Test("a bound text view: typing writes the value; resigning while composing commits, and the commit wins")
    func boundResignCommits() {
        let draft = ObservableValue("")
        let notes = ObservableTextView(frame: .zero)
        notes.bind(draft)
        notes.becomeFirstResponder()
        notes.insertText("Dear ")
        #expect(draft.value == "Dear ")
        notes.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        draft.value = "elsewhere"
        #expect(notes.resignFirstResponder())
        #expect(notes.markedTextRange == nil)
        #expect(notes.text == "Dear か")
        #expect(draft.value == "Dear か")
    }

    @Test("a value observer that resigns the view while its composition commits: didEndEditing once, after it")
    func resignFromTheCommit() {
        let draft = ObservableValue("")
        let notes = ObservableTextView(frame: .zero)
        notes.bind(draft)
        var log: [String] = []
        notes.addObserver { if $0 == .didEndEditing { log.append("didEndEditing") } }
        draft.observe { value in
            MainActor.assumeIsolated {
                log.append("value \(value)")
                notes.resignFirstResponder()
            }
        }
        notes.becomeFirstResponder()
        notes.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(notes.resignFirstResponder())
        #expect(!notes.isFirstResponder)
        #expect(log == ["value か", "didEndEditing"])
    }
}
