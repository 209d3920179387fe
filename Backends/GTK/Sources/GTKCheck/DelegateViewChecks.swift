import CGtk4
import Foundation
import ObserverKitGTK

/// The delegate-backed views on a real window, driven with real input from xdotool: a click on a row, Up, Down
/// and Return, wheel and scrollbar-drag scrolling, typing into the search entry, Escape; the same for views
/// adopted from a `.ui` file; bad input; and lifetime.
@MainActor
enum DelegateViewChecks {
    static let title = "ObserverKit GTK delegates"

    static func run(_ checks: Checks) {
        var weakTable: (() -> AnyObject?)?
        do {
            let window = Window(title: title, width: 420, height: 640)
            let search = SearchBar()
            let table = TableView(rows: (0..<400).map { "Row \($0)" }, height: 240)
            let grid = CollectionView(items: (0..<12).map { "Item \($0)" }, columns: 3, height: 160)
            gtk_scrolled_window_set_overlay_scrolling(OpaquePointer(table.scrollView.scrolledWindow), 0)
            let log = ActionLog()
            let tokens = [
                search.observed.addObserver { log.add("search \($0)") },
                table.observed.addObserver { log.add("table \(describe($0))") },
                grid.observed.addObserver { log.add("grid \($0)") },
            ]
            window.add(search)
            window.add(table)
            window.add(grid)
            let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
            GTKApplication.run(for: .milliseconds(300))
            checks.expect(!id.isEmpty, "the delegates window is on the X server")

            log.remove { $0.hasPrefix("search") }  // the entry took the focus when the window was shown
            checkDisplay(table, log, checks)
            checkRows(table, window, id, log, checks)
            checkScrolling(table, window, id, log, checks)
            checkSearch(search, table, window, id, log, checks)
            checkGrid(grid, window, id, log, checks)
            checkBadInput(table, log, checks)
            checkHitTesting(table, grid, window, id, log, checks)
            checkRowEdges(table, checks)
            checkReload(table, log, checks)
            for token in tokens { token.cancel() }
            window.close()
            weakTable = { [weak table] in table }
        }
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(weakTable?() == nil, "a table view goes when its window is closed and its owner lets go")

    }

    /// The table's actions, with index paths as row numbers.
    static func describe(_ action: TableViewAction) -> String {
        switch action {
        case .didSelect(let indexPath): "didSelect \(indexPath.row)"
        case .didDeselect(let indexPath): "didDeselect \(indexPath.row)"
        case .willDisplay(let indexPath): "willDisplay \(indexPath.row)"
        case .didEndDisplaying(let indexPath): "didEndDisplaying \(indexPath.row)"
        case .scroll(.didScroll): "didScroll"
        case .scroll(let scroll): "\(scroll)"
        }
    }

    /// GTK binds the rows in view, and a few beyond, once each, in order from the first.
    static func checkDisplay(_ table: TableView, _ log: ActionLog, _ checks: Checks) {
        let shown = log.entries.compactMap { $0.hasPrefix("table willDisplay ") ? Int($0.dropFirst(18)) : nil }
        checks.expect(
            !shown.isEmpty && shown == Array(0..<shown.count) && shown.count < 400,
            "a table reports willDisplay for the rows GTK binds when shown: from row 0, in order, each once",
            "\(shown)")
        checks.expect(
            !log.entries.contains { $0.hasPrefix("table didEndDisplaying") }, "no row has ended its display yet")
        log.clear()
    }

