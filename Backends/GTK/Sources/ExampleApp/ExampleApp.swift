import Foundation
import ObserverKitGTK

/// How the GTK examples (`observerkit-gtk-demo`, `observerkit-gtk-settings`) start and end, written once: `--help`
/// prints the usage; without a display, GTK's message and exit status 1; otherwise the example's screen is opened,
/// its window presented and run until the person closes it, or until `--quit-after SECONDS` has passed.
///
/// ```swift
/// let app = ExampleApp(name: "observerkit-gtk-settings", usage: usage)
/// app.run(open: SettingsWindow.init, window: \.window)
/// ```
package struct ExampleApp {
    /// The executable's name, which starts its error messages.
    package let name: String
    /// What `--help` prints.
    package let usage: String
    /// The command line, the executable's path first.
    package let arguments: [String]

    package init(name: String, usage: String, arguments: [String] = CommandLine.arguments) {
        self.name = name
        self.usage = usage
        self.arguments = arguments
    }

    /// The value after `option` on the command line, when it is there.
    package func option(_ option: String) -> String? {
        arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }

    /// Prints the usage for `--help` or `-h`; otherwise starts GTK, opens the screen (an error thrown ends the
    /// program with exit status 1), presents `window(screen)`, runs until it closes or `--quit-after` seconds have
    /// passed, calls `finish` with the screen while its window is still open, and closes it.
    package func run<Screen>(
        open: @MainActor () throws -> Screen, window: @MainActor (Screen) -> Window,
        finish: @MainActor (Screen) -> Void = { _ in }
    ) {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return
        }
        let quitAfter = option("--quit-after").flatMap(Double.init)
        MainActor.assumeIsolated {
            guard GTKApplication.startIfDisplayAvailable() else {
                Self.fail(GTKApplication.noDisplayMessage)
            }
            let screen: Screen
            do {
                screen = try open()
            } catch {
                Self.fail("\(name): \(error)")
            }
            window(screen).present()
            if let quitAfter {
                DispatchQueue.main.asyncAfter(deadline: .now() + quitAfter) {
                    MainActor.assumeIsolated { GTKApplication.quit() }
                }
            }
            // Until the person closes the window (or the time is up).
            GTKApplication.run()
            finish(screen)
            window(screen).close()
        }
    }

    /// Ends the program with `message` on standard error and exit status 1.
    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
