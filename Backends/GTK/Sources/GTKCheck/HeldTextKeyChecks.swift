import CGtk4
import ObserverKit
import ObserverKitGTK

/// Keys held down in text controls with the X server's auto-repeat on (``AutoRepeat``), made in code and adopted
/// from a `.ui` file, which run one wiring. A held Return is one press, as the headless field's `pressReturn()`
/// and UIKit's `pressesBegan` are: in a login form whose user-name field focuses the password field on Return,
/// the repeats do not end the password field's editing; a search bar reports searchButtonClicked once, before the
/// field's own editingDidEndOnExit. A held letter types once per repeat, each an editingChanged from the keyboard
/// written once to the bound value; a held Return in a text view types one newline, one didChange, per repeat.
@MainActor
enum HeldTextKeyChecks {
    /// The text controls one run checks.
    struct Subjects {
        let name: ObserverKitGTK.ObservableTextField
        let password: ObserverKitGTK.ObservableTextField
        let search: ObserverKitGTK.SearchBar
        let notes: ObserverKitGTK.ObservableTextView
    }

    static func run(_ checks: Checks) {
        let autoRepeat = AutoRepeat.ensureOn()
        checks.expect(autoRepeat.isOn, "the X server repeats a held key (xset q)", autoRepeat.report)
        let subjects = Subjects(
            name: ObserverKitGTK.ObservableTextField(), password: ObserverKitGTK.ObservableTextField(),
            search: ObserverKitGTK.SearchBar(), notes: ObserverKitGTK.ObservableTextView())
        let window = Window(
            title: "ObserverKit GTK held text keys", width: 360, height: 360,
            holding: [subjects.name, subjects.password, subjects.search, subjects.notes])
        check(subjects, in: window, kind: "a", checks)
        checkAdopted(checks)
    }

