import CGtk4
import ObserverKit
import ObserverKitGTK

/// The focus leaving a composition, with real keys and pointer: "a" typed, then a dead key (´) in a text field made
/// in code, one adopted from a `.ui` file, a search bar and a text view, each bound to a value, then a click on a
/// button. GTK's input method alone would keep the pre-edit in the unfocused widget, holding the binding until the
/// user came back; the widget drops it as the focus leaves: the text stays "a" and is written over a value set
/// during the composition, the end of editing is reported after the text's last report, and a key typed on the
/// way back types anew.
@MainActor
enum CompositionFocusChecks {
    static let title = "ObserverKit GTK composition and focus"

    static let definition = AdoptedTextControls.oneOfEach(title: title, height: 360)

    /// One widget checked: what it shows, and its editing events as text ("changed a", "end").
    @MainActor
    struct Subject {
        let name: String
        let widget: UnsafeMutablePointer<GtkWidget>
        let text: () -> String
        let markedText: () -> String?
        let bind: (ObservableValue<String>) -> ObservationToken
        /// Starts logging the editing events into `log`; the returned closure stops it.
        let observe: (_ log: @escaping (String) -> Void) -> () -> Void

        init(
            field: ObserverKitGTK.ObservableTextField, name: String,
            bind: ((ObservableValue<String>) -> ObservationToken)? = nil
        ) {
            self.name = name
            widget = field.widget
            text = { field.text }
            markedText = { field.markedText }
            self.bind = bind ?? { field.bind($0) }
            observe = { log in
                let tokens = [
                    field.addObserver(for: .editingChanged) { log("changed \($0.text)") },
                    field.addObserver(for: .editingDidEnd) { _ in log("end") },
                ]
                return { for token in tokens { token.cancel() } }
            }
        }

        init(view: ObserverKitGTK.ObservableTextView, name: String) {
            self.name = name
            widget = view.widget
            text = { view.text }
            markedText = { view.markedText }
            bind = { view.bind($0) }
            observe = { log in
                let observer = view.addObserver { action in
                    switch action {
                    case .didChange(let text): log("changed \(text)")
                    case .didEndEditing: log("end")
                    case .didBeginEditing: break
                    }
                }
                return { view.remove(observer: observer) }
            }
        }
    }

    static func run(_ checks: Checks) {
        guard let adopted = AdoptedTextControls(definition, name: "composition.ui", fieldIDs: ["name"], checks) else {
            return
        }
        let window = adopted.window
        let field = ObserverKitGTK.ObservableTextField()
        let view = ObserverKitGTK.ObservableTextView(height: 56)
        let elsewhere = ObserverKitGTK.ObservableButton(label: "Elsewhere")
        for widget: any Widget in [field, view, elsewhere] { window.add(widget) }
        let id = window.presentedOnX { field.bounds.width > 0 && view.bounds.height > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let subjects = [
            Subject(field: field, name: "a text field"),
            Subject(field: adopted.fields[0], name: "an adopted .ui entry"),
            Subject(field: adopted.search.searchTextField, name: "an adopted .ui search bar") {
                adopted.search.bind($0)
            },
            Subject(view: view, name: "a text view"),
            Subject(view: adopted.notes, name: "an adopted .ui text view"),
        ]
        for subject in subjects {
            checkFocusLeaving(subject, window: window, elsewhere: elsewhere, on: id, checks)
        }
        window.close()
    }

    static func checkFocusLeaving(
        _ subject: Subject, window: Window, elsewhere: ObserverKitGTK.ObservableButton, on id: String,
        _ checks: Checks
    ) {
        let value = ObservableValue("")
        let token = subject.bind(value)
        window.click(widget: subject.widget, on: id)
        XDoTool.type("a")
        XDoTool.key("dead_acute")
        let marked = subject.markedText()
        value.value = "meanwhile"
        var events: [String] = []
        let stop = subject.observe { events.append($0) }
        window.click(elsewhere, on: id)
        checks.expect(
            marked != nil && subject.markedText() == nil && subject.text() == "a" && value.value == "a",
            "\(subject.name): the focus leaving a composition drops the pre-edit; the text stays and is written"
                + " over the value set meanwhile",
            "marked before \(marked ?? "nil"), after \(subject.markedText() ?? "nil"), text \(subject.text()),"
                + " value \(value.value)")
        checks.expect(
            events == ["end"], "\(subject.name): the focus leaving a composition reports the end of editing only",
            "\(events)")
        stop()
        window.click(widget: subject.widget, on: id)
        XDoTool.type("e")
        checks.expect(
            subject.text() == "ae" && value.value == "ae",
            "\(subject.name): back in it, a key types anew (the dropped pre-edit composes nothing)",
            "text \(subject.text()), value \(value.value)")
        token.cancel()
        window.click(elsewhere, on: id)
    }
}
