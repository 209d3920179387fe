import CGtk4
import ObserverKit
import ObserverKitGTK

/// A pull to refresh on a real scroll view is the pointer's: its valueChanged carries `.touch`.
@MainActor
enum RefreshOriginChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK refresh origin", width: 360, height: 240)
        let scrollView = ObserverKitGTK.ScrollView(content: gtk_label_new("Pull me"))
        let refresh = ObserverKitGTK.ObservableRefreshControl()
        scrollView.refreshControl = refresh
        window.add(scrollView)
        window.present()
        GTKApplication.iterate { window.isMapped }
        var origins: [EventOrigin?] = []
        refresh.addObserver(for: .valueChanged) { [unowned refresh] in origins.append(refresh.currentEventOrigin) }
        let started = scrollView.pullToRefresh()
        let again = scrollView.pullToRefresh()
        checks.expect(
            started && !again && refresh.isRefreshing, "a pull starts a refresh; a second, while refreshing, does not",
            "\(started), \(again)")
        refresh.endRefreshing()
        refresh.sendActions(for: .valueChanged)
        checks.expect(
            origins == [.touch, .program], "a pull to refresh comes from touch, a send from code from program",
            "\(origins)")
        // ScrollView.pullToRefresh: the refresh control, if there is one, "enabled and not already refreshing".
        origins.removeAll()
        refresh.isEnabled = false
        let whileDisabled = scrollView.pullToRefresh()
        checks.expect(
            !whileDisabled && !refresh.isRefreshing && origins.isEmpty,
            "a pull while the refresh control is disabled starts nothing and sends nothing", "\(origins)")
        refresh.isEnabled = true
        // A pull is GtkScrolledWindow's edge-overshot at the top; the other edges' overshoots pull nothing.
        for (edge, name) in [(GTK_POS_BOTTOM, "bottom"), (GTK_POS_LEFT, "left"), (GTK_POS_TOP, "top")] {
            var values = [GValue](repeating: GValue(), count: 2)
            g_value_init(&values[0], gtk_scrolled_window_get_type())
            g_value_set_object(&values[0], UnsafeMutableRawPointer(scrollView.scrolledWindow))
            g_value_init(&values[1], gtk_position_type_get_type())
            g_value_set_enum(&values[1], gint(edge.rawValue))
            g_signal_emitv(values, g_signal_lookup("edge-overshot", gtk_scrolled_window_get_type()), 0, nil)
            for index in values.indices { g_value_unset(&values[index]) }
            checks.expect(
                refresh.isRefreshing == (name == "top"),
                "GTK's edge-overshot at the \(name) \(name == "top" ? "starts" : "starts no") refresh",
                "refreshing \(refresh.isRefreshing)")
        }
        refresh.endRefreshing()
        window.close()
    }
}
