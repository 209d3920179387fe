import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// The pointer paths every gesture check drives with xdotool, on a widget made in code or adopted from a `.ui`
/// (GestureChecks, AdoptedGestureChecks): a click, a double click, a press held past the minimum, a quick drag,
/// a drag the widget's insensitivity cuts short and one its isUserInteractionEnabled cuts short, and the last
/// observer cancelled from its own handler.
@MainActor
struct PointerGestureScript {
    let checks: Checks
    let window: Window
    /// The window's X id, for xdotool.
    let id: String
    /// What the widget is, in the check names: "a label made in code", "an adopted .ui label".
    let name: String

    /// How many event controllers `widget` has (GTK's own and ObserverKit's).
    static func controllerCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return Int(g_list_model_get_n_items(controllers))
    }

    /// A drag on `pad` from (100, 100) rightwards, which `cutShort` interrupts before the release.
    func drag(on pad: any Widget, cutShortBy cutShort: () -> Void) {
        window.press(pad, x: 100, y: 100, on: id)
        for step in 1...3 { point(at: 100 + Double(step) * 20, 100, of: pad) }
        cutShort()
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.release()
    }

    /// Whether the pan's phases in `entries` are began, changed…, cancelled: a pan cut short, which never ends.
    static func isCancelledPan(_ entries: [String]) -> Bool {
        let phases = entries.filter { $0.hasPrefix("pan") }
        return phases.count >= 3 && phases.first == "pan began" && phases.last == "pan cancelled"
            && phases.dropFirst().dropLast().allSatisfy { $0 == "pan changed" }
    }

    /// Moves the pointer to (`x`, `y`) in `widget`.
    func point(at x: Double, _ y: Double, of widget: any Widget) {
        window.movePointer(to: widget, x: x, y: y, on: id)
    }

    /// Five gestures on `pad` (at least 300 × 160), each path of the pointer, then every observer cancelled.
    func run(on pad: any Widget) {
        let base = Self.controllerCount(pad.widget)
        let log = ActionLog()
        var taps: [CGPoint] = []
        var pans: [Pan] = []
        let tokens = [
            pad.gestures.addObserver(for: .tap()) {
                log.add("tap")
                taps.append($0)
            },
            pad.gestures.addObserver(for: .tap(count: 2)) { _ in log.add("double tap") },
            pad.gestures.addObserver(for: .longPress()) { log.add("press \($0.phase)") },
            pad.gestures.addObserver(for: .pan) {
                log.add("pan \($0.phase)")
                pans.append($0)
            },
            pad.gestures.addObserver(for: .swipe(.right)) { _ in log.add("swipe right") },
        ]
        checks.expect(
            Self.controllerCount(pad.widget) == base + 1,
            "five gestures observed on \(name) add one input controller to it",
            "\(base) controllers, then \(Self.controllerCount(pad.widget))")

        window.click(pad, x: 100, y: 100, on: id, .atOnce, settle: .milliseconds(500))
        checks.expect(
            log.entries == ["tap"] && taps.count == 1 && abs(taps[0].x - 100) <= 1 && abs(taps[0].y - 100) <= 1,
            "a click on \(name) is one tap, at the click in the widget's coordinates", "\(log.entries) at \(taps)")
        log.clear()

        XDoTool.run(["click", "--repeat", "2", "--delay", "120", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries == ["tap", "tap", "double tap"],
            "a double click on \(name) is two taps and one double tap", "\(log.entries)")
        log.clear()

        XDoTool.press()
        GTKApplication.run(for: .milliseconds(800))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            log.entries == ["press began", "press ended"],
            "a press held 0.8 s on \(name) is a long press, began then ended, and no tap", "\(log.entries)")
        log.clear()

        XDoTool.drag(
            window: id, through: (1...5).map { window.surfacePoint(of: pad, x: 100 + Double($0) * 20, y: 100) })
        GTKApplication.run(for: .milliseconds(400))
        let panPhases = log.entries.filter { $0.hasPrefix("pan") }
        let moved = pans.last?.translation ?? .zero
        checks.expect(
            panPhases.count >= 3 && panPhases.first == "pan began" && panPhases.last == "pan ended"
                && panPhases.dropFirst().dropLast().allSatisfy { $0 == "pan changed" }
                && log.entries.filter { !$0.hasPrefix("pan") } == ["swipe right"]
                && abs(moved.x - 100) <= 1 && abs(moved.y) <= 1,
            "a quick 100-point drag to the right on \(name) is a pan (began, changed…, ended, by 100 points) and a swipe to the right",
            "\(log.entries), translation \(moved)")
        log.clear()
        pans = []

        drag(on: pad, cutShortBy: { gtk_widget_set_sensitive(pad.widget, 0) })
        gtk_widget_set_sensitive(pad.widget, 1)
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            Self.isCancelledPan(log.entries),
            "\(name) made insensitive mid-drag cancels the pan, which then never ends", "\(log.entries)")
        log.clear()

        drag(on: pad, cutShortBy: { pad.isUserInteractionEnabled = false })
        GTKApplication.run(for: .milliseconds(100))
        window.click(pad, x: 150, y: 110, on: id, .atOnce)
        pad.isUserInteractionEnabled = true
        checks.expect(
            Self.isCancelledPan(log.entries) && !log.entries.contains { $0.hasPrefix("tap") },
            "\(name) with isUserInteractionEnabled turned off mid-drag cancels the pan; a click then is no tap",
            "\(log.entries)")
        log.clear()

        for token in tokens { token.cancel() }
        checks.expect(
            Self.controllerCount(pad.widget) == base,
            "cancelling the last observer of \(name) removes its input controller",
            "\(base) controllers before, \(Self.controllerCount(pad.widget)) after")
        var once: ObservationToken?
        once = pad.gestures.addObserver(for: .tap()) { _ in
            log.add("tap once")
            once?.cancel()
        }
        let withOnce = Self.controllerCount(pad.widget)
        XDoTool.click(1)
        GTKApplication.run(for: .milliseconds(400))
        XDoTool.click(1)
        GTKApplication.run(for: .milliseconds(400))
        // A controller removed while it handles an event leaves GTK's list at the widget's next event.
        let afterOnce = Self.controllerCount(pad.widget)
        checks.expect(
            withOnce == base + 1 && afterOnce == base && log.entries == ["tap once"],
            "a tap observer on \(name) that cancels itself in its handler gets one tap, and its controller goes with it",
            "controllers \(withOnce) then \(afterOnce), \(log.entries)")
    }

    /// A tap observed on `button` takes nothing from it: a click still sends its control events.
    func checkButtonKeepsItsClick(_ button: ObservableButton) {
        let recorder = Recorder(button)
        window.click(button, x: 10, y: 10, on: id, .atOnce)
        let alone = recorder.events
        recorder.clear()
        var taps = 0
        let tap = button.gestures.addObserver(for: .tap()) { _ in taps += 1 }
        XDoTool.click(1)
        GTKApplication.run(for: .milliseconds(400))
        checks.expect(
            taps == 1 && recorder.events == alone && alone.contains(.primaryActionTriggered),
            "a tap observed on \(name) takes nothing from it: a click is one tap and the same control events",
            "\(taps) taps; \(recorder.events), without the gesture \(alone)")
        tap.cancel()
    }
}