    /// A click on the first row, then Down, Up and Return from the keyboard.
    static func checkRows(_ table: TableView, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks) {
        window.click(widget: table.listView, x: 40, y: 6, on: id, .atOnce, settle: .milliseconds(200))
        log.remove { $0 == "search didEndEditing" }  // the click took the focus from the search entry
        checks.expect(
            log.entries == ["table didSelect 0"] && table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)],
            "a click on a table's first row reports didSelect for row 0", "\(log.entries)")
        log.clear()
        XDoTool.key("Down")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries == ["table didDeselect 0", "table didSelect 1"],
            "Down moves the selection: didDeselect of the old row first, then didSelect of the new", "\(log.entries)")
        log.clear()
        XDoTool.key("Up")
        XDoTool.key("Return")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries == ["table didDeselect 1", "table didSelect 0"],
            "Up moves it back; Return (GTK's activate, which UIKit's delegate has no call for) reports nothing",
            "\(log.entries)")
        log.clear()
    }

    /// The wheel, then a drag of the scrollbar, then the wheel back to the top.
    static func checkScrolling(
        _ table: TableView, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks
    ) {
        window.movePointer(toWidget: table.listView, x: 40, y: 100, on: id)
        XDoTool.click(5, times: 6)
        GTKApplication.run(for: .milliseconds(300))
        let offset = table.scrollView.contentOffset.y
        checks.expect(
            offset > 0 && log.entries.contains("table didScroll") && !log.entries.contains("table willBeginDragging"),
            "the wheel scrolls the table: didScroll, and no drag", "offset \(offset), \(log.entries)")
        checkPairing(log, checks, "wheel scrolling")
        log.clear()

        let scrollbar = gtk_scrolled_window_get_vscrollbar(OpaquePointer(table.scrollView.scrolledWindow))!
        let width = Double(gtk_widget_get_width(scrollbar))
        let height = Double(gtk_widget_get_height(scrollbar))
        let start = window.surfacePoint(ofWidget: scrollbar, x: width / 2, y: height * 0.3)
        XDoTool.move(window: id, to: start)
        let trackingBefore = table.scrollView.isTracking
        XDoTool.press()
        let trackingAtPress = table.scrollView.isTracking
        for step in 1...6 { XDoTool.move(window: id, to: (start.x, start.y + Double(step) * 12)) }
        let draggingDuring = table.scrollView.isDragging
        let trackingDuring = table.scrollView.isTracking
        XDoTool.release()
        // GTK animates the slider to where the press warped it, after the release too: let it come to rest.
        GTKApplication.run(for: .milliseconds(1_000))
        checks.expect(
            draggingDuring && !table.scrollView.isDragging, "isDragging holds from the drag's start to its end",
            "during \(draggingDuring), after \(table.scrollView.isDragging)")
        checks.expect(
            !trackingBefore && trackingAtPress && trackingDuring && !table.scrollView.isTracking,
            "isTracking holds from the press, before any drag, to the release",
            "before \(trackingBefore), at the press \(trackingAtPress), dragging \(trackingDuring), after "
                + "\(table.scrollView.isTracking)")
        let drag = log.entries.filter { !$0.contains("Display") }
        checks.expect(
            drag.first == "table willBeginDragging" && drag.contains("table didScroll")
                && drag.last == "table didEndDragging(willDecelerate: false)",
            "dragging the scrollbar reports willBeginDragging, didScroll, then didEndDragging(willDecelerate: false)",
            "\(drag)")
        checkPairing(log, checks, "dragging")
        log.clear()

        window.movePointer(toWidget: table.listView, x: 40, y: 100, on: id)
        table.scrollView.contentOffset = CGPoint(x: 0, y: 60)  // from code: no scroll to the top reported
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        for _ in 0..<12 where table.scrollView.contentOffset.y > 0 {
            XDoTool.click(4)
            GTKApplication.run(for: .milliseconds(100))
        }
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            table.scrollView.contentOffset.y == 0 && log.entries.filter { $0 == "table didScrollToTop" }.count == 1
                && log.entries.last == "table didScrollToTop",
            "the wheel back to the top reports didScrollToTop once, after the last didScroll",
            "\(log.entries.filter { !$0.contains("Display") }.suffix(3)), offset \(table.scrollView.contentOffset.y)")
        log.clear()
    }

    /// Every didEndDisplaying is of a row shown before, and no row is shown twice without ending in between.
    static func checkPairing(_ log: ActionLog, _ checks: Checks, _ what: String) {
        var shown = Set(log.shownBefore)
        var paired = true
        for entry in log.entries {
            if entry.hasPrefix("table willDisplay "), let row = Int(entry.dropFirst(18)) {
                paired = paired && shown.insert(row).inserted
            } else if entry.hasPrefix("table didEndDisplaying "), let row = Int(entry.dropFirst(23)) {
                paired = paired && shown.remove(row) != nil
            }
        }
        log.shownBefore = Array(shown)
        checks.expect(
            paired, "\(what) shows and hides rows, each didEndDisplaying paired with a willDisplay before it")
    }

    /// Typing into the search entry, Return, Escape, and the focus leaving.
    static func checkSearch(
        _ search: SearchBar, _ table: TableView, _ window: Window, _ id: String, _ log: ActionLog,
        _ checks: Checks
    ) {
        window.click(search, x: 40, y: 10, on: id, .atOnce, settle: .zero)
        XDoTool.type("ab")
        XDoTool.key("Return")
        XDoTool.key("Escape")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries == [
                "search didBeginEditing", "search textDidChange(\"a\")", "search textDidChange(\"ab\")",
                "search searchButtonClicked", "search cancelButtonClicked",
            ],
            "typing into the search entry, Return and Escape report begin, each change, search and cancel",
            "\(log.entries)")
        log.clear()
        gtk_widget_grab_focus(table.listView)
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries.first == "search didEndEditing", "the focus leaving the search entry reports didEndEditing",
            "\(log.entries)")
        search.text = "from code"
        checks.expect(log.entries.count == 1, "setting the search text from code reports nothing", "\(log.entries)")
        log.clear()
        search.boundValue = "bound"
        checks.expect(
            search.text == "bound" && boundText(of: search) == "bound" && log.entries.isEmpty,
            "a search bar is Bindable: its bound value is its text, and setting it reports nothing", "\(log.entries)")
        search.text = ""
        log.clear()
        checkCancelButton(search, window, id, log, checks)
        checkSearchKeyOrder(search, log, checks)
        checkCancelOverHeldDeletion(search, window, id, log, checks)
    }

    /// `showsCancelButton` (UIKit's): a Cancel button after the entry, whose click reports cancelButtonClicked
    /// and leaves the entry editing; hidden again, it leaves the row.
    static func checkCancelButton(
        _ search: SearchBar, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks
    ) {
        guard let button = shownCancelButton(search, log, checks) else { return }
        window.click(widget: button, x: 10, y: 10, on: id, .atOnce, settle: .milliseconds(200))
        checks.expect(
            log.entries == ["search cancelButtonClicked"] && search.isFirstResponder,
            "a click on the Cancel button reports cancelButtonClicked, and the entry keeps editing", "\(log.entries)")
        search.showsCancelButton = false
        checks.expect(
            gtk_widget_get_parent(button) == nil && gtk_widget_get_next_sibling(search.searchTextField.widget) == nil,
            "showsCancelButton turned off takes the button out of the row")
        search.resignFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
    }

    /// Shows `search`'s Cancel button and gives its entry the focus, the log cleared: the button, or `nil` (a
    /// failed check) when none shows.
    static func shownCancelButton(
        _ search: SearchBar, _ log: ActionLog, _ checks: Checks
    ) -> UnsafeMutablePointer<GtkWidget>? {
        search.showsCancelButton = true
        GTKApplication.run(for: .milliseconds(200))
        guard let button = gtk_widget_get_next_sibling(search.searchTextField.widget) else {
            checks.expect(false, "showsCancelButton shows a button after the entry")
            return nil
        }
        search.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        return button
    }

    /// The bound value of anything `Bindable`, read through the protocol.
    static func boundText<Bound: Bindable>(of bindable: Bound) -> Bound.BoundType { bindable.boundValue }

    /// A click on the grid's first item, then Right.
    static func checkGrid(
        _ grid: CollectionView, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks
    ) {
        window.click(widget: grid.gridView, x: 20, y: 10, on: id, .atOnce, settle: .zero)
        XDoTool.key("Right")
        GTKApplication.run(for: .milliseconds(200))
        let selection = log.entries.filter { $0.contains("elect") }
        checks.expect(
            selection == [
                "grid didSelect([0, 0])", "grid didDeselect([0, 0])", "grid didSelect([0, 1])",
            ],
            "a click on a grid's first item selects it; Right moves the selection to the next item", "\(selection)")
        checks.expect(
            grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 12
                && grid.numberOfItems(inSection: 1) == 0
                && grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)],
            "a grid has one section of its items, and answers its selection as UIKit",
            "\(String(describing: grid.indexPathsForSelectedItems))")
        log.clear()
        checkSelectionRules(grid, window, id, log, checks)
    }

    /// Selection rules set through the `ItemListView` base, with real clicks: multiple selection turned on (the
    /// selection kept), a click and a Ctrl+click each adding an item (a plain click toggles, as a UIKit tap),
    /// turned off (the first kept); selection turned off (a click undone, code still selecting and deselecting).
    static func checkSelectionRules(
        _ grid: CollectionView, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks
    ) {
        let list: ItemListView = grid
        let selectedBefore = grid.indexPathsForSelectedItems
        list.allowsMultipleSelection = true
        GTKApplication.run(for: .milliseconds(100))
        checks.expect(
            selectedBefore == [IndexPath(item: 1, section: 0)] && grid.indexPathsForSelectedItems == selectedBefore
                && log.entries.isEmpty,
            "turning multiple selection on (through ItemListView) keeps the selection, reporting nothing",
            "\(String(describing: grid.indexPathsForSelectedItems)), \(log.entries)")
        let column = Double(gtk_widget_get_width(grid.gridView)) / 3
        window.click(widget: grid.gridView, x: 20, y: 10, on: id, .atOnce, settle: .zero)
        window.movePointer(toWidget: grid.gridView, x: 2 * column + 20, y: 10, on: id)
        XDoTool.run(["keydown", "ctrl"])
        XDoTool.click(1)
        XDoTool.run(["keyup", "ctrl"])
        GTKApplication.run(for: .milliseconds(200))
        let selection = log.entries.filter { $0.contains("elect") }
        let all = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]
        checks.expect(
            selection == ["grid didSelect([0, 0])", "grid didSelect([0, 2])"]
                && grid.indexPathsForSelectedItems == all,
            "with multiple selection, a click adds one item (as a UIKit tap) and a Ctrl+click another, each "
                + "reported once", "\(selection)")
        log.clear()
        list.allowsMultipleSelection = false
        checks.expect(
            grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)] && log.entries.isEmpty,
            "turning multiple selection off keeps the first selected item, reporting nothing",
            "\(String(describing: grid.indexPathsForSelectedItems))")

        list.allowsSelection = false
        // Past GTK's double-click time, on another item, so that the click is a click of its own.
        GTKApplication.run(for: .milliseconds(600))
        window.click(widget: grid.gridView, x: column + 20, y: 10, on: id, .atOnce, settle: .milliseconds(200))
        // GTK's own model, not the grid's record of it: the click selected item 1 there, and it was undone.
        let model = gtk_grid_view_get_model(OpaquePointer(grid.gridView))
        let modelAfterClick = [0, 1].map { gtk_selection_model_is_selected(model, guint($0)) != 0 }
        let afterClick = grid.indexPathsForSelectedItems
        grid.selectItem(at: IndexPath(item: 2, section: 0))
        let afterCode = grid.indexPathsForSelectedItems
        grid.deselectItem(at: IndexPath(item: 0, section: 0))
        // As UIKit's `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)` document: with
        // selection off, calling them has no effect.
        checks.expect(
            afterClick == [IndexPath(item: 0, section: 0)] && modelAfterClick == [true, false]
                && afterCode == [IndexPath(item: 0, section: 0)]
                && grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)]
                && !log.entries.contains { $0.contains("elect") },
            "with selection off a click selects nothing and reports nothing, and code neither selects nor deselects",
            "after the click \(String(describing: afterClick)) (GTK: \(modelAfterClick)), after code "
                + "\(String(describing: afterCode)), "
                + "\(log.entries)")
        list.allowsSelection = true
        log.clear()
    }

    /// Rows beyond the count, rows removed while selected, an empty table, NaN and negative content offsets.
    static func checkBadInput(_ table: TableView, _ log: ActionLog, _ checks: Checks) {
        table.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        GTKApplication.run(for: .milliseconds(100))
        let before = table.scrollView.contentOffset
        log.clear()
        table.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        let afterNaN = table.scrollView.contentOffset
        table.scrollView.contentOffset = CGPoint(x: -50, y: -50)
        table.scrollView.contentOffset = CGPoint(x: -1, y: -1)  // the same clamped offset: no second report
        GTKApplication.run(for: .milliseconds(100))
        let scrolls = log.entries.filter { $0.hasPrefix("table didScroll") }
        checks.expect(
            before.y > 0 && afterNaN == before && table.scrollView.contentOffset == .zero
                && scrolls == ["table didScroll"],
            "a NaN content offset is ignored; a negative one scrolls to the top, reported once",
            "before \(before), after NaN \(afterNaN), now \(table.scrollView.contentOffset), \(scrolls)")
        table.scrollView.contentOffset = CGPoint(x: 0, y: 1_000_000)
        GTKApplication.run(for: .milliseconds(100))
        let bottom = table.scrollView.contentOffset.y
        let size = table.scrollView.contentSize
        let viewport = Double(gtk_widget_get_height(table.listView))
        checks.expect(
            size.height > 400 * 10 && abs(bottom - (size.height - viewport)) < 1,
            "an offset past the end stops at contentSize minus the view's height; contentSize spans the 400 rows",
            "offset \(bottom), contentSize \(size), viewport \(viewport)")
        table.scrollView.contentOffset = .zero
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        table.selectRow(at: IndexPath(row: 500, section: 0))
        checks.expect(
            table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)]
                && table.indexPathForSelectedRow == IndexPath(row: 0, section: 0) && log.entries.isEmpty,
            "selecting a row beyond the count changes and reports nothing", "\(log.entries)")
        table.selectRow(at: IndexPath(row: 2, section: 0))
        table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 999, section: 0)])
        checks.expect(
            table.indexPathsForSelectedRows == nil && table.numberOfRows(inSection: 0) == 399
                && table.numberOfRows(inSection: 1) == 0 && table.numberOfSections == 1
                && !log.entries.contains { $0.contains("elect") },
            "a selected row removed leaves the selection without a report; a row beyond the count is ignored",
            "\(log.entries)")
        let empty = TableView(rows: [])
        var reports = 0
        let token = empty.observed.addObserver { _ in reports += 1 }
        empty.selectRow(at: IndexPath(row: 0, section: 0))
        checks.expect(
            empty.indexPathsForSelectedRows == nil && reports == 0, "an empty table selects and reports nothing")
        token.cancel()
        log.clear()
    }
}

