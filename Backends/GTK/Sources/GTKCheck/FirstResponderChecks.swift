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
        let responders: [any Responder] = [start, name, email, notes]
        checks.expect(
            log == ["notes didEndEditing"] && !responders.contains(where: \.isFirstResponder),
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

        name.becomeFirstResponder()
        settle()
        log.removeAll()
        name.isEnabled = false
        settle()
        checks.expect(
            log == ["name editingDidEnd(\"\")"] && !name.isFirstResponder,
            "disabling the first responder ends its editing, as any loss of the focus does", "\(log)")
        name.isEnabled = true
        checkKeys(name, email, checks, log: { log }, clear: { log.removeAll() })
        window.close()
        checkParts(checks)
    }

    /// A composed control takes the focus through its first part; a hidden field takes none.
    private static func checkParts(_ checks: Checks) {
        let quality = ObserverKitGTK.ObservableSegmentedControl(items: ["Low", "High"])
        let hidden = ObserverKitGTK.ObservableTextField()
        let shown = ObserverKitGTK.ObservableTextField()
        let window = Window(
            title: "ObserverKit GTK responder parts", width: 360, height: 200, holding: [quality, hidden, shown])
        _ = window.presentedOnX { quality.bounds.width > 0 }
        gtk_widget_set_visible(hidden.widget, 0)
        var began = 0
        hidden.addObserver(for: .editingDidBegin) { _ in began += 1 }
        shown.becomeFirstResponder()
        settle()
        checks.expect(
            !hidden.becomeFirstResponder() && !hidden.isFirstResponder && began == 0 && shown.isFirstResponder,
            "a hidden field cannot become first responder, and the focus stays where it was")
        let firstSegment = gtk_widget_get_first_child(quality.widget)!
        checks.expect(
            quality.becomeFirstResponder() && quality.isFirstResponder && gtk_widget_has_focus(firstSegment) != 0
                && !shown.isFirstResponder,
            "a segmented control becomes first responder through its first segment, taking the field's focus")
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
