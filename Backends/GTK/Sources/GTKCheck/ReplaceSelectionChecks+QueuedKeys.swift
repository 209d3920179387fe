import CGtk4
import Foundation
import ObserverKitGTK

extension ReplaceSelectionChecks {
    /// BackSpace and "x" queued together (xdotool sends both while GTK's main loop waits, so GTK has both
    /// before it handles either): BackSpace's deletion is a user edit of its own, reported before the next key's,
    /// as TextChangeReports says a held report goes out "ahead of GDK's events (so before the next key's
    /// report ...)".
    static func checkTypingAfterDeletion(_ field: ObserverKitGTK.ObservableTextField, name: String, _ checks: Checks) {
        gtk_widget_grab_focus(field.widget)
        GTKApplication.run(for: .milliseconds(100))
        // Set after the focus came (an entry selects its text then): the caret at the end, nothing selected.
        field.text = "hello"
        var reports: [String] = []
        let token = field.addObserver(for: .editingChanged) { reports.append($0.text) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = ["key", "BackSpace", "x"]
        try? process.run()
        process.waitUntilExit()
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            field.text == "hellx" && reports == ["hell", "hellx"],
            "BackSpace and \"x\" queued together in \(name): the deletion's editingChanged, then the typing's",
            "text \(field.text), \(reports)")
        token.cancel()
    }
}
