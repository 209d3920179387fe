import CGtk4
import ExampleApp
import ObserverKitGTK

/// `observerkit-gtk-demo`: the demo's player screen in a real GTK window, printing the events it observes as
/// you click, drag, hold and type, or drive it from the keyboard alone (Tab, Space, Return, the arrow keys).
/// `--quit-after SECONDS` closes it by itself; `--screenshot PATH` saves the window as a PNG just before; `--help`
/// says so.
@main
enum GTKDemo {
    static let usage = """
        observerkit-gtk-demo: ObserverKit's player screen in a GTK 4 window, printing what it observes.

        Usage: observerkit-gtk-demo [--quit-after SECONDS] [--screenshot PATH]
          --quit-after SECONDS  close the window by itself after SECONDS
          --screenshot PATH     save the window as a PNG at PATH just before it closes
          --help                show this help

        Without a screen: xvfb-run -a -s "-screen 0 1280x800x24" swift run observerkit-gtk-demo
        """

    static func main() {
        let app = ExampleApp(name: "observerkit-gtk-demo", usage: usage)
        let screenshot = app.option("--screenshot")
        app.run(open: PlayerWindow.init, window: { $0.window }) { screen in
            guard let screenshot, screen.window.isMapped else { return }
            let widget = screen.window.widget
            let size = "\(gtk_widget_get_width(widget))x\(gtk_widget_get_height(widget))"
            print(screen.window.savePNG(to: screenshot) ? "saved \(screenshot) \(size)" : "no screenshot")
        }
    }
}

/// The player screen: artwork whose double tap plays or pauses and whose drag seeks, a play button, a seek
/// slider bound to a position that advances while playing (and that a drag is never pulled from), a volume
/// stepper with press-and-hold, a name field bound both ways (where a dead key composes "é"), and a shuffle
/// switch.
@MainActor
final class PlayerWindow {
    let window = Window(title: "ObserverKit player", width: 420, height: 360)
    let position = ObservableValue<Float>(0.25)
    let volume = ObservableValue<Double>(50)
    let name = ObservableValue("")
    var isPlaying = false
    private let bag = ObservationBag()

    init() {
        let play = ObservableButton(label: "Play")
        let seek = ObservableSlider()
        let stepper = ObservableStepper()
        let field = ObservableTextField()
        let shuffle = ObservableSwitch()
        window.addLabel("Click, or Tab and Space: play, seek, step, type, toggle")
        window.addLabel("Drag the seek slider while it plays; type the dead key ´ then e")
        observeArtwork(window.addLabel("♫ Artwork: double-click to play or pause, drag sideways to seek"))
        for control: any Widget in [play, seek, stepper, field, shuffle] { window.add(control) }

        // "The button was used": a click, Space or Return, or assistive technology.
        play.addObserver(for: .primaryActionTriggered) { [weak self, unowned play] in
            guard let self else { return }
            isPlaying.toggle()
            print("▶ play button: \(isPlaying ? "play" : "pause") (from \(Self.origin(of: play)))")
        }
        play.onTouchDown().observe { print("  highlight on") }
        play.onTouchUp().observe { print("  highlight off") }
        seek.bind(position)
        position.observe { print("= position \(Int(($0 * 100).rounded())) %") }
        stepper.bind(volume)
        volume.observe { print("= volume \(Int($0))") }
        field.bind(name)
        name.observe { print("= name \"\($0)\"") }
        stepper.addObserver(for: .valueChanged) { [unowned stepper] _ in
            print("  volume step from \(Self.origin(of: stepper))")
        }
        shuffle.addObserver(for: .valueChanged) { [unowned shuffle] isOn in
            print("⚡ shuffle \(isOn ? "on" : "off") (from \(Self.origin(of: shuffle)))")
        }
        advancePositionWhilePlaying().store(in: bag)
    }

    /// Where the event a control is delivering came from, for the printout.
    private static func origin(of control: some ObservableControl) -> String {
        control.currentEventOrigin.map { "\($0)" } ?? "nil"
    }
}
