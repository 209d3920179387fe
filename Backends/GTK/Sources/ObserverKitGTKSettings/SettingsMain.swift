import Foundation
import ObserverKitGTK
import SettingsWindow

/// `observerkit-gtk-settings`: a settings window from a `.ui` file (`Settings.ui`), observed entirely through
/// ObserverKit, printing each save. `--quit-after SECONDS` closes it by itself; `--help` says so.
@main
enum SettingsMain {
    static let usage = """
        observerkit-gtk-settings: a settings window from a GtkBuilder .ui file, observed through ObserverKit.

        Usage: observerkit-gtk-settings [--quit-after SECONDS]
          --quit-after SECONDS  close the window by itself after SECONDS
          --help                show this help

        Without a screen: xvfb-run -a -s "-screen 0 1280x800x24" swift run observerkit-gtk-settings
        """

    static func main() {
        let arguments = CommandLine.arguments
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return
        }
        let quitAfter = arguments.firstIndex(of: "--quit-after").flatMap {
            arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil
        }
        MainActor.assumeIsolated {
            guard GTKApplication.startIfDisplayAvailable() else {
                FileHandle.standardError.write(Data((GTKApplication.noDisplayMessage + "\n").utf8))
                exit(1)
            }
            let settings: SettingsWindow
            do {
                settings = try SettingsWindow()
            } catch {
                FileHandle.standardError.write(Data("observerkit-gtk-settings: \(error)\n".utf8))
                exit(1)
            }
            settings.window.present()
            if let quitAfter {
                DispatchQueue.main.asyncAfter(deadline: .now() + quitAfter) {
                    MainActor.assumeIsolated { GTKApplication.quit() }
                }
            }
            GTKApplication.run()
            settings.window.close()
        }
    }
}
