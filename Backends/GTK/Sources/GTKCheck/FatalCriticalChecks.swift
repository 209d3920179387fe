import CGtk4
import Foundation

/// The GTK stage's promise that a GTK critical warning stops gtk-check (`G_DEBUG=fatal-criticals`): gtk-check runs
/// itself again with ``variable`` set, to give GTK a bad argument, and reads how the run ended. GLib stops at a
/// fatal critical with a breakpoint trap (SIGTRAP); Swift's crash handler would catch it, print a backtrace and
/// return, and the program would go on and pass, so gtk-check gives SIGTRAP its default action back.
@MainActor
enum FatalCriticalChecks {
    /// The environment variable that makes gtk-check give GTK a bad argument instead of checking.
    static let variable = "GTK_CHECK_FATAL_CRITICAL"

    static func run(_ checks: Checks) {
        guard
            let run = SelfRun.run(
                "gtk-check runs itself to give GTK a bad argument",
                with: [variable: "1", "G_DEBUG": "fatal-criticals"], checks)
        else { return }
        checks.expect(
            run.endedBySignal && run.errors.contains("gtk_box_append: assertion"),
            "a GTK critical under G_DEBUG=fatal-criticals stops gtk-check",
            "\(run.reason) \(run.status): \(run.errors.prefix(300))")
    }

    /// What the run with ``variable`` does: appends a label that has a parent to another box, a critical.
    static func appendParentedWidget() {
        let first = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let second = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        g_object_ref_sink(first)
        g_object_ref_sink(second)
        let label = gtk_label_new("held")!
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(first)), label)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(second)), label)
        print("gtk-check went on after a fatal critical")
    }
}
