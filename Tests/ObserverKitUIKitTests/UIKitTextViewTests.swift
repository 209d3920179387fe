import Foundation
import ObserverKitUIKit
import Testing

/// The UIKit text view reports through observers, from UIKit's notifications (posted here as UIKit posts them).
@MainActor
@Suite("UIKit backend: text view")
struct UIKitTextViewTests {
    static func userTypes(_ text: String, into view: UITextView) {
        view.text = text
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: view)
    }

    @Test("editing notifications become actions, in order, with the text; the delegate stays free")
    func actions() {
        let view = ObservableTextView(frame: .zero)
        var received: [ObservableTextView.Action] = []
        view.addObserver { received.append($0) }
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: view)
        Self.userTypes("Hi", into: view)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: view)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: UITextView(frame: .zero))
        #expect(received == [.didBeginEditing, .didChange("Hi"), .didEndEditing])
    }

    @Test("binding: the view shows the value, the user's changes write it, the value's changes report nothing")
    func binding() {
        let notes = ObservableValue("Draft")
        let view = ObservableTextView(frame: .zero)
        var reported = 0
        view.addObserver { _ in reported += 1 }
        view.bind(notes)
        #expect(view.text == "Draft")
        Self.userTypes("Draft 2", into: view)
        #expect(notes.value == "Draft 2")
        notes.value = "Final"
        #expect(view.text == "Final")
        #expect(reported == 1)
    }

    @Test("removeObservers() leaves the binding, which writes the value before the observers hear the change")
    func bindingOutlivesRemoveObservers() {
        let notes = ObservableValue("Draft")
        let view = ObservableTextView(frame: .zero)
        view.bind(notes)
        #expect(view.observers.isEmpty)
        view.addObserver { _ in Issue.record("removed observer called") }
        view.removeObservers()
        Self.userTypes("Draft 2", into: view)
        #expect(notes.value == "Draft 2")
        var seen: [String] = []
        view.addObserver { _ in seen.append(notes.value) }
        Self.userTypes("Draft 3", into: view)
        #expect(seen == ["Draft 3"])
        notes.value = "Final"
        #expect(view.text == "Final")
    }

    @Test("the view and its observers go with their owner; later notifications reach nobody")
    func lifetime() {
        weak var weakView: ObservableTextView?
        var calls = 0
        releasing {
            let view = ObservableTextView(frame: .zero)
            weakView = view
            view.addObserver { _ in calls += 1 }
        }
        #expect(weakView == nil)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: nil)
        #expect(calls == 0)
    }
}

/// Every `UIResponder` is ObserverKit's `Responder`, with UIKit's own first-responder calls.
@MainActor
@Suite("UIKit backend: Responder")
struct UIKitResponderTests {
    @Test("a UIKit text field and text view are Responders through UIResponder's own calls")
    func responders() {
        let field = ObservableTextField(frame: .zero)
        let notes = ObservableTextView(frame: .zero)
        let form: [any Responder] = [field, notes]
        #expect(form.allSatisfy { !$0.isFirstResponder })
        #expect(form[0].becomeFirstResponder())
        #expect(field.isFirstResponder && form[0].isFirstResponder)
        #expect(form[0].resignFirstResponder() && !field.isFirstResponder)
    }
}
