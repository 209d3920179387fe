import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Random pointer scripts played with real input (xdotool through X) on each kind of GTK control the headless
/// backend has too (button, switch, slider, stepper, segmented control, page control), and the same script on a
/// headless control of that kind, bounds, configuration and initial state: after each step their touch state
/// (isTracking, isHighlighted, isTouchInside) and value agree, and after the script the events they sent, in
/// order, with their observations and origins, and their values and bound values.
///
/// The scripts come from ``PointerParityScript`` with fixed seeds (``fixedSeeds``), so a failure names its seed
/// and script. While exploring, `GTK_PARITY_SCRIPTS=200` plays seeds 1 through 200 instead (from
/// `GTK_PARITY_FIRST`, when given), `GTK_PARITY_SEED=7` only seed 7, and `GTK_PARITY_KIND=slider` only the kinds
/// whose name contains it.
@MainActor
enum PointerParityChecks {
    /// The seeds every run plays for each kind (ten scripts a kind, about 75 s in all): 1 to 8, and the two whose
    /// scripts first found a GTK control's touch location a few millionths of a point off (17: a slider's value a
    /// float step off; 41: a drag exactly 70 points out taken as an exit; seed 7 did it too), which
    /// PointerEdgeChecks pins.
    static let fixedSeeds: [UInt64] = Array(1...8) + [17, 41]

    static func run(_ checks: Checks) {
        let seeds = Self.seeds(orFixed: fixedSeeds)
        let kind = ProcessInfo.processInfo.environment["GTK_PARITY_KIND"]
        let kinds: [(String, () -> PointerParitySubject)] = [
            ("button", button), ("switch", toggle), ("slider", { slider(continuous: true) }),
            ("non-continuous slider", { slider(continuous: false) }), ("stepper", { stepper(wrapping: false) }),
            ("wrapping stepper", { stepper(wrapping: true) }), ("segmented control", segmented),
            ("page control", pageControl),
        ]
        for (name, make) in kinds where kind.map(name.contains) ?? true {
            let subject = make()
            play(subject, seeds: seeds, checks)
        }
    }

