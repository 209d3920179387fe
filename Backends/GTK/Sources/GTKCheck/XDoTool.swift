import CGtk4
import Foundation
import ObserverKitGTK

/// Real input through the X server: xdotool moves and presses the pointer and types, as a person would.
@MainActor
enum XDoTool {
    /// Runs `xdotool` with `arguments`, then lets GTK's main loop handle what arrived.
    @discardableResult
    static func run(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            fatalError("xdotool could not start: \(error)")
        }
        while process.isRunning { GTKApplication.run(for: .milliseconds(2)) }
        GTKApplication.run(for: .milliseconds(60))
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The X window id of the visible window titled `title`.
    static func window(named title: String) -> String {
        var id = ""
        GTKApplication.iterate(timeout: .seconds(10)) {
            id =
                run(["search", "--onlyvisible", "--name", "^\(title)$"]).split(separator: "\n").first.map(String.init)
                ?? ""
            return !id.isEmpty
        }
        return id
    }

    static func move(window: String, to point: (x: Double, y: Double)) {
        run(moveArguments(window: window, to: point))
    }

    /// The xdotool arguments that move the pointer to `point` in the window whose X id is `window` (xdotool takes
    /// whole pixels: the point is rounded), for a run that does more than move (``drag(window:through:pause:)``).
    static func moveArguments(window: String, to point: (x: Double, y: Double)) -> [String] {
        ["mousemove", "--window", window, String(Int(point.x.rounded())), String(Int(point.y.rounded()))]
    }

    /// Presses the primary button where the pointer is, moves through `points` (in the window) with `pause`
    /// after each move, and releases: one xdotool run, so the drag's speed does not depend on how fast
    /// processes start on a busy machine.
    static func drag(window: String, through points: [(x: Double, y: Double)], pause: Duration = .milliseconds(30)) {
        let seconds = String(pause / .seconds(1))
        var arguments = ["mousedown", "1"]
        for point in points {
            arguments += moveArguments(window: window, to: point) + ["sleep", seconds]
        }
        run(arguments + ["mouseup", "1"])
    }

    /// How a click (``Window/click(_:x:y:on:_:settle:)``) gives the X server the primary button's press and
    /// release.
    enum Click {
        /// The press, then GTK's main loop, then the release: two xdotool runs (``press()``, ``release()``), so
        /// GTK handles the press before the release arrives.
        case pressThenRelease
        /// One xdotool `click` (``click(_:times:)``): the press and the release arrive together.
        case atOnce
    }

    static func press() { run(["mousedown", "1"]) }
    static func release() { run(["mouseup", "1"]) }
    /// Clicks `button` where the pointer is: 1 the primary button, 4 and 5 the wheel up and down.
    static func click(_ button: Int, times: Int = 1) {
        run(["click", "--repeat", String(times), "--delay", "8", String(button)])
    }
    static func type(_ text: String) { run(["type", "--delay", "20", text]) }
    static func key(_ name: String) { run(["key", name]) }

    /// Presses the key `name` and keeps it down for `duration` with GTK's main loop running (the X server repeats
    /// it meanwhile, when its auto-repeat is on: ``AutoRepeat``), then releases it. `during`, when given, runs
    /// halfway through the hold, the key still down (another key pressed meanwhile, say).
    static func hold(_ name: String, for duration: Duration, during: (() -> Void)? = nil) {
        run(["keydown", name])
        if let during {
            GTKApplication.run(for: duration / 2)
            during()
            GTKApplication.run(for: duration / 2)
        } else {
            GTKApplication.run(for: duration)
        }
        run(["keyup", name])
    }

    /// Gives `widget` the focus, presses the key `name` and lets the main loop run for `settle` (what the key
    /// starts, a switch's animation say, has ended by then).
    static func key(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, settle: Duration = .milliseconds(400)) {
        gtk_widget_grab_focus(widget)
        key(name)
        GTKApplication.run(for: settle)
    }
}
