import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// The limits of GesturesOnGTKWidgets.md's table, with real pointer input from xdotool on a label: a tap lifts
/// within 10 points and half a second, a next tap comes within 350 ms and 45 points, a long press holds within
/// 10 points, a pan starts past 10 points, a swipe is 50 points within half a second and straight enough; and a
/// widget hidden mid-drag cancels its pan.
@MainActor
enum GestureRuleChecks {
    static func run(_ checks: Checks) {
        let (window, pad, script) = Window.presentedWithGesturePad(
            title: "ObserverKit GTK gesture rules", checks: checks)
        checkTaps(pad, script)
        checkLongPress(pad, script)
        checkPan(pad, script)
        checkSwipe(pad, script)
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// The xdotool arguments that move the pointer to (`x`, `y`) in `widget`.
    static func move(_ script: PointerGestureScript, _ widget: any Widget, _ x: Double, _ y: Double) -> [String] {
        XDoTool.moveArguments(window: script.id, to: script.window.surfacePoint(of: widget, x: x, y: y))
    }

    static func checkTaps(_ pad: Label, _ script: PointerGestureScript) {
        let checks = script.checks
        let log = ActionLog()
        var taps: [CGPoint] = []
        var doubles: [CGPoint] = []
        let tokens = [
            pad.gestures.addObserver(for: .tap()) {
                log.add("tap")
                taps.append($0)
            },
            pad.gestures.addObserver(for: .tap(count: 2)) {
                log.add("double tap")
                doubles.append($0)
            },
        ]
        defer { for token in tokens { token.cancel() } }

        XDoTool.run(move(script, pad, 100, 100) + ["mousedown", "1"] + move(script, pad, 106, 100) + ["mouseup", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries == ["tap"] && taps.count == 1 && abs(taps[0].x - 106) <= 1,
            "a click whose press moved 6 points before the release is a tap, at the release",
            "\(log.entries) at \(taps)")
        log.clear()
        taps = []

        XDoTool.run(move(script, pad, 100, 100) + ["mousedown", "1"] + move(script, pad, 116, 100) + ["mouseup", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(log.entries.isEmpty, "a press moved 16 points before its release is no tap", "\(log.entries)")

        XDoTool.run(move(script, pad, 100, 100) + ["mousedown", "1", "sleep", "0.7", "mouseup", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries.isEmpty, "a press held 0.7 s, with no long press observed, is no tap", "\(log.entries)")

        XDoTool.run(["click", "--repeat", "2", "--delay", "600", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries == ["tap", "tap"], "two clicks 600 ms apart are two taps and no double tap", "\(log.entries)")
        log.clear()

        XDoTool.run(["click", "1"] + move(script, pad, 160, 100) + ["click", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries == ["tap", "tap"], "two quick clicks 60 points apart are two taps and no double tap",
            "\(log.entries)")
        log.clear()
        taps = []

        XDoTool.run(
            move(script, pad, 100, 100) + ["click", "1"] + move(script, pad, 130, 110) + ["click", "1"])
        GTKApplication.run(for: .milliseconds(500))
        checks.expect(
            log.entries == ["tap", "tap", "double tap"] && doubles.count == 1 && abs(doubles[0].x - 130) <= 1
                && abs(doubles[0].y - 110) <= 1,
            "two quick clicks 32 points apart are a double tap, once, at the second release",
            "\(log.entries) at \(doubles)")
    }

    static func checkLongPress(_ pad: Label, _ script: PointerGestureScript) {
        let log = ActionLog()
        let token = pad.gestures.addObserver(for: .longPress()) { log.add("press \($0.phase)") }
        defer { token.cancel() }
        XDoTool.run(
            move(script, pad, 100, 100) + ["mousedown", "1", "sleep", "0.7"] + move(script, pad, 103, 100)
                + ["sleep", "0.1"] + move(script, pad, 140, 100) + ["sleep", "0.1", "mouseup", "1"])
        GTKApplication.run(for: .milliseconds(400))
        let phases = log.entries
        script.checks.expect(
            phases.first == "press began" && phases.last == "press ended" && phases.count >= 3
                && phases.dropFirst().dropLast().allSatisfy { $0 == "press changed" },
            "a long press began at 0.5 s changes as it moves, even far, and ends at the release", "\(phases)")
        log.clear()
        XDoTool.run(
            move(script, pad, 100, 100) + ["mousedown", "1", "sleep", "0.1"] + move(script, pad, 116, 100)
                + ["sleep", "0.7", "mouseup", "1"])
        GTKApplication.run(for: .milliseconds(400))
        script.checks.expect(
            log.entries.isEmpty, "a press moved 16 points before 0.5 s is no long press", "\(log.entries)")
    }

    static func checkPan(_ pad: Label, _ script: PointerGestureScript) {
        let log = ActionLog()
        let token = pad.gestures.addObserver(for: .pan) { log.add("pan \($0.phase)") }
        defer { token.cancel() }
        XDoTool.run(
            move(script, pad, 100, 100) + ["mousedown", "1"] + move(script, pad, 104, 100) + move(script, pad, 107, 100)
                + ["mouseup", "1"])
        GTKApplication.run(for: .milliseconds(400))
        script.checks.expect(log.entries.isEmpty, "a press moved 7 points is no pan", "\(log.entries)")

        XDoTool.run(move(script, pad, 100, 100) + ["mousedown", "1"] + move(script, pad, 112, 100))
        GTKApplication.run(for: .milliseconds(100))
        let moved = log.entries
        XDoTool.run(move(script, pad, 130, 100) + ["mouseup", "1"])
        GTKApplication.run(for: .milliseconds(400))
        script.checks.expect(
            moved == ["pan began"] && log.entries.last == "pan ended",
            "a press moved 12 points begins a pan before the release, which ends it", "\(moved), then \(log.entries)")
        log.clear()

        XDoTool.run(move(script, pad, 100, 100) + ["mousedown", "1"] + move(script, pad, 130, 100))
        GTKApplication.run(for: .milliseconds(100))
        gtk_widget_set_visible(pad.widget, 0)
        GTKApplication.run(for: .milliseconds(100))
        XDoTool.release()
        gtk_widget_set_visible(pad.widget, 1)
        GTKApplication.run(for: .milliseconds(400))
        script.checks.expect(
            log.entries == ["pan began", "pan cancelled"], "a widget hidden mid-drag cancels its pan, which never ends",
            "\(log.entries)")
    }

    static func checkSwipe(_ pad: Label, _ script: PointerGestureScript) {
        let log = ActionLog()
        let tokens = [
            pad.gestures.addObserver(for: .swipe(.right)) { log.add("swipe right at \(Int($0.x))") },
            pad.gestures.addObserver(for: .swipe(.left)) { _ in log.add("swipe left") },
        ]
        defer { for token in tokens { token.cancel() } }
        func quick(_ points: [(Double, Double)], release: Bool = true) {
            var arguments = move(script, pad, 60, 100) + ["mousedown", "1"]
            for (x, y) in points { arguments += move(script, pad, x, y) + ["sleep", "0.03"] }
            XDoTool.run(arguments + (release ? ["mouseup", "1"] : []))
            GTKApplication.run(for: .milliseconds(300))
        }
        quick([(80, 100), (100, 100), (120, 100), (140, 100)], release: false)
        let beforeRelease = log.entries
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(300))
        script.checks.expect(
            beforeRelease.count == 1 && beforeRelease[0].hasPrefix("swipe right at ") && log.entries == beforeRelease,
            "a quick 80-point drag to the right is one swipe right, reported before the release",
            "\(beforeRelease), then \(log.entries)")
        log.clear()

        quick([(75, 110), (90, 120), (105, 130), (120, 140)])
        script.checks.expect(
            log.entries.isEmpty, "a quick drag 60 points right and 40 down strays too far to be a swipe",
            "\(log.entries)")

        var slow = move(script, pad, 60, 100) + ["mousedown", "1"]
        for step in 1...4 { slow += ["sleep", "0.2"] + move(script, pad, 60 + Double(step) * 20, 100) }
        XDoTool.run(slow + ["mouseup", "1"])
        GTKApplication.run(for: .milliseconds(300))
        script.checks.expect(
            log.entries.isEmpty, "an 80-point drag to the right over 0.8 s is too slow to be a swipe", "\(log.entries)")

        quick([(70, 100), (80, 100), (90, 100)])
        script.checks.expect(
            log.entries.isEmpty, "a quick 30-point drag is too short to be a swipe", "\(log.entries)")
    }
}
