import CGtk4
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// A GTK text widget (a text field, a search bar, a text view) seen through what ``TextSetFromCodeChecks`` does
/// with it, and the headless reference of its kind.
@MainActor
struct TextSubject {
    /// One thing done to the headless reference.
    enum Step {
        /// Typed by the user.
        case type(String)
        /// Set from code (`text`).
        case set(String)
        /// Composed by an input method (marked text).
        case mark(String)
    }

    let name: String
    /// The widget clicked to focus it.
    let widget: UnsafeMutablePointer<GtkWidget>
    let text: () -> String
    private(set) var setText: (String) -> Void
    let markedText: () -> String?
    private(set) var bind: (ObservableValue<String>) -> ObservationToken
    /// The headless reference's text after `steps`, from empty and editing.
    let reference: (_ steps: [Step]) -> String

    init(field: ObserverKitGTK.ObservableTextField, name: String) {
        self.name = name
        widget = field.widget
        text = { field.text }
        setText = { field.text = $0 }
        markedText = { field.markedText }
        bind = { field.bind($0) }
        reference = { steps in
            let reference = ObserverKitHeadless.ObservableTextField()
            reference.becomeFirstResponder()
            play(
                steps, typing: { reference.insertText($0) }, setting: { reference.text = $0 },
                marking: { reference.setMarkedText($0) })
            return reference.text
        }
    }

    init(search: ObserverKitGTK.SearchBar, name: String) {
        self.init(field: search.searchTextField, name: name)
        setText = { search.text = $0 }
        bind = { search.bind($0) }
    }

    init(view: ObserverKitGTK.ObservableTextView, name: String) {
        self.name = name
        widget = view.widget
        text = { view.text }
        setText = { view.text = $0 }
        markedText = { view.markedText }
        bind = { view.bind($0) }
        reference = { steps in
            let reference = ObserverKitHeadless.ObservableTextView()
            reference.becomeFirstResponder()
            play(
                steps, typing: { reference.insertText($0) }, setting: { reference.text = $0 },
                marking: { reference.setMarkedText($0) })
            return reference.text
        }
    }
}

/// Plays `steps` on a headless reference through its typing, setting and marking.
@MainActor
private func play(
    _ steps: [TextSubject.Step], typing: (String) -> Void, setting: (String) -> Void, marking: (String) -> Void
) {
    for step in steps {
        switch step {
        case .type(let typed): typing(typed)
        case .set(let text): setting(text)
        case .mark(let marked): marking(marked)
        }
    }
}
