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
        guard
            let run = SelfRun.run(
                "gtk-check runs itself to add a stepper to a grid window", with: [trapVariable: "1"], checks)
        else { return }
        checks.expect(
            run.endedBySignal
                && run.errors.contains("Window.add: this window's child is not a GtkBox")
                && run.errors.contains("attach the widget to the window's layout first"),
            "a stepper added to a .ui window laid out with a GtkGrid stops the program with Window.add's message",
            "\(run.reason) \(run.status): \(run.errors.suffix(400))")
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
