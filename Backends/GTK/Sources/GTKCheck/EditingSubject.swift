import CGtk4
import ObserverKit
import ObserverKitGTK

/// A GTK text control (a text field, a search bar, a text view) seen through its editing: its first-responder
/// calls, what it shows, and what it reports, each report as text ("begin", "changed ab", "end"), for the checks
/// that follow one control's editing through what happens around it (``WindowActivationEditingChecks``).
@MainActor
struct EditingSubject {
    let name: String
    /// The widget clicked to focus it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The widget its window holds (a search bar made in code: its row, around the entry).
    let placed: UnsafeMutablePointer<GtkWidget>
    let responder: any Responder
    let text: () -> String
    let markedText: () -> String?
    let bind: (ObservableValue<String>) -> ObservationToken
    /// Enables or disables the control (`isEnabled`; GTK's sensitivity for a text view, which has no such
    /// property).
    let setEnabled: (Bool) -> Void
    /// Starts logging the control's reports into `log`; the returned token stops it.
    let observe: (_ log: @escaping (String) -> Void) -> ObservationToken

    init(field: ObserverKitGTK.ObservableTextField, name: String) {
        self.name = name
        widget = field.widget
        placed = field.widget
        responder = field
        text = { field.text }
        markedText = { field.markedText }
        bind = { field.bind($0) }
        setEnabled = { field.isEnabled = $0 }
        observe = { log in
            field.addObserver(for: [.editingDidBegin, .editingChanged, .editingDidEnd]) { action in
                switch action {
                case .editingDidBegin: log("begin")
                case .editingChanged(let text): log("changed \(text)")
                default: log("end")
                }
            }
        }
    }

    /// The search bar as its delegate calls report it (didBeginEditing, textDidChange, didEndEditing).
    init(search: ObserverKitGTK.SearchBar, name: String) {
        self.name = name
        widget = search.searchTextField.widget
        placed = search.widget
        responder = search
        text = { search.text }
        markedText = { search.searchTextField.markedText }
        bind = { search.bind($0) }
        setEnabled = { search.searchTextField.isEnabled = $0 }
        observe = { log in
            search.observed.addObserver { action in
                switch action {
                case .didBeginEditing: log("begin")
                case .textDidChange(let text): log("changed \(text)")
                case .didEndEditing: log("end")
                default: break
                }
            }
        }
    }

    init(view: ObserverKitGTK.ObservableTextView, name: String) {
        self.name = name
        widget = view.widget
        placed = view.widget
        responder = view
        text = { view.text }
        markedText = { view.markedText }
        bind = { view.bind($0) }
        setEnabled = { gtk_widget_set_sensitive(view.widget, $0 ? 1 : 0) }
        observe = { log in
            let observer = view.addObserver { action in
                switch action {
                case .didBeginEditing: log("begin")
                case .didChange(let text): log("changed \(text)")
                case .didEndEditing: log("end")
                }
            }
            return ObservationToken { view.remove(observer: observer) }
        }
    }
}