    /// The seeds a parity check plays: `GTK_PARITY_SEED`'s one seed, or `GTK_PARITY_SCRIPTS` seeds from
    /// `GTK_PARITY_FIRST` (1 when not given), or else `fixed`, the seeds every run plays.
    static func seeds(orFixed fixed: [UInt64]) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["GTK_PARITY_SEED"].flatMap(UInt64.init) { return [seed] }
        if let count = environment["GTK_PARITY_SCRIPTS"].flatMap(UInt64.init), count > 0 {
            let first = environment["GTK_PARITY_FIRST"].flatMap(UInt64.init) ?? 1
            return (0..<count).map { $0 + first }
        }
        return fixed
    }

    /// The room around the control, on every side: more than the 70-point slop, so that a script can go beyond it
    /// without leaving the window.
    static let room: Int32 = 110

    /// A window of its own holding `control` with ``room`` around it, presented on X and laid out; and its X id.
    static func presented(_ control: any Widget) -> (window: Window, id: String) {
        let widget = control.widget
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { set(widget, room) }
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { set(widget, room) }
        // The slider fills the window's width, as in an app; the others keep their natural size, in the middle.
        if !(control is ObserverKitGTK.ObservableSlider) { gtk_widget_set_halign(widget, GTK_ALIGN_CENTER) }
        let window = Window(title: "ObserverKit GTK pointer parity", width: 520, height: 320, holding: [control])
        let id = window.presentedOnX { control.bounds.width > 0 }
        GTKApplication.run(for: .milliseconds(200))
        return (window, id)
    }

    /// Plays every seed's script on `subject`'s GTK control, on a window of its own, and on a headless control.
    static func play(_ subject: PointerParitySubject, seeds: [UInt64], _ checks: Checks) {
        let (window, id) = presented(subject.control)
        let area = pointerArea(around: subject.control, in: window)
        var disagreements = 0
        var tracked = 0
        var changed = 0
        for seed in seeds {
            let script = PointerParityScript(seed: seed, states: subject.states) { index in
                subject.prepare(index)
                return .init(bounds: subject.bounds(), area: area, hotspots: subject.hotspots())
            }
            let (gtk, delivered) = playOnGTK(script, subject, window, id)
            let headless = playHeadless(script, subject, pressed: delivered)
            let agrees = gtk == headless
            if !agrees { disagreements += 1 }
            if gtk.events.contains(where: { $0.hasPrefix("touchDown") }) { tracked += 1 }
            if gtk.events.contains(where: { $0.hasPrefix("valueChanged") }) { changed += 1 }
            checks.expect(
                agrees, "\(subject.name), \(script): the GTK control agrees with the headless one",
                "\n    GTK      \(gtk)\n    headless \(headless)")
        }
        print(
            "  \(subject.name): \(seeds.count) scripts (\(tracked) tracked, \(changed) changed the value), "
                + "\(disagreements) disagreements")
        window.close()
    }

    /// Whether GTK gives a press at `point` of `control` to the control: whether the widget GTK picks under the
    /// pointer there is the control or one of its parts, as GTK picks it for the real press (`gtk_widget_pick` on
    /// the window, at the whole pixel xdotool moves the pointer to). GTK picks a widget by its border box (its CSS
    /// padding and border around its bounds), rounded corners left out (see Widget.bounds), through
    /// single-precision transforms whose noise decides for a point on that outline; a headless control, as a
    /// `UIView`, takes a press anywhere in its rectangle. So the headless control is pressed where GTK gives the
    /// press to the GTK control, and a press GTK gives another widget (the window) is pressed on neither.
    static func deliversPress(at point: CGPoint, to control: any Widget, in window: Window) -> Bool {
        let surface = window.surfacePoint(of: control, x: point.x, y: point.y)
        var originX = 0.0
        var originY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.widget), &originX, &originY)
        guard
            let picked = gtk_widget_pick(
                window.widget, surface.x.rounded() - originX, surface.y.rounded() - originY, GTK_PICK_DEFAULT)
        else { return false }
        return picked == control.widget || gtk_widget_is_ancestor(picked, control.widget) != 0
    }

    /// Where the pointer may go around `control`: the window's content box, in `control`'s coordinates, a point in
    /// from each side, in whole points.
    static func pointerArea(around control: any Widget, in window: Window) -> CGRect {
        guard let content = gtk_window_get_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window.widget))) else {
            return control.bounds
        }
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(content, control.widget, 0, 0, &x, &y)
        let minX = x.rounded(.up) + 1
        let minY = y.rounded(.up) + 1
        let maxX = (x + Double(gtk_widget_get_width(content))).rounded(.down) - 1
        let maxY = (y + Double(gtk_widget_get_height(content))).rounded(.down) - 1
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What one side did for a script: the events, the reading after each step, and the reading once it settled.
    struct Outcome: Equatable, CustomStringConvertible {
        var events: [String]
        var steps: [ParityReading]
        var settled: ParityReading

        var description: String {
            "events \(events)\n      steps \(steps.map(\.description))\n      settled \(settled)"
        }
    }

    /// Plays `script` on `subject`'s GTK control with real input; returns what it did, and whether GTK gave the
    /// control the press (``deliversPress(at:to:in:)``).
    static func playOnGTK(
        _ script: PointerParityScript, _ subject: PointerParitySubject, _ window: Window, _ id: String
    ) -> (Outcome, delivered: Bool) {
        // The state the script starts from is shown, a switch's knob done moving to it.
        GTKApplication.run(for: .milliseconds(150))
        subject.log.clear()
        var steps: [ParityReading] = []
        var delivered = false
        for step in script.steps {
            switch step {
            case .press(let point):
                window.movePointer(to: subject.control, x: point.x, y: point.y, on: id)
                delivered = deliversPress(at: point, to: subject.control, in: window)
                XDoTool.press()
            case .move(let point):
                window.movePointer(to: subject.control, x: point.x, y: point.y, on: id)
            case .release:
                XDoTool.release()
            }
            steps.append(subject.reading())
        }
        // Past the double-tap interval, so that the next script's press is not a repeat, and past GTK's handling
        // of the release, after which a binding shows what it held back.
        GTKApplication.run(for: .milliseconds(400))
        return (Outcome(events: subject.log.entries, steps: steps, settled: subject.reading()), delivered)
    }

    /// Plays `script` on a new headless control of `subject`'s kind; its press only when GTK gave the press to the
    /// GTK control (`pressed`: ``deliversPress(at:to:in:)``).
    static func playHeadless(_ script: PointerParityScript, _ subject: PointerParitySubject, pressed: Bool) -> Outcome {
        let side = subject.headless(script.initialState, subject.bounds())
        var steps: [ParityReading] = []
        for step in script.steps {
            switch step {
            case .press(let point):
                if pressed { side.control.beginTouch(at: subject.toHeadless(point)) }
            case .move(let point): side.control.moveTouch(to: subject.toHeadless(point))
            case .release: side.control.endTouch(at: nil)
            }
            steps.append(side.reading())
        }
        return Outcome(events: side.log.entries, steps: steps, settled: side.reading())
    }
}
