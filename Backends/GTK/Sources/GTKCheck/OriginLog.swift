import CGtk4
import ObserverKit
import ObserverKitGTK

/// Each event a control sends, with the origin its handler reads, as "event origin".
@MainActor
final class OriginLog {
    private(set) var entries: [String] = []

    init<Observed: ObservableControl>(_ control: Observed) {
        for event in ControlEvent.allEvents {
            control.addObserver(for: event) { [weak self, unowned control] _ in
                self?.entries.append("\(event) \(control.currentEventOrigin.map { "\($0)" } ?? "nil")")
            }
        }
    }

    func clear() { entries.removeAll() }

    /// Clears the log, presses `key` on `widget` with the focus on it (``XDoTool/key(_:on:settle:)``) and returns
    /// what was logged.
    ///
    /// ```swift
    /// let log = OriginLog(save)
    /// log.entries(pressing: "space", on: save.widget)  // ["primaryActionTriggered keyboard"]
    /// ```
    func entries(
        pressing key: String, on widget: UnsafeMutablePointer<GtkWidget>, settle: Duration = .milliseconds(400)
    ) -> [String] {
        clear()
        XDoTool.key(key, on: widget, settle: settle)
        return entries
    }

    /// Clears the log, gives `widget` the focus, holds `key` down for `duration` (``XDoTool/hold(_:for:during:)``:
    /// the X server repeats it) and lets the main loop run for `settle` after its release; returns what was
    /// logged and how many key presses the window delivered meanwhile (``KeyPressCount``), repeats included.
    func entries(
        holding key: String, on widget: UnsafeMutablePointer<GtkWidget>, for duration: Duration = .milliseconds(1200),
        settle: Duration = .milliseconds(400), during: (() -> Void)? = nil
    ) -> (entries: [String], presses: Int) {
        clear()
        gtk_widget_grab_focus(widget)
        KeyPressCount.presses = 0
        XDoTool.hold(key, for: duration, during: during)
        GTKApplication.run(for: settle)
        return (entries, KeyPressCount.presses)
    }
}