extension DelegateViewChecks {
    /// `indexPathForRow(at:)` and `indexPathForItem(at:)` against GTK itself: the row a real click selects is
    /// the one named at that point of the content, scrolled or not; no row for a point below the rows or NaN.
    static func checkHitTesting(
        _ table: TableView, _ grid: CollectionView, _ window: Window, _ id: String, _ log: ActionLog,
        _ checks: Checks
    ) {
        table.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        GTKApplication.run(for: .milliseconds(200))
        let offset = table.scrollView.contentOffset
        window.click(widget: table.listView, x: 40, y: 100, on: id, .atOnce, settle: .milliseconds(200))
        let clicked = table.indexPathForSelectedRow
        let named = table.indexPathForRow(at: CGPoint(x: 40, y: offset.y + 100))
        checks.expect(
            offset.y > 900 && clicked != nil && named == clicked,
            "indexPathForRow(at:) names the row a real click at that content point selects, scrolled",
            "offset \(offset), clicked \(String(describing: clicked)), named \(String(describing: named))")
        checks.expect(
            table.indexPathForRow(at: CGPoint(x: 40, y: offset.y + 100_000)) == nil
                && table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil
                && table.indexPathForRow(at: CGPoint(x: 40, y: offset.y - 100_000)) == nil,
            "indexPathForRow(at:) is nil far below or above the rows GTK has laid out, and at a NaN point")

        let column = Double(gtk_widget_get_width(grid.gridView)) / 3
        window.click(widget: grid.gridView, x: 2 * column + 20, y: 10, on: id, .atOnce, settle: .milliseconds(200))
        let gridOffset = grid.scrollView.contentOffset
        let item = grid.indexPathForItem(at: CGPoint(x: 2 * column + 20, y: gridOffset.y + 10))
        checks.expect(
            item == IndexPath(item: 2, section: 0)
                && grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)],
            "indexPathForItem(at:) names the grid item a real click there selects (the third column's first)",
            "\(String(describing: item))")
        log.clear()
    }
}

