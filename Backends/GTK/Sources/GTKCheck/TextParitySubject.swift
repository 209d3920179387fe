import CGtk4
import ObserverKit
import ObserverKitGTK

/// One GTK text control the text parity checks play on, in a window of its own under a button ("Elsewhere", the
/// widget a click takes the focus to and Tab comes from), made in code or adopted from a `.ui` definition; and the
/// kind of headless control it is compared with.
@MainActor
struct TextParitySubject {
    enum Kind: String, CaseIterable {
        case field = "text field"
        case search = "search bar"
        case view = "text view"
    }

    /// "an adopted .ui text field".
    let name: String
    let kind: Kind
    let window: Window
    /// The button before the control.
    let elsewhere: UnsafeMutablePointer<GtkWidget>
    /// The widget clicked to focus the control (a search bar's entry).
    let widget: UnsafeMutablePointer<GtkWidget>
    let control: TextParityControl
    /// What must live as long as the subject: the GTK control, the builder.
    let kept: [AnyObject]

    /// The control of `kind` made in code, under a button made in code.
    static func made(_ kind: Kind) -> TextParitySubject {
        let button = ObserverKitGTK.ObservableButton(label: "Elsewhere")
        let window = Window(title: "ObserverKit GTK text parity, \(kind.rawValue)", width: 360, height: 200)
        window.add(button)
        let name = "a \(kind.rawValue)"
        switch kind {
        case .field:
            let field = ObserverKitGTK.ObservableTextField()
            window.add(field)
            return TextParitySubject(
                name: name, kind: kind, window: window, elsewhere: button.widget, widget: field.widget,
                control: .gtk(field: field), kept: [field, button])
        case .search:
            let search = ObserverKitGTK.SearchBar()
            window.add(search)
            return TextParitySubject(
                name: name, kind: kind, window: window, elsewhere: button.widget,
                widget: search.searchTextField.widget, control: .gtk(search: search), kept: [search, button])
        case .view:
            let view = ObserverKitGTK.ObservableTextView(height: 96)
            window.add(view)
            return TextParitySubject(
                name: name, kind: kind, window: window, elsewhere: button.widget, widget: view.widget,
                control: .gtk(view: view), kept: [view, button])
        }
    }

    /// The control of `kind` adopted from a `.ui` window that holds a button, then it; `nil`, after a failed
    /// expectation, when the definition does not build.
    static func adopted(_ kind: Kind, _ checks: Checks) -> TextParitySubject? {
        let object =
            switch kind {
            case .field: #"<object class="GtkEntry" id="control"/>"#
            case .search: #"<object class="GtkSearchEntry" id="control"/>"#
            case .view:
                #"<object class="GtkTextView" id="control"><property name="height-request">96</property></object>"#
            }
        let title = "ObserverKit GTK text parity, adopted \(kind.rawValue)"
        let definition = UIDefinition.window(
            title: title, height: 200, spacing: 6,
            children: """
                    <child><object class="GtkButton" id="elsewhere"><property name="label">Elsewhere</property></object></child>
                    <child>\(object)</child>
                """)
        let name = "an adopted .ui \(kind.rawValue)"
        guard let builder = try? Builder(string: definition, name: "text-parity.ui"),
            let window = try? builder.window(id: "window"), let elsewhere = try? builder.widget(id: "elsewhere"),
            let widget = try? builder.widget(id: "control")
        else {
            checks.expect(false, "\(name) under a button is adopted from a .ui window")
            return nil
        }
        let control: TextParityControl
        let kept: AnyObject
        switch kind {
        case .field:
            guard let field = try? builder.control(ObserverKitGTK.ObservableTextField.self, id: "control") else {
                return nil
            }
            (control, kept) = (TextParityControl.gtk(field: field), field)
        case .search:
            guard let search = try? builder.searchBar(id: "control") else { return nil }
            (control, kept) = (TextParityControl.gtk(search: search), search)
        case .view:
            guard let view = try? ObserverKitGTK.ObservableTextView(adopting: widget) else { return nil }
            (control, kept) = (TextParityControl.gtk(view: view), view)
        }
        return TextParitySubject(
            name: name, kind: kind, window: window, elsewhere: elsewhere, widget: widget, control: control,
            kept: [kept, builder])
    }
}
