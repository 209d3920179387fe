import CGtk4
import ObserverKit
import ObserverKitGTK

/// A text control that resigns from inside the report of the beginning of its editing (an app that shows a picker
/// instead of the keyboard), given the focus by a click and by code: editing begins and ends at once, as on
/// headless and UIKit, and the control is not first responder after; while the beginning is reported, it is.
@MainActor
enum BeginResignChecks {
    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField()
        let search = ObserverKitGTK.SearchBar()
        let view = ObserverKitGTK.ObservableTextView(height: 56)
        let window = Window(
            title: "ObserverKit GTK resign as editing begins", width: 360, height: 260,
            holding: [field, search, view])
        let id = window.presentedOnX { field.bounds.width > 0 && view.bounds.height > 0 }
        let subjects = [
            EditingSubject(field: field, name: "a text field"), EditingSubject(search: search, name: "a search bar"),
            EditingSubject(view: view, name: "a text view"),
        ]
        for subject in subjects {
            check(subject, checks) { window.click(widget: subject.widget, on: id) }
            check(subject, checks) { subject.responder.becomeFirstResponder() }
        }
        window.close()
    }

    /// `focus` gives `subject` the focus; an observer of the beginning of editing resigns, once.
    private static func check(_ subject: EditingSubject, _ checks: Checks, focus: () -> Void) {
        // The window gives its first field the focus as it opens; a check the fix fails leaves it on its control.
        subject.responder.resignFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        var log: [String] = []
        var firstWhileBeginning: Bool?
        let token = subject.observe { entry in
            log.append(entry)
            guard entry == "begin", firstWhileBeginning == nil else { return }
            firstWhileBeginning = subject.responder.isFirstResponder
            subject.responder.resignFirstResponder()
        }
        focus()
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            log == ["begin", "end"] && firstWhileBeginning == true && !subject.responder.isFirstResponder,
            "\(subject.name): resigning as editing begins ends editing at once; first responder while it begins",
            "reports \(log), first responder while beginning \(String(describing: firstWhileBeginning)), after "
                + "\(subject.responder.isFirstResponder)")
        token.cancel()
    }
}
