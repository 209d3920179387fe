import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A text view or field bound to another value while text is being composed (a notes app showing another note
/// as the user composes): the new binding shows its value at once, as text set from code, which ends the
/// composition; the commit that would have followed does not write the earlier value's text to the new one.
@MainActor
@Suite struct RebindDuringCompositionTests {
    @Test func aTextViewBoundAnewWhileComposingShowsTheNewValueAndWritesNoOtherText() {
        let apples = ObservableValue("Apples")
        let bananas = ObservableValue("Bananas")
        let notes = ObservableTextView()
        notes.bind(apples)
        notes.becomeFirstResponder()
        notes.setMarkedText("か")
        notes.bind(bananas)
        #expect(notes.text == "Bananas" && notes.markedText == nil)
        notes.unmarkText()  // the input method's commit, now of nothing
        #expect(bananas.value == "Bananas" && apples.value == "Apples")
        notes.insertText("!")
        #expect(bananas.value == "Bananas!" && apples.value == "Apples")
    }

    @Test func aTextFieldBoundAnewWhileComposingShowsTheNewValueAndWritesNoOtherText() {
        let apples = ObservableValue("Apples")
        let bananas = ObservableValue("Bananas")
        let field = ObservableTextField()
        field.bind(apples)
        field.becomeFirstResponder()
        field.setMarkedText("か")
        field.bind(bananas)
        #expect(field.text == "Bananas" && field.markedText == nil)
        field.unmarkText()
        #expect(bananas.value == "Bananas" && apples.value == "Apples")
        field.insertText("!")
        #expect(bananas.value == "Bananas!" && apples.value == "Apples")
    }

    @Test func aTextViewBoundAnewFromTheBoundValuesObserverFollowsTheNewValue() {
        let apples = ObservableValue("")
        let bananas = ObservableValue("Bananas")
        let notes = ObservableTextView()
        notes.bind(apples)
        var heard: [TextViewAction] = []
        notes.addObserver { heard.append($0) }
        apples.observe { [unowned notes] value in
            MainActor.assumeIsolated { if value == "x" { notes.bind(bananas) } }
        }
        notes.becomeFirstResponder()
        notes.insertText("x")
        // The user's edit was written to the value bound then, and reported as made; the view shows the new value.
        #expect(apples.value == "x" && notes.text == "Bananas")
        #expect(heard == [.didBeginEditing, .didChange("x")])
        notes.insertText("!")
        #expect(apples.value == "x" && bananas.value == "Bananas!")
    }

    @Test func aTextViewBindingCancelledFromTheBoundValuesObserverWritesNothingMore() {
        let draft = ObservableValue("")
        let notes = ObservableTextView()
        nonisolated(unsafe) let token = notes.bind(draft)
        draft.observe { value in
            if value == "x" { token.cancel() }
        }
        notes.becomeFirstResponder()
        notes.insertText("x")
        notes.insertText("y")
        #expect(draft.value == "x")
        draft.value = "z"
        #expect(notes.text == "xy")
    }
}