extension DelegateViewChecks {
    /// `reloadData()` (UIKit's): every row shown ends its display, then is shown again; the selection clears
    /// without a report.
    static func checkReload(_ table: TableView, _ log: ActionLog, _ checks: Checks) {
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        let selectedBefore = table.indexPathsForSelectedRows
        table.reloadData()
        GTKApplication.run(for: .milliseconds(200))
        let ended = log.entries.compactMap { $0.hasPrefix("table didEndDisplaying ") ? Int($0.dropFirst(23)) : nil }
        let shown = log.entries.compactMap { $0.hasPrefix("table willDisplay ") ? Int($0.dropFirst(18)) : nil }
        let lastEnd = log.entries.lastIndex { $0.hasPrefix("table didEndDisplaying") } ?? -1
        let firstShow = log.entries.firstIndex { $0.hasPrefix("table willDisplay") } ?? -1
        checks.expect(
            selectedBefore != nil && !ended.isEmpty && ended == ended.sorted() && Set(shown) == Set(ended)
                && lastEnd < firstShow && table.indexPathsForSelectedRows == nil
                && !log.entries.contains { $0.contains("elect") },
            "reloadData() ends the display of every row shown, shows each again, and clears the selection silently",
            "selected before \(String(describing: selectedBefore)), \(log.entries)")
        log.clear()
    }
}

/// The observed actions as text, in order.
@MainActor
final class ActionLog {
    private(set) var entries: [String] = []
    /// The rows shown when the entries were last cleared, for the pairing check.
    var shownBefore: [Int] = []

    func add(_ entry: String) { entries.append(entry) }

    func remove(where matches: (String) -> Bool) { entries.removeAll(where: matches) }

    func clear() {
        for entry in entries {
            if entry.hasPrefix("table willDisplay "), let row = Int(entry.dropFirst(18)) { shownBefore.append(row) }
            if entry.hasPrefix("table didEndDisplaying "), let row = Int(entry.dropFirst(23)) {
                shownBefore.removeAll { $0 == row }
            }
        }
        shownBefore = Array(Set(shownBefore))
        entries = []
    }
}
