import CGtk4
import ObserverKit
import ObserverKitGTK

/// Text typed, pasted or composed over a selection in bound text controls (text fields, search bars, text views,
/// made in code and adopted from a `.ui` file): one user edit is one report, with the new text, as the headless
/// and UIKit fields' `insertText(_:)` replacing a selection, and the bound value goes from the old text straight
/// to the new one, never through the text with the selection deleted ("" after Ctrl+A). GTK replaces a selection
/// as a deletion and then an insertion, each a change of its own.
@MainActor
enum ReplaceSelectionChecks {
    /// A bound text control and how its reports of user edits are heard.
    struct Subject {
        let text: TextSubject
        /// Records each report of a user edit (editingChanged, textDidChange, didChange) as its text.
        let record: (ValuesSeen) -> Void
        /// The field, for a text field or a search bar: Return's order after a replacement is checked there.
        var field: ObserverKitGTK.ObservableTextField?
    }

    /// One edit: the text it starts from, the keys (xdotool `key` names; a plain string after "type:" is typed),
    /// and the text it leaves.
    struct Edit {
        let name: String
        let start: String
        let keys: [String]
        let result: String
    }

    static let edits = [
        Edit(name: "Ctrl+A, then \"x\" typed", start: "hello world", keys: ["ctrl+a", "type:x"], result: "x"),
        Edit(
            name: "a word selected with Shift+Ctrl+Left, then \"y\" typed", start: "one two",
            keys: ["ctrl+End", "shift+ctrl+Left", "type:y"], result: "one y"),
        Edit(name: "Ctrl+A, then Ctrl+V", start: "hello", keys: ["ctrl+a", "ctrl+v"], result: "Clip"),
        Edit(
            name: "Ctrl+A, then the dead key ´ and e composing \"é\"", start: "hello",
            keys: ["ctrl+a", "dead_acute", "e"], result: "é"),
        Edit(
            name: "Ctrl+A, then the dead key ´ abandoned with Escape", start: "hello",
            keys: ["ctrl+a", "dead_acute", "Escape"], result: ""),
        Edit(name: "Ctrl+A, then Delete", start: "hello", keys: ["ctrl+a", "Delete"], result: ""),
        Edit(
            name: "\"Z\" typed over \"a\" in overwrite mode (Insert)", start: "abc",
            keys: ["ctrl+Home", "Insert", "type:Z", "Insert"], result: "Zbc"),
    ]

    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField()
        let search = ObserverKitGTK.SearchBar()
        let notes = ObserverKitGTK.ObservableTextView()
        let window = Window(
            title: "ObserverKit GTK replaced selection", width: 360, height: 320, holding: [field, search, notes])
        check(subjects(field, search, notes, kind: "a"), in: window, checks)
        checkAdopted(checks)
    }

    /// A `.ui` window with an entry, a search entry and a text view, adopted: the same as the created ones.
    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: "ObserverKit GTK adopted replaced selection", height: 320, spacing: 12,
            children: """
                    <child><object class="GtkEntry" id="name"/></child>
                    <child><object class="GtkSearchEntry" id="search"/></child>
                    <child><object class="GtkTextView" id="notes"><property name="height-request">96</property></object></child>
                """)
        guard let adopted = AdoptedTextControls(definition, name: "replaced-selection.ui", fieldIDs: ["name"], checks)
        else { return }
        let (window, field, search, notes) = (adopted.window, adopted.fields[0], adopted.search, adopted.notes)
        window.add(field)
        check(subjects(field, search, notes, kind: "an adopted .ui"), in: window, checks)
        withExtendedLifetime((search, notes)) {}
    }

    static func subjects(
        _ field: ObserverKitGTK.ObservableTextField, _ search: ObserverKitGTK.SearchBar,
        _ notes: ObserverKitGTK.ObservableTextView, kind: String
    ) -> [Subject] {
        [
            Subject(
                text: TextSubject(field: field, name: "\(kind) text field"),
                record: { seen in
                    field.addObserver(for: .editingChanged) { seen.values.append($0.text) }
                }, field: field),
            Subject(
                text: TextSubject(search: search, name: "\(kind) search bar"),
                record: { seen in
                    search.observed.addObserver { action in
                        if case .textDidChange(let text) = action { seen.values.append(text) }
                    }
                }, field: search.searchTextField),
            Subject(
                text: TextSubject(view: notes, name: "\(kind) text view"),
                record: { seen in
                    notes.addObserver { action in
                        if case .didChange(let text) = action { seen.values.append(text) }
                    }
                }),
        ]
    }

    /// Presents `window` and makes each edit in each subject.
    static func check(_ subjects: [Subject], in window: Window, _ checks: Checks) {
        let id = window.presentedOnX { subjects.allSatisfy { gtk_widget_get_width($0.text.widget) > 0 } }
        // With no window manager, X sends keys to the window under the pointer.
        window.movePointer(toWidget: subjects[0].text.widget, x: 20, y: -4, on: id)
        let display = gdk_display_get_default()
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), "Clip")
        for subject in subjects {
            check(subject, checks)
            if let field = subject.field {
                checkReturnAfter(field, name: subject.text.name, checks)
                checkTypingAfterDeletion(field, name: subject.text.name, checks)
            }
        }
        window.close()
    }

    /// Each of ``edits`` in `subject`, bound and focused: one report, the value written once.
    static func check(_ subject: Subject, _ checks: Checks) {
        let value = ObservableValue("")
        let token = subject.text.bind(value)
        let reports = ValuesSeen()
        subject.record(reports)
        let seen = ValuesSeen()
        value.observe { text in MainActor.assumeIsolated { seen.values.append(text) } }
        gtk_widget_grab_focus(subject.text.widget)
        for edit in edits {
            value.value = edit.start
            GTKApplication.run(for: .milliseconds(100))
            reports.values.removeAll()
            seen.values.removeAll()
            for key in edit.keys {
                if key.hasPrefix("type:") { XDoTool.type(String(key.dropFirst(5))) } else { XDoTool.key(key) }
            }
            GTKApplication.run(for: .milliseconds(300))
            checks.expect(
                subject.text.text() == edit.result && reports.values == [edit.result]
                    && seen.values == [edit.result],
                "\(edit.name) in \(subject.text.name): one report, the value written once with the new text",
                "text \(subject.text.text()), reports \(reports.values), values \(seen.values)")
        }
        token.cancel()
    }

    /// Ctrl+A, BackSpace and Return pressed in one go in `field`, ending on Return: the deletion's editingChanged
    /// from the keyboard comes before Return's editingDidEndOnExit.
    static func checkReturnAfter(_ field: ObserverKitGTK.ObservableTextField, name: String, _ checks: Checks) {
        field.text = "hello"
        let log = OriginLog(field)
        gtk_widget_grab_focus(field.widget)
        log.clear()
        XDoTool.run(["key", "ctrl+a", "BackSpace", "Return"])
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            field.text.isEmpty
                && log.entries.prefix(2) == ["editingChanged keyboard", "editingDidEndOnExit keyboard"],
            "Ctrl+A, BackSpace and Return at once in \(name): the editingChanged, then editingDidEndOnExit",
            "text \(field.text), \(log.entries)")
    }
}
