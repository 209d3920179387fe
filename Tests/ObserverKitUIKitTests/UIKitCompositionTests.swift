import Foundation
import ObserverKitUIKit
import Testing

/// The UIKit backend keeps the composition rule from UIKit's own marked text (`markedTextRange`), modelled
/// in UIKitInterface as Apple documents `UITextInput`: marked text is part of the text and each change is
/// the user's edit (editingChanged), but a binding writes only the committed text.
@MainActor
@Suite("UIKit backend: composed text")
struct UIKitCompositionTests {
    @Test("a bound value gets the committed text at unmarkText(), never the marked text")
    func committedOnly() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        var edits: [String] = []
        field.addObserver(for: .editingChanged) { edits.append($0.text) }
        field.becomeFirstResponder()
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.bindingHold == .composition)
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        #expect(name.value == "")
        #expect(edits == ["´", "é"])
        field.unmarkText()
        #expect(field.bindingHold == nil)
        #expect(name.value == "é")
    }

    @Test("a value set during the composition waits, and the commit wins")
    func commitWins() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        field.becomeFirstResponder()
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        name.value = "Grace"
        #expect(field.text == "´")
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.text == "é")
        #expect(name.value == "é")
    }

    @Test("setMarkedText on a field that is not first responder is ignored, as UIKit ignores it")
    func notFirstResponder() {
        let field = ObservableTextField(frame: .zero)
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.markedTextRange == nil)
        #expect(field.text == "")
    }

    @Test("the marked range counts UTF-16 code units: a combining mark composed after a letter goes alone")
    func markedRangeInUTF16() throws {
        let field = ObservableTextField(frame: .zero)
        field.becomeFirstResponder()
        field.insertText("👍e")
        field.setMarkedText("\u{301}", selectedRange: NSRange(location: 1, length: 0))  // "é": one character
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 3)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.end) == 4)
        #expect(field.offset(from: marked.end, to: marked.start) == -1)
        #expect(!marked.isEmpty)
        field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))  // cancelled
        #expect(field.text == "👍e")
        #expect(field.markedTextRange == nil)
    }

    @Test("a text view writes only the committed text, and the commit wins")
    func textView() {
        let draft = ObservableValue("")
        let view = ObservableTextView(frame: .zero)
        view.bind(draft)
        var changes: [String] = []
        view.addObserver { if case .didChange(let text) = $0 { changes.append(text) } }
        view.becomeFirstResponder()
        view.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        draft.value = "elsewhere"
        view.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        #expect(draft.value == "elsewhere")
        #expect(view.text == "é")
        view.unmarkText()
        #expect(draft.value == "é")
        #expect(changes == ["´", "é"])
    }

    @Test("unmarkText() with nothing marked writes nothing: a field's text set from code stays unwritten")
    func fieldUnmarkWithNothingMarked() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        field.text = "a"  // from code, past the binding
        field.unmarkText()  // UIKit calls it with nothing marked too
        #expect(name.value == "")
        field.becomeFirstResponder()
        field.unmarkText()
        #expect(name.value == "" && field.text == "a")
    }

    @Test("unmarkText() with nothing marked writes nothing: a text view's text set from code stays unwritten")
    func textViewUnmarkWithNothingMarked() {
        let draft = ObservableValue("")
        let view = ObservableTextView(frame: .zero)
        view.bind(draft)
        view.text = "a"  // from code, past the binding
        view.unmarkText()  // UIKit calls it with nothing marked too
        #expect(draft.value == "")
        view.becomeFirstResponder()
        view.unmarkText()
        #expect(draft.value == "" && view.text == "a")
    }

    @Test("typing exactly the marked text over it commits with no event: a field's bound value gets the text")
    func fieldTypedOverWithTheSameText() {
        let name = ObservableValue("")
        let field = ObservableTextField(frame: .zero)
        field.bind(name)
        var edits: [String] = []
        field.addObserver(for: .editingChanged) { edits.append($0.text) }
        field.becomeFirstResponder()
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        field.insertText("é")  // the input method's candidate, typed over the marked text
        #expect(field.markedTextRange == nil && field.text == "é")
        #expect(edits == ["é"])
        #expect(name.value == "é")
    }

    @Test("typing exactly the marked text over it commits with no change: a text view's bound value gets the text")
    func textViewTypedOverWithTheSameText() {
        let draft = ObservableValue("")
        let view = ObservableTextView(frame: .zero)
        view.bind(draft)
        var changes: [String] = []
        view.addObserver { if case .didChange(let text) = $0 { changes.append(text) } }
        view.becomeFirstResponder()
        view.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        view.insertText("é")
        #expect(view.markedTextRange == nil && view.text == "é")
        #expect(changes == ["é"])
        #expect(draft.value == "é")
    }

    @Test("a cancelled touch shows the bound value's latest state (UIKit calls cancelTracking(with:))")
    func trackingCancelled() {
        let position = ObservableValue<Float>(0.2)
        let slider = ObservableSlider(frame: .zero)
        slider.bind(position)
        slider.value = 0.9  // the thumb where a finger left it, as a non-continuous slider has not reported
        slider.cancelTracking(with: nil)
        #expect(slider.value == 0.2)
        slider.value = 0.7
        slider.endTracking(nil, with: nil)
        #expect(slider.value == 0.2)
    }
}

/// A text view or field bound to another value while text is marked: the new binding shows its value at once, as
/// text set from code (which ends the composition), and the commit writes no other value's text to it.
@MainActor
@Suite("UIKit backend: bound anew while composing")
struct UIKitRebindDuringCompositionTests {
    @Test("a text view bound anew while composing shows the new value and writes no other text")
    func textView() {
        let apples = ObservableValue("Apples")
        let bananas = ObservableValue("Bananas")
        let view = ObservableTextView(frame: .zero)
        view.bind(apples)
        view.becomeFirstResponder()
        view.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        view.bind(bananas)
        #expect(view.text == "Bananas" && view.markedTextRange == nil)
        view.unmarkText()
        #expect(bananas.value == "Bananas" && apples.value == "Apples")
    }

    @Test("a text field bound anew while composing shows the new value and writes no other text")
    func textField() {
        let apples = ObservableValue("Apples")
        let bananas = ObservableValue("Bananas")
        let field = ObservableTextField(frame: .zero)
        field.bind(apples)
        field.becomeFirstResponder()
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        field.bind(bananas)
        #expect(field.text == "Bananas" && field.bindingHold == nil)
        field.unmarkText()
        #expect(bananas.value == "Bananas" && apples.value == "Apples")
    }
}
