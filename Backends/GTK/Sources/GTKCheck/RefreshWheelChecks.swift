import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Pull to refresh by the mouse wheel on a real window: GTK's `edge-overshot` at the top, which comes when the
/// overshoot reaches GTK's limit of 100 points; each quick notch up at the top overshoots by GTK's wheel step,
/// the view's height to the power 2/3, so a refresh takes ⌈100 / step⌉ quick notches, and fewer only bounce.
@MainActor
enum RefreshWheelChecks {
    static func run(_ checks: Checks) {
        let lines = (0..<60).map { "Line \($0)" }.joined(separator: "\n")
        let (window, scrollView, refresh, id) = presented(content: gtk_label_new(lines))
        var refreshes = 0
        refresh.addObserver(for: .valueChanged) { refreshes += 1 }
        let page = gtk_adjustment_get_page_size(
            gtk_scrolled_window_get_vadjustment(OpaquePointer(scrollView.scrolledWindow)))
        let step = pow(page, 2.0 / 3.0)
        let needed = Int((100 / step).rounded(.up))
        window.movePointer(toWidget: scrollView.scrolledWindow, x: 40, y: 40, on: id)
        XDoTool.click(4, times: needed - 1)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            refreshes == 0 && scrollView.contentOffset.y == 0,
            "\(needed - 1) quick wheel notches up at the top of a \(Int(page))-point view bounce without refreshing",
            "\(refreshes) refreshes, step \(step)")
        XDoTool.click(4, times: needed)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            refreshes == 1 && refresh.isRefreshing,
            "\(needed) quick notches overshoot the top by GTK's 100 points: a refresh begins",
            "\(refreshes) refreshes, step \(step)")
        window.close()

        let (fitting, fittingView, fittingRefresh, fittingId) = presented(content: gtk_label_new("Pull me"))
        var fittingRefreshes = 0
        fittingRefresh.addObserver(for: .valueChanged) { fittingRefreshes += 1 }
        fitting.movePointer(toWidget: fittingView.scrolledWindow, x: 40, y: 40, on: fittingId)
        XDoTool.click(4, times: 3 * needed)
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            fittingRefreshes == 0, "content that fits its view does not scroll: the wheel cannot pull it",
            "\(fittingRefreshes) refreshes")
        fitting.close()
    }

    /// A window holding a 120-point scroll view over `content`, with a refresh control, laid out on X.
    private static func presented(
        content: UnsafeMutablePointer<GtkWidget>
    ) -> (Window, ObserverKitGTK.ScrollView, ObserverKitGTK.ObservableRefreshControl, String) {
        let window = Window(title: "ObserverKit GTK refresh wheel", width: 360, height: 300)
        let scrollView = ObserverKitGTK.ScrollView(content: content)
        let refresh = ObserverKitGTK.ObservableRefreshControl()
        scrollView.refreshControl = refresh
        window.add(scrollView)
        let id = window.presentedOnX { gtk_widget_get_height(scrollView.scrolledWindow) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        return (window, scrollView, refresh, id)
    }
}
