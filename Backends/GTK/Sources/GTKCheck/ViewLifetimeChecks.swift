import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// What goes when the owner of a list, a search bar or a scroll view lets go, with its observers still registered
/// (an owner that observes its own views keeps no tokens): the Swift objects, the observers' closures (GLib's
/// destroy notifies released every signal handler's closure), and nothing of theirs called afterwards, even for
/// a gesture or a click still in progress, as their widgets go on or are finalized.
@MainActor
enum ViewLifetimeChecks {
    static let title = "ObserverKit GTK view lifetime"

    /// An object a handler captures: gone once the handler is released.
    final class Canary {}

    static func run(_ checks: Checks) {
        checkNeverShown(checks)
        checkPressedWhileClosed(checks)
        checkWidgetKeptByTheApp(checks)
        checkContentWrapperKept(checks)
    }

    /// A scroll view made over a wrapper nobody else keeps (`ScrollView(content: Label("…"))`) keeps it, and shows
    /// its widget, as long as it lives; both go with the scroll view.
    static func checkContentWrapperKept(_ checks: Checks) {
        weak var weakLabel: Label?
        weak var weakScroll: ObserverKitGTK.ScrollView?
        do {
            let scroll: ObserverKitGTK.ScrollView
            do {
                let label = Label("Kept")
                weakLabel = label
                scroll = ObserverKitGTK.ScrollView(content: label, height: 60)
            }
            weakScroll = scroll
            GTKApplication.run(for: .milliseconds(50))
            checks.expect(weakLabel != nil, "a scroll view keeps the wrapper it was made over while it lives")
            let viewport = gtk_scrolled_window_get_child(OpaquePointer(scroll.scrolledWindow))
            let child = viewport.flatMap { gtk_viewport_get_child(OpaquePointer($0)) }
            let text = child.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
            checks.expect(text == "Kept", "a scroll view over a Label only it keeps shows it (\(text ?? "nil"))")
        }
        GTKApplication.run(for: .milliseconds(50))
        checks.expect(weakScroll == nil && weakLabel == nil, "the scroll view and the wrapper it kept go together")
    }

    /// Views never shown, dropped with their observers: they go, and so do the observers' closures.
    static func checkNeverShown(_ checks: Checks) {
        var weak: [(String, () -> AnyObject?)] = []
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            let table = TableView(rows: (0..<50).map { "Row \($0)" }, height: 200)
            let grid = CollectionView(items: (0..<20).map { "Item \($0)" }, columns: 3, height: 160)
            let search = SearchBar()
            let scroll = ScrollView(content: gtk_label_new("Long"))
            table.allowsMultipleSelection = true
            table.observed.addObserver { [weak table] _ in _ = (table, canary) }
            grid.observed.addObserver { [weak grid] _ in _ = (grid, canary) }
            search.observed.addObserver { [weak search] _ in _ = (search, canary) }
            scroll.observed.addObserver { [weak scroll] _ in _ = (scroll, canary) }
            table.gestures.addObserver(for: .longPress()) { _ in _ = canary }
            table.selectRow(at: IndexPath(row: 2, section: 0))
            weak = [
                ("table", { [weak table] in table }), ("grid", { [weak grid] in grid }),
                ("search bar", { [weak search] in search }), ("scroll view", { [weak scroll] in scroll }),
            ]
            weakCanary = canary
        }
        GTKApplication.run(for: .milliseconds(100))
        for (name, object) in weak {
            checks.expect(object() == nil, "a \(name) never shown goes with its owner, its observers registered")
        }
        checks.expect(weakCanary == nil, "the observers of views never shown are released with them")
    }

    /// A table in a window, pressed on a row (the press noted, a long press waiting) with multiple selection,
    /// when the window closes and the owner lets go: everything goes, and the release afterwards reaches nothing.
    static func checkPressedWhileClosed(_ checks: Checks) {
        let log = ActionLog()
        var weakTable: (() -> AnyObject?)?
        var weakGestures: (() -> AnyObject?)?
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            let window = Window(title: title, width: 360, height: 400)
            let table = TableView(rows: (0..<50).map { "Row \($0)" }, height: 300)
            table.allowsMultipleSelection = true
            table.observed.addObserver { [weak table] action in
                _ = canary
                if table != nil { log.add("table \(action)") }
            }
            table.gestures.addObserver(for: .longPress()) { press in
                _ = canary
                log.add("press \(press.phase)")
            }
            window.add(table)
            let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
            GTKApplication.run(for: .milliseconds(200))
            if let y = RowClicks.middle(ofRow: 1, in: table.listView) {
                window.movePointer(toWidget: table.listView, x: 20, y: y, on: id)
            }
            XDoTool.press()
            GTKApplication.run(for: .milliseconds(100))
            log.clear()
            weakTable = { [weak table] in table }
            weakGestures = { [weak gestures = table.gestures] in gestures }
            weakCanary = canary
            window.close()
        }
        GTKApplication.run(for: .milliseconds(700))
        XDoTool.release()
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            weakTable?() == nil && weakGestures?() == nil,
            "a table pressed on a row goes when its window closes and its owner lets go, its gestures too")
        checks.expect(weakCanary == nil, "its observers' and gestures' closures are released")
        checks.expect(
            log.entries.allSatisfy { !$0.hasPrefix("table") } && !log.entries.contains("press began"),
            "nothing of the table's is reported after it went", "\(log.entries)")
    }

    /// A table whose widget the app keeps in a window after the `TableView` goes: the rows the window goes on
    /// showing and clicking reach no observer of the table gone, and its observers are released.
    static func checkWidgetKeptByTheApp(_ checks: Checks) {
        let log = ActionLog()
        let window = Window(title: title, width: 360, height: 400)
        // The window keeps the Swift objects added to it: the table's widget goes into a box of its own, which
        // GTK alone holds it in.
        let box = Box()
        window.add(box)
        var listView: UnsafeMutablePointer<GtkWidget>?
        var weakTable: (() -> AnyObject?)?
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            let table = TableView(rows: (0..<50).map { "Row \($0)" }, height: 300)
            table.allowsMultipleSelection = true
            table.observed.addObserver { action in
                _ = canary
                log.add("table \(action)")
            }
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(box.widget)), table.widget)
            listView = table.listView
            weakTable = { [weak table] in table }
            weakCanary = canary
        }
        guard let listView else { return }
        let id = window.presentedOnX { gtk_widget_get_height(listView) > 0 }
        GTKApplication.run(for: .milliseconds(200))
        log.clear()
        let clicks = RowClicks(window: window, id: id, listView: listView)
        clicks.click(row: 1)
        clicks.click(row: 2)
        let scrolled = gtk_widget_get_ancestor(listView, gtk_scrolled_window_get_type())
        if let scrolled {
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
            gtk_adjustment_set_value(adjustment, 400)
        }
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            weakTable?() == nil, "a table goes with its owner though the app's window still shows its widget")
        checks.expect(weakCanary == nil, "its observers are released with it")
        checks.expect(
            log.entries.isEmpty, "clicking and scrolling its widget afterwards reaches none of its observers",
            "\(log.entries)")
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }
}
