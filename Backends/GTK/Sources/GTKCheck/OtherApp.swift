import Foundation
import ObserverKitGTK

/// Another X client, for the checks that give the keyboard focus to a window of another app: gtk-check run again
/// with ``variable`` set, which opens a window titled ``title`` and runs until it is ended.
@MainActor
enum OtherApp {
    /// The environment variable that makes gtk-check open the other app's window instead of checking.
    static let variable = "GTK_CHECK_OTHER_APP"
    static let title = "ObserverKit GTK other app"

    /// What the run with ``variable`` does: a window with a label, until the process is ended.
    static func openWindowAndRun() {
        let window = Window(title: title, width: 240, height: 120)
        window.add(Label("Another app"))
        window.present()
        GTKApplication.run()
    }

    /// Starts the other app and waits for its window; returns the process (the caller ends it) and the window's
    /// X id, or `nil` when it could not start or show its window.
    static func start() -> (process: Process, window: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.environment = ProcessInfo.processInfo.environment.merging([variable: "1"]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let window = XDoTool.window(named: title)
        guard !window.isEmpty else {
            stop(process)
            return nil
        }
        return (process, window)
    }

    /// Ends the other app, started by ``start()``.
    static func stop(_ process: Process) {
        process.terminate()
        process.waitUntilExit()
    }
}
