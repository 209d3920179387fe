import CGtk4
import Foundation
import ObserverKitGTK

/// Two scroll views scrolled together, the GTK idiom: the second's scrolled window is given the first's vertical
/// adjustment (`gtk_scrolled_window_set_vadjustment`), and GTK lets its own go. The second keeps reporting its
/// scrolling (code moving the shared adjustment, a real drag of its scrollbar), and goes without touching the
/// adjustment GTK let go (under `G_DEBUG=fatal-criticals` that would abort).
@MainActor
enum SharedAdjustmentChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK shared adjustment", width: 360, height: 320)
        let first = ObserverKitGTK.ScrollView(content: tallContent(), height: 120)
        var firstLog: [String] = []
        let firstToken = first.observed.addObserver { firstLog.append(describe($0)) }
        var weakSecond: (() -> AnyObject?)?
        do {
            let second = ObserverKitGTK.ScrollView(content: tallContent(), height: 120)
            gtk_scrolled_window_set_overlay_scrolling(OpaquePointer(second.scrolledWindow), 0)
            var log: [String] = []
            let token = second.observed.addObserver { log.append(describe($0)) }
            window.add(first)
            // Into the window's box, not through `add` (the window would keep the Swift object while open).
            let box = gtk_window_get_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window.widget)))!
            gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), second.widget)
            let id = window.presentedOnX { gtk_widget_get_height(second.scrolledWindow) > 0 }
            GTKApplication.run(for: .milliseconds(300))

            let shared = gtk_scrolled_window_get_vadjustment(OpaquePointer(first.scrolledWindow))
            gtk_scrolled_window_set_vadjustment(OpaquePointer(second.scrolledWindow), shared)
            GTKApplication.run(for: .milliseconds(200))
            log = []
            firstLog = []
            first.contentOffset = CGPoint(x: 0, y: 300)
            GTKApplication.run(for: .milliseconds(100))
            checks.expect(
                log == ["didScroll (0.0, 300.0)"] && firstLog == log && second.contentOffset.y == 300,
                "a scroll view given another's adjustment reports the moves of the shared one as its own didScroll",
                "second \(log), first \(firstLog), second at \(second.contentOffset)")

            log = []
            let scrollbar = gtk_scrolled_window_get_vscrollbar(OpaquePointer(second.scrolledWindow))!
            let width = Double(gtk_widget_get_width(scrollbar))
            let height = Double(gtk_widget_get_height(scrollbar))
            let start = window.surfacePoint(ofWidget: scrollbar, x: width / 2, y: height * 0.3)
            XDoTool.move(window: id, to: start)
            XDoTool.press()
            for step in 1...6 { XDoTool.move(window: id, to: (start.x, start.y + Double(step) * 8)) }
            XDoTool.release()
            GTKApplication.run(for: .milliseconds(1_000))
            checks.expect(
                log.first == "willBeginDragging" && log.contains { $0.hasPrefix("didScroll") }
                    && log.last == "didEndDragging(willDecelerate: false)",
                "dragging its scrollbar, now over the shared adjustment, reports willBeginDragging, didScroll, "
                    + "then didEndDragging", "\(log)")
            token.cancel()
            weakSecond = { [weak second] in second }
        }
        checks.expect(
            weakSecond?() == nil, "that scroll view goes (its widget stays shown), touching no adjustment GTK let go")
        firstLog = []
        first.contentOffset = CGPoint(x: 0, y: 100)
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            firstLog == ["didScroll (0.0, 100.0)"],
            "the scroll view whose adjustment is shared reports as before, the other one gone", "\(firstLog)")
        firstToken.cancel()
        window.close()
    }

    /// A scroll view's action, with an offset's coordinates.
    static func describe(_ action: ScrollViewAction) -> String {
        if case .didScroll(let offset) = action { return "didScroll (\(offset.x), \(offset.y))" }
        return "\(action)"
    }

    /// Content 3,000 points tall.
    static func tallContent() -> UnsafeMutablePointer<GtkWidget> {
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(content, 200, 3_000)
        return content
    }
}
