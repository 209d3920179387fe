import CGtk4
import Foundation
import ObserverKitGTK

/// A factory the app sets on a table's list view (`listView` is public): display reports follow it. The app's
/// `GtkSignalListItemFactory` is heard (the rows stay shown, scrolling reports, `reloadData()` re-sets it);
/// another kind of factory ends the display of every row; and a table or grid whose factory was replaced goes
/// without touching the factory GTK let go (under `G_DEBUG=fatal-criticals` that would abort).
@MainActor
enum ListFactoryChecks {
    static func run(_ checks: Checks) {
        var weakTable: (() -> AnyObject?)?
        do {
            let window = Window(title: "ObserverKit GTK list factories", width: 360, height: 320)
            let table = TableView(rows: (0..<400).map { "Row \($0)" }, height: 240)
            let display = DisplayLog()
            let token = table.observed.addObserver { display.add($0) }
            window.add(table)
            _ = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
            GTKApplication.run(for: .milliseconds(300))
            let shownAtStart = display.shown

            let appFactory = signalFactory()
            gtk_list_view_set_factory(OpaquePointer(table.listView), appFactory)
            g_object_unref(UnsafeMutableRawPointer(appFactory))  // the view holds it now, as an app leaves it
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                !shownAtStart.isEmpty && display.shown == shownAtStart && display.isPaired,
                "the app's own signal factory set on a table's list view: the rows shown stay shown, unreported",
                "at the start \(shownAtStart.sorted()), now \(display.shown.sorted()), \(display.entries)")

            display.entries = []
            // Past the rows GTK bound at first (about 200), a step at a time as a user scrolls (GTK 4.8 shows
            // nothing after one jump that far).
            for step in 1...6 {
                table.scrollView.contentOffset = CGPoint(x: 0, y: Double(step) * 1_000)
                GTKApplication.run(for: .milliseconds(100))
            }
            GTKApplication.run(for: .milliseconds(200))
            let visible = Set(table.indexPathsForVisibleRows?.map(\.row) ?? [])
            checks.expect(
                !visible.isEmpty && visible.isSubset(of: display.shown)
                    && display.entries.contains { $0.hasPrefix("+") } && display.isPaired,
                "scrolled, the rows the app's factory binds are reported (willDisplay), and those it unbinds end",
                "visible \(visible.sorted()), paired \(display.isPaired), \(display.entries)")

            display.entries = []
            let shownBeforeReload = display.shown
            table.reloadData()
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                gtk_list_view_get_factory(OpaquePointer(table.listView)) == appFactory
                    && display.ended == shownBeforeReload.sorted() && display.shown == shownBeforeReload
                    && display.isPaired,
                "reloadData() re-sets the app's factory, the view's own: each row shown ends, then is shown again",
                "\(display.entries)")

            display.entries = []
            let shownBeforeSwitch = display.shown
            let builderFactory = builderListItemFactory()
            gtk_list_view_set_factory(OpaquePointer(table.listView), builderFactory)
            g_object_unref(UnsafeMutableRawPointer(builderFactory))
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                !shownBeforeSwitch.isEmpty && display.shown.isEmpty && display.ended == shownBeforeSwitch.sorted()
                    && display.isPaired,
                "a factory that is no signal factory set by the app: every row shown ends its display",
                "\(display.entries)")
            display.entries = []
            table.scrollView.contentOffset = .zero
            GTKApplication.run(for: .milliseconds(300))
            table.reloadData()
            GTKApplication.run(for: .milliseconds(200))
            checks.expect(
                display.entries.isEmpty && gtk_list_view_get_factory(OpaquePointer(table.listView)) == builderFactory,
                "with that factory, scrolling and reloadData() report no display, and the factory stays the app's",
                "\(display.entries)")
            token.cancel()
            window.close()
            weakTable = { [weak table] in table }
        }
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            weakTable?() == nil, "a table whose factory the app replaced goes, touching no factory GTK let go")

        var weakGrid: (() -> AnyObject?)?
        do {
            let grid = CollectionView(items: ["Blue", "Green"])
            let appFactory = signalFactory()
            gtk_grid_view_set_factory(OpaquePointer(grid.gridView), appFactory)
            g_object_unref(UnsafeMutableRawPointer(appFactory))
            gtk_grid_view_set_factory(OpaquePointer(grid.gridView), nil)
            grid.reloadData()
            weakGrid = { [weak grid] in grid }
        }
        checks.expect(
            weakGrid?() == nil,
            "a grid in no window whose factory the app replaced twice reloads and goes, touching no freed factory")
    }

    /// A `GtkSignalListItemFactory` of the app's, whose rows are labels (ObserverKit fills a label with its row's
    /// string when it hears the bind).
    static func signalFactory() -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, _ in
            gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        return factory
    }

    /// A `GtkBuilderListItemFactory`, whose rows are labels bound to their item's string by GTK itself.
    static func builderListItemFactory() -> OpaquePointer {
        let template = """
            <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
            <binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup>
            </lookup></binding></object></property></template></interface>
            """
        let bytes = template.withCString { g_bytes_new($0, gsize(strlen($0))) }
        defer { g_bytes_unref(bytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)!
    }
}
