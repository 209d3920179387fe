import CGtk4
import ObserverKitGTK

/// A window of the six text controls (a text field, a search bar and a text view made in code, and the three
/// adopted from a `.ui` file), with a button and another text field to take the focus, presented on X: the window
/// of ``WindowActivationEditingChecks``.
@MainActor
struct WindowActivationScene {
    /// What the adopted controls came from, kept as long as they are checked.
    let adopted: AdoptedTextControls
    let window: Window
    let subjects: [EditingSubject]
    let elsewhere: ObserverKitGTK.ObservableButton
    /// A text field that is none of the subjects, for the focus moving to another text control.
    let other: ObserverKitGTK.ObservableTextField
    /// The window's X id.
    let id: String

    /// A scene in a window titled `title`; `nil`, after a failed expectation, when the `.ui` window is not adopted.
    init?(title: String, _ checks: Checks) {
        let definition = AdoptedTextControls.oneOfEach(title: title, height: 520)
        guard let adopted = AdoptedTextControls(definition, name: "activation.ui", fieldIDs: ["name"], checks) else {
            return nil
        }
        let field = ObserverKitGTK.ObservableTextField()
        let search = ObserverKitGTK.SearchBar()
        let view = ObserverKitGTK.ObservableTextView(height: 56)
        elsewhere = ObserverKitGTK.ObservableButton(label: "Elsewhere")
        other = ObserverKitGTK.ObservableTextField()
        for widget: any Widget in [field, search, view, elsewhere, other] { adopted.window.add(widget) }
        self.adopted = adopted
        window = adopted.window
        subjects = [
            EditingSubject(field: field, name: "a text field"),
            EditingSubject(search: search, name: "a search bar"),
            EditingSubject(view: view, name: "a text view"),
            EditingSubject(field: adopted.fields[0], name: "an adopted .ui entry"),
            EditingSubject(search: adopted.search, name: "an adopted .ui search bar"),
            EditingSubject(view: adopted.notes, name: "an adopted .ui text view"),
        ]
        id = window.presentedOnX { field.bounds.width > 0 && view.bounds.height > 0 }
        GTKApplication.run(for: .milliseconds(300))
    }
}
