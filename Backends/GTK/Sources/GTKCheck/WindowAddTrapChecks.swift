import Foundation
import ObserverKitGTK

/// `Window.add(_:)`'s documented outcome for a widget it has no place for: a stepper added to a window from a
/// `.ui` file laid out with a `GtkGrid` stops the program with a message that says what to do. gtk-check runs
/// itself again with ``trapVariable`` set, to do just that, and reads the exit status and standard error.
@MainActor
enum WindowAddTrapChecks {
    /// The environment variable that makes gtk-check add the stepper and stop instead of checking.
    static let trapVariable = "GTK_CHECK_WINDOW_ADD_TRAP"

    static func run(_ checks: Checks) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.environment = ProcessInfo.processInfo.environment.merging([trapVariable: "1"]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            checks.expect(false, "gtk-check runs itself to add a stepper to a grid window", "\(error)")
            return
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        checks.expect(
            process.terminationReason == .uncaughtSignal
                && message.contains("Window.add: this window's child is not a GtkBox")
                && message.contains("attach the widget to the window's layout first"),
            "a stepper added to a .ui window laid out with a GtkGrid stops the program with Window.add's message",
            "\(process.terminationReason) \(process.terminationStatus): \(message.suffix(400))")
    }

    /// What the run with ``trapVariable`` does: a window from a `.ui` definition whose child is a `GtkGrid`, and
    /// a stepper, which no `.ui` file can hold, added to it.
    static func addStepperToGridWindow() {
        let ui = """
            <interface>
              <object class="GtkWindow" id="window"><child><object class="GtkGrid" id="form"/></child></object>
            </interface>
            """
        guard let window = try? Builder(string: ui).window(id: "window") else { return }
        window.add(ObservableStepper())
    }
}
