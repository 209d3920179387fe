import Foundation

/// The X server's key auto-repeat, which the held-key checks need: Xvfb starts with it on (660 ms delay, 25
/// repeats a second), and a check that finds it off turns it on with `xset r on` for its own display only.
enum AutoRepeat {
    /// Turns the X server's auto-repeat on when `xset q` says it is off; returns whether it is on after, and
    /// what `xset q` said of it (for a failing check's message).
    static func ensureOn() -> (isOn: Bool, report: String) {
        if let report = keyboardControl(), report.contains("auto repeat:  on") { return (true, report) }
        _ = xset(["r", "on"])
        let report = keyboardControl() ?? "xset q gave nothing (is x11-xserver-utils installed?)"
        return (report.contains("auto repeat:  on"), report)
    }

    /// `xset q`'s lines about the keyboard's auto-repeat.
    private static func keyboardControl() -> String? {
        xset(["q"]).map { output in
            output.split(separator: "\n").filter { $0.contains("auto repeat") }.joined(separator: "; ")
        }
    }

    /// Runs `/usr/bin/xset` with `arguments`; its output, or `nil` when it cannot run.
    private static func xset(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xset")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
