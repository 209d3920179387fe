import CGtk4
import Foundation
import ObserverKitGTK

/// A scroll view's `contentOffset` and `.didScrollToTop` with handlers that set the offset themselves: code's
/// scroll to the top stays code's when a `.didScroll` handler sets the offset again (to the same value); a
/// handler moving the content away from the top the user's wheel reached leaves no `.didScrollToTop` there; and
/// one moving it down during the user's sideways scroll misses none on the next real scroll to the top. And
/// bad or two-axis offsets: a point with one NaN coordinate is ignored whole, a move of both axes is reported
/// once with the final offset, and a handler's setting during the user's scroll is reported before it returns.
@MainActor
enum ContentOffsetChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK content offset", width: 360, height: 240)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(content, 2_000, 3_000)
        let scroll = ObserverKitGTK.ScrollView(content: content, height: 120)
        let recorder = ScrollRecorder()
        let token = scroll.observed.addObserver { recorder.add($0) }
        window.add(scroll)
        let id = window.presentedOnX { gtk_widget_get_height(scroll.scrolledWindow) > 0 }
        GTKApplication.run(for: .milliseconds(300))

        scroll.contentOffset = CGPoint(x: 0, y: 60)
        recorder.log = []
        recorder.handler = { action in
            guard case .didScroll = action else { return }
            scroll.contentOffset = scroll.contentOffset
        }
        scroll.contentOffset = .zero
        recorder.handler = { _ in }
        recorder.expectLog(
            ["didScroll (0.0, 0.0)"],
            "code scrolling to the top reports no didScrollToTop, though a didScroll handler sets the offset again",
            checks)

        recorder.restart(scroll, at: 60)
        var movedAway = false
        recorder.handler = { action in
            guard !movedAway, case .didScroll(let offset) = action, offset.y == 0 else { return }
            movedAway = true
            scroll.contentOffset = CGPoint(x: 0, y: 10)  // less than a wheel step
        }
        window.movePointer(to: scroll, x: 40, y: 60, on: id)
        for _ in 0..<12 where !movedAway {
            XDoTool.click(4)
            GTKApplication.run(for: .milliseconds(100))
        }
        recorder.handler = { _ in }
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            movedAway && scroll.contentOffset.y == 10 && !recorder.log.contains("didScrollToTop"),
            "the wheel reaching the top while a didScroll handler moves the content to 10 reports no didScrollToTop",
            "at \(scroll.contentOffset.y), \(recorder.log)")

        // GTK defers a value-changed of the adjustment it is emitting for: the vertical move a handler makes
        // during a sideways one is reported at once, the other adjustment's.
        scroll.contentOffset = .zero
        GTKApplication.run(for: .milliseconds(100))
        var movedDown = false
        recorder.handler = { action in
            guard !movedDown, case .didScroll(let offset) = action, offset.x > 0 else { return }
            movedDown = true
            scroll.contentOffset = CGPoint(x: offset.x, y: 10)
        }
        XDoTool.click(7)  // the wheel sideways, to the right
        GTKApplication.run(for: .milliseconds(200))
        recorder.handler = { _ in }
        recorder.log = []
        XDoTool.click(4)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            movedDown && scroll.contentOffset.y == 0 && recorder.log.last == "didScrollToTop"
                && recorder.log.filter { $0 == "didScrollToTop" }.count == 1,
            "moved down to 10 by a handler during a sideways scroll, the next wheel step to the top reports "
                + "didScrollToTop, after its didScroll",
            "moved \(movedDown), at \(scroll.contentOffset), \(recorder.log)")
        // At the top already, the wheel sideways moves the content across: a didScroll, and no didScrollToTop,
        // which the vertical value reaching its lower bound "from further down" reports.
        recorder.log = []
        XDoTool.click(7)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            scroll.contentOffset.y == 0 && recorder.log.contains { $0.hasPrefix("didScroll (") }
                && !recorder.log.contains("didScrollToTop"),
            "the wheel sideways with the content at the top reports didScroll, and no didScrollToTop",
            "at \(scroll.contentOffset), \(recorder.log)")
        checkSetting(scroll, id, window, recorder, checks)
        token.cancel()
        window.close()
    }

    /// One NaN coordinate, both axes at once, and a handler's setting during the user's wheel step.
    static func checkSetting(
        _ scroll: ObserverKitGTK.ScrollView, _ id: String, _ window: Window, _ recorder: ScrollRecorder,
        _ checks: Checks
    ) {
        scroll.contentOffset = CGPoint(x: 30, y: 40)
        recorder.log = []
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 100)
        let afterNaNX = scroll.contentOffset
        scroll.contentOffset = CGPoint(x: 100, y: CGFloat.nan)
        checks.expect(
            afterNaNX == CGPoint(x: 30, y: 40) && scroll.contentOffset == CGPoint(x: 30, y: 40) && recorder.log.isEmpty,
            "an offset with one NaN coordinate is ignored whole: neither axis moves, nothing is reported",
            "after (NaN, 100) \(afterNaNX), after (100, NaN) \(scroll.contentOffset), \(recorder.log)")

        scroll.contentOffset = CGPoint(x: 30, y: 40)
        recorder.log = []
        scroll.contentOffset = CGPoint(x: 100, y: 200)
        scroll.contentOffset = CGPoint(x: 100, y: 200)
        recorder.expectLog(
            ["didScroll (100.0, 200.0)"],
            "setting both axes reports one didScroll, with the final offset; setting it again reports nothing", checks)

        recorder.restart(scroll, at: 60)
        var moved = false
        var entries: [String] = []
        recorder.handler = { action in
            guard !moved, case .didScroll(let offset) = action, offset.y > 0, offset.y < 60 else { return }
            moved = true
            scroll.contentOffset = CGPoint(x: 0, y: 200)
            entries = recorder.log
        }
        window.movePointer(to: scroll, x: 40, y: 60, on: id)
        XDoTool.click(4)
        GTKApplication.run(for: .milliseconds(300))
        recorder.handler = { _ in }
        checks.expect(
            moved && entries.count == 2 && entries.last == "didScroll (0.0, 200.0)" && recorder.log == entries,
            "a didScroll handler setting the offset during a wheel step: its move is reported once, before the "
                + "setter returns", "when the handler returned \(entries), now \(recorder.log)")
    }
}

/// A scroll view's actions as text, in order, and a handler the check sets for the step it drives.
@MainActor
final class ScrollRecorder {
    var log: [String] = []
    var handler: (ScrollViewAction) -> Void = { _ in }

    func add(_ action: ScrollViewAction) {
        log.append(SharedAdjustmentChecks.describe(action))
        handler(action)
    }

    /// Expects the actions since the log was last cleared to be `expected`.
    func expectLog(_ expected: [String], _ name: String, _ checks: Checks) {
        checks.expect(log == expected, name, "\(log)")
    }

    /// Scrolls `scroll` to `y` from code, lets GTK settle, and forgets what that reported: where a step starts.
    func restart(_ scroll: ScrollView, at y: CGFloat) {
        scroll.contentOffset = CGPoint(x: 0, y: y)
        GTKApplication.run(for: .milliseconds(100))
        log = []
    }
}
