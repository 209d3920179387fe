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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.environment = ProcessInfo.processInfo.environment.merging([
            variable: "1", "G_DEBUG": "fatal-criticals",
        ]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            checks.expect(false, "gtk-check runs itself to give GTK a bad argument", "\(error)")
            return
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        checks.expect(
            process.terminationReason == .uncaughtSignal && message.contains("gtk_box_append: assertion"),
            "a GTK critical under G_DEBUG=fatal-criticals stops gtk-check",
            "\(process.terminationReason) \(process.terminationStatus): \(message.prefix(300))")
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