    /// A `.ui` window with two entries, a search entry and a text view, adopted: the same as the created ones.
    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: "ObserverKit GTK adopted held text keys", height: 360, spacing: 12,
            children: """
                    <child><object class="GtkEntry" id="name"/></child>
                    <child><object class="GtkEntry" id="password"/></child>
                    <child><object class="GtkSearchEntry" id="search"/></child>
                    <child><object class="GtkTextView" id="notes"><property name="height-request">96</property></object></child>
                """)
        guard
            let adopted = AdoptedTextControls(definition, name: "held-text.ui", fieldIDs: ["name", "password"], checks)
        else { return }
        let (window, name, password, search, notes) = (
            adopted.window, adopted.fields[0], adopted.fields[1], adopted.search, adopted.notes
        )
        for control: any Widget in [name, password] { window.add(control) }
        check(
            Subjects(name: name, password: password, search: search, notes: notes), in: window, kind: "an adopted .ui",
            checks)
        withExtendedLifetime((search, notes)) {}
    }

    /// Presents `window` and holds Return and a letter in each of `subjects`.
    static func check(_ subjects: Subjects, in window: Window, kind: String, _ checks: Checks) {
        let id = window.presentedOnX {
            subjects.name.bounds.width > 0 && subjects.search.searchTextField.bounds.width > 0
        }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(to: subjects.name, x: subjects.name.bounds.width / 2, y: -4, on: id)
        KeyPressCount.watch(window.widget)
        checkLoginForm(subjects.name, subjects.password, kind: kind, checks)
        checkSearch(subjects.search, kind: kind, checks)
        checkHeldLetter(subjects.name, kind: kind, checks)
        checkTextView(subjects.notes, kind: kind, checks)
        window.close()
    }

    /// Return held in the user-name field, whose editingDidEndOnExit focuses the password field: the name field
    /// ends once, and the repeats, now in the password field, end nothing; Return pressed again there does. The
    /// focus moves by code (`becomeFirstResponder()` in a handler): those two editing events are `.program`.
    static func checkLoginForm(
        _ name: ObserverKitGTK.ObservableTextField, _ password: ObserverKitGTK.ObservableTextField, kind: String,
        _ checks: Checks
    ) {
        let nameLog = OriginLog(name)
        let passwordLog = OriginLog(password)
        name.addObserver(for: .editingDidEndOnExit) { _ in password.becomeFirstResponder() }
        let held = nameLog.entries(holding: "Return", on: name.widget)
        checks.expect(
            held.presses > 1 && held.entries == ["editingDidEndOnExit keyboard", "editingDidEnd program"]
                && passwordLog.entries == ["editingDidBegin program"] && password.isFirstResponder,
            "Return held in \(kind) field whose Return focuses the next field ends it once; the repeats end nothing",
            "\(held.presses) presses: name \(held.entries), password \(passwordLog.entries)")
        let again = passwordLog.entries(pressing: "Return", on: password.widget)
        checks.expect(
            again == ["editingDidEndOnExit keyboard", "editingDidEnd keyboard"],
            "Return pressed again after its release, in the next field, ends that one", "\(again)")
    }

    /// Return held in `search`, first with its field's editingDidEndOnExit unobserved (it keeps editing), then
    /// observed (it ends): searchButtonClicked once per press, before the field ends.
    static func checkSearch(_ search: ObserverKitGTK.SearchBar, kind: String, _ checks: Checks) {
        var actions: [String] = []
        search.observed.addObserver { actions.append("\($0)") }
        search.becomeFirstResponder()
        actions.removeAll()
        KeyPressCount.presses = 0
        XDoTool.hold("Return", for: .milliseconds(1200))
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            KeyPressCount.presses > 1 && actions == ["searchButtonClicked"],
            "Return held in \(kind) search bar reports searchButtonClicked once",
            "\(KeyPressCount.presses) presses: \(actions)")
        search.searchTextField.addObserver(for: .editingDidEndOnExit) { _ in }
        actions.removeAll()
        XDoTool.key("Return", on: search.searchTextField.widget)
        checks.expect(
            actions == ["searchButtonClicked", "didEndEditing"],
            "Return in \(kind) search bar whose field ends on exit: searchButtonClicked, then didEndEditing",
            "\(actions)")
    }

    /// "a" held in `field`, bound: one editingChanged from the keyboard per press, repeats included, each written
    /// once to the value (after the editingDidBegin of the focus given to it from code).
    static func checkHeldLetter(_ field: ObserverKitGTK.ObservableTextField, kind: String, _ checks: Checks) {
        let value = ObservableValue("")
        field.bind(value)
        let seen = ValuesSeen()
        value.observe { text in MainActor.assumeIsolated { seen.values.append(text) } }
        let log = OriginLog(field)
        let held = log.entries(holding: "a", on: field.widget)
        let typed = (1...max(held.presses, 1)).map { String(repeating: "a", count: $0) }
        checks.expect(
            held.presses > 1
                && held.entries
                    == ["editingDidBegin program"] + Array(repeating: "editingChanged keyboard", count: held.presses)
                && seen.values == typed && field.text == typed.last,
            "\"a\" held in \(kind) bound field types once per press, each an editingChanged written once",
            "\(held.presses) presses: \(held.entries.count) reports, values \(seen.values), text \(field.text)")
    }

    /// Return held in `notes`: one newline, one didChange, per press.
    static func checkTextView(_ notes: ObserverKitGTK.ObservableTextView, kind: String, _ checks: Checks) {
        notes.becomeFirstResponder()
        var actions: [TextViewAction] = []
        notes.addObserver { actions.append($0) }
        KeyPressCount.presses = 0
        XDoTool.hold("Return", for: .milliseconds(1200))
        GTKApplication.run(for: .milliseconds(400))
        let newlines = (1...max(KeyPressCount.presses, 1)).map {
            TextViewAction.didChange(String(repeating: "\n", count: $0))
        }
        checks.expect(
            KeyPressCount.presses > 1 && actions == newlines,
            "Return held in \(kind) text view types a newline per press, each one didChange",
            "\(KeyPressCount.presses) presses: \(actions.count) actions, text \(notes.text.count) characters")
    }
}
