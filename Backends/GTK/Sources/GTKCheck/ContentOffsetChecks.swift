import CGtk4
import Foundation
import ObserverKitGTK

/// A scroll view's `contentOffset` and `.didScrollToTop` with handlers that set the offset themselves: code's
/// scroll to the top stays code's when a `.didScroll` handler sets the offset again (to the same value); a
/// handler moving the content away from the top the user's wheel reached leaves no `.didScrollToTop` there; and
/// one moving it down during the user's sideways scroll misses none on the next real scroll to the top.
@MainActor
enum ContentOffsetChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK content offset", width: 360, height: 240)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(content, 2_000, 3_000)
        let scroll = ObserverKitGTK.ScrollView(content: content, height: 120)
        var log: [String] = []
        var handler: (ScrollViewAction) -> Void = { _ in }
        let token = scroll.observed.addObserver { action in
            log.append(SharedAdjustmentChecks.describe(action))
            handler(action)
        }
        window.add(scroll)
        let id = window.presentedOnX { gtk_widget_get_height(scroll.scrolledWindow) > 0 }
        GTKApplication.run(for: .milliseconds(300))

        scroll.contentOffset = CGPoint(x: 0, y: 60)
        log = []
        handler = { action in
            guard case .didScroll = action else { return }
            scroll.contentOffset = scroll.contentOffset
        }
        scroll.contentOffset = .zero
        handler = { _ in }
        checks.expect(
            log == ["didScroll (0.0, 0.0)"],
            "code scrolling to the top reports no didScrollToTop, though a didScroll handler sets the offset again",
            "\(log)")

        scroll.contentOffset = CGPoint(x: 0, y: 60)
        GTKApplication.run(for: .milliseconds(100))
        log = []
        var movedAway = false
        handler = { action in
            guard !movedAway, case .didScroll(let offset) = action, offset.y == 0 else { return }
            movedAway = true
            scroll.contentOffset = CGPoint(x: 0, y: 10)  // less than a wheel step
        }
        XDoTool.move(window: id, to: window.surfacePoint(of: scroll, x: 40, y: 60))
        for _ in 0..<12 where !movedAway {
            XDoTool.click(4)
            GTKApplication.run(for: .milliseconds(100))
        }
        handler = { _ in }
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            movedAway && scroll.contentOffset.y == 10 && !log.contains("didScrollToTop"),
            "the wheel reaching the top while a didScroll handler moves the content to 10 reports no didScrollToTop",
            "at \(scroll.contentOffset.y), \(log)")

        // GTK defers a value-changed of the adjustment it is emitting for: the vertical move a handler makes
        // during a sideways one is reported at once, the other adjustment's.
        scroll.contentOffset = .zero
        GTKApplication.run(for: .milliseconds(100))
        var movedDown = false
        handler = { action in
            guard !movedDown, case .didScroll(let offset) = action, offset.x > 0 else { return }
            movedDown = true
            scroll.contentOffset = CGPoint(x: offset.x, y: 10)
        }
        XDoTool.click(7)  // the wheel sideways, to the right
        GTKApplication.run(for: .milliseconds(200))
        handler = { _ in }
        log = []
        XDoTool.click(4)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            movedDown && scroll.contentOffset.y == 0 && log.last == "didScrollToTop"
                && log.filter { $0 == "didScrollToTop" }.count == 1,
            "moved down to 10 by a handler during a sideways scroll, the next wheel step to the top reports "
                + "didScrollToTop, after its didScroll", "moved \(movedDown), at \(scroll.contentOffset), \(log)")
        token.cancel()
        window.close()
    }
}
