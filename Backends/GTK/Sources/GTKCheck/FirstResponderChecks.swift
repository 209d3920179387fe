import CGtk4
import ObserverKit
import ObserverKitGTK

/// `becomeFirstResponder()`, `resignFirstResponder()` and `isFirstResponder` on a real window: one first
/// responder per window, the one that loses it ending its editing before the next begins, the same events
/// whether the calls, Tab or Return move the focus, and `false` for each call that can change nothing.
@MainActor
enum FirstResponderChecks {
    static func run(_ checks: Checks) {
        var log: [String] = []
        let start = ObserverKitGTK.ObservableButton(label: "Start")
        let name = ObserverKitGTK.ObservableTextField()
        let email = ObserverKitGTK.ObservableTextField()
        let notes = ObserverKitGTK.ObservableTextView()
        for (label, field) in [("name", name), ("email", email)] {
            field.addObserver(for: [.editingDidBegin, .editingDidEnd, .editingDidEndOnExit]) { action in
                log.append("\(label) \(action)")
            }
        }
        notes.addObserver { action in
            if case .didChange = action { return }
            log.append("notes \(action)")
        }
        checks.expect(
            !name.becomeFirstResponder() && !name.isFirstResponder && log.isEmpty,
            "a field in no window cannot become first responder: false, and no event", "\(log)")

        let window = Window(
            title: "ObserverKit GTK first responder", width: 360, height: 300, holding: [start, name, email, notes])
        _ = window.presentedOnX { name.bounds.width > 0 }
        // GTK focuses the first focusable widget when the window opens: the button, which reports no editing.
        _ = start.becomeFirstResponder()
        settle()
        log.removeAll()

        checks.expect(
            name.becomeFirstResponder() && name.isFirstResponder && !start.isFirstResponder,
            "becomeFirstResponder moves the window's focus to the field")
        settle()
        checks.expect(log == ["name editingDidBegin(\"\")"], "the field begins editing", "\(log)")
        log.removeAll()
        checks.expect(
            !name.becomeFirstResponder() && log.isEmpty, "the first responder becoming it again: false, no event",
            "\(log)")

        checks.expect(email.becomeFirstResponder(), "a second field takes the focus")
        settle()
        checks.expect(
            log == ["name editingDidEnd(\"\")", "email editingDidBegin(\"\")"] && !name.isFirstResponder,
            "one first responder per window: the first field ends editing before the second begins", "\(log)")
        log.removeAll()

        checks.expect(notes.becomeFirstResponder(), "the text view takes the focus")
        settle()
        checks.expect(
            log == ["email editingDidEnd(\"\")", "notes didBeginEditing"], "the field ends, the text view begins",
            "\(log)")
        log.removeAll()
        checks.expect(notes.resignFirstResponder(), "the text view gives the focus up")
        settle()
        let widgets: [any Widget] = [start, name, email, notes]
        checks.expect(
            log == ["notes didEndEditing"] && !widgets.contains(where: \.isFirstResponder),
            "resigning ends editing and leaves no first responder", "\(log)")
        log.removeAll()
        checks.expect(
            !notes.resignFirstResponder() && !email.resignFirstResponder() && log.isEmpty,
            "resigning what is not first responder: false, no event", "\(log)")

        email.isEnabled = false
        checks.expect(
            !email.becomeFirstResponder() && !email.isFirstResponder && log.isEmpty,
            "a disabled field cannot become first responder", "\(log)")
        email.isEnabled = true

        checkKeys(name, email, checks, log: { log }, clear: { log.removeAll() })
        window.close()
    }

    /// Tab and Return move the focus as the calls do, with the same events, and `isFirstResponder` follows.
    private static func checkKeys(
        _ name: ObserverKitGTK.ObservableTextField, _ email: ObserverKitGTK.ObservableTextField, _ checks: Checks,
        log: () -> [String], clear: () -> Void
    ) {
        name.becomeFirstResponder()
        settle()
        clear()
        XDoTool.key("Tab")
        settle()
        checks.expect(
            log() == ["name editingDidEnd(\"\")", "email editingDidBegin(\"\")"] && email.isFirstResponder,
            "Tab moves the first responder to the next field, with the same events", "\(log())")
        clear()
        XDoTool.key("Return")
        settle()
        checks.expect(
            log() == ["email editingDidEndOnExit(\"\")", "email editingDidEnd(\"\")"] && !email.isFirstResponder,
            "Return, with editingDidEndOnExit observed, resigns the field", "\(log())")
    }

    /// Lets GTK deliver what a focus change queued.
    private static func settle() {
        GTKApplication.run(for: .milliseconds(150))
    }
}
