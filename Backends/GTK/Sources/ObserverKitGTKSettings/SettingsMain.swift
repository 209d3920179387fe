import ExampleApp
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
        ExampleApp(name: "observerkit-gtk-settings", usage: usage).run(open: SettingsWindow.init, window: { $0.window })
    }
}
