import CGtk4
import Foundation
import ObserverKitGTK

/// UIKit's spellings of selection from code on a real window: `selectRow(at:animated:scrollPosition:)` with each
/// position moves the `GtkScrolledWindow`'s vertical adjustment so that GTK then draws the row at the top, the
/// middle or the bottom of the view (found with GTK's picking and the row widget's bounds, within the point GTK's
/// layout may round it by), reports one didScroll at once and no selection; `.none`, `nil`, a row beyond the count and
/// `deselectRow(at:animated:)` scroll and report nothing. A grid's `selectItem(at:animated:scrollPosition:)` does
/// the same for its lines, and a list adopted from a `.ui` file behaves as one made in code.
@MainActor
enum SelectionScrollChecks {
    static let adoptedTitle = "ObserverKit GTK adopted selection scroll"

    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK selection scroll", width: 360, height: 560)
        let table = TableView(rows: (0..<400).map { "Row \($0)" }, height: 240)
        let grid = CollectionView(items: (0..<300).map { "Item \($0)" }, columns: 3, height: 200)
        window.add(table)
        window.add(grid)
        _ = window.presentedOnX {
            gtk_widget_get_height(table.listView) > 0 && gtk_widget_get_height(grid.gridView) > 0
        }
        GTKApplication.run(for: .milliseconds(300))
        checkPositions(table, "a table made in code", checks)
        checkNoScroll(table, checks)
        checkGrid(grid, checks)
        window.close()
        checkAdopted(checks)
    }

    /// The scroll and selection reports of `list` while `body` runs and GTK then lays out (display left out).
    static func reports(_ list: ItemListView, _ body: () -> Void) -> (atOnce: [String], afterLayout: [String]) {
        var log: [String] = []
        let token = list.observed.addObserver { action in
            switch action {
            case .scroll(.didScroll(let offset)): log.append("didScroll \(offset.y)")
            case .didSelect(let indexPath): log.append("didSelect \(indexPath.item)")
            case .didDeselect(let indexPath): log.append("didDeselect \(indexPath.item)")
            default: break
            }
        }
        body()
        let atOnce = log
        GTKApplication.run(for: .milliseconds(300))
        token.cancel()
        return (atOnce, log)
    }

    /// The vertical adjustment's value.
    static func adjustment(_ list: ItemListView) -> Double {
        gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(list.scrollView.scrolledWindow)))
    }

    /// The bounds, in `view`'s coordinates, of the row or item GTK draws at `x`, `y` of it, and the number of its
    /// label.
    static func drawn(in view: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) -> (Int, graphene_rect_t)? {
        guard let number = VisibleRowChecks.shownNumber(in: view, x: x, y: y),
            var widget = gtk_widget_pick(view, x, y, GTK_PICK_DEFAULT)
        else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != view { widget = parent }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, view, &bounds) != 0 else { return nil }
        return (number, bounds)
    }

    /// Each position from the top of the table, then from further down: the row is drawn where asked, the
    /// adjustment moved once (one didScroll, with its value) and stays there once GTK has laid the rows out.
    static func checkPositions(_ table: TableView, _ name: String, _ checks: Checks) {
        let height = Double(gtk_widget_get_height(table.listView))
        let cases: [(Int, TableView.ScrollPosition, Double)] = [
            // Picked 2 points inside the edge: the row may lie a point off it (see below).
            (200, .top, 2), (200, .middle, height / 2), (200, .bottom, height - 2), (150, .top, 2),
            (20, .middle, height / 2), (120, .bottom, height - 2),
        ]
        for (row, position, y) in cases {
            var target = 0.0
            let (atOnce, afterLayout) = reports(table) {
                table.selectRow(at: IndexPath(row: row, section: 0), animated: true, scrollPosition: position)
                target = adjustment(table)
            }
            let value = adjustment(table)
            let shown = drawn(in: table.listView, x: 20, y: y)
            let placed: Bool
            // Within a point: GTK 4.8 anchors its layout on a row and may round a point away (see TableView).
            switch position {
            case .top: placed = shown.map { abs(Double($0.1.origin.y)) <= 1 } ?? false
            case .middle:
                placed = shown.map { abs(Double($0.1.origin.y + $0.1.size.height / 2) - height / 2) <= 1 } ?? false
            default: placed = shown.map { abs(Double($0.1.origin.y + $0.1.size.height) - height) <= 1 } ?? false
            }
            let gtkFollowUp = Array(afterLayout.dropFirst(atOnce.count))
            checks.expect(
                shown?.0 == row && placed && atOnce == ["didScroll \(target)"] && afterLayout.starts(with: atOnce)
                    && (gtkFollowUp.isEmpty || (gtkFollowUp == ["didScroll \(value)"] && abs(value - target) <= 1))
                    && table.indexPathsForSelectedRows == [IndexPath(row: row, section: 0)],
                "\(name): selectRow(at: \(row), scrollPosition: .\(position)) moves the adjustment at once (one "
                    + "didScroll, no selection report) and GTK draws the row there",
                "drawn \(String(describing: shown.map { ($0.0, $0.1.origin.y, $0.1.size.height) })) in \(height), "
                    + "adjustment \(target) then \(value), \(atOnce) then \(afterLayout)")
        }
        let last = reports(table) {
            table.selectRow(at: IndexPath(row: 399, section: 0), animated: false, scrollPosition: .top)
        }
        let vertical = gtk_scrolled_window_get_vadjustment(OpaquePointer(table.scrollView.scrolledWindow))
        let end = gtk_adjustment_get_upper(vertical) - gtk_adjustment_get_page_size(vertical)
        let bottom = drawn(in: table.listView, x: 20, y: height - 0.5)
        checks.expect(
            abs(adjustment(table) - end) < 1 && bottom?.0 == 399 && last.atOnce.count == 1,
            "\(name): .top for the last row stops at the end of the content, the row drawn at the bottom",
            "adjustment \(adjustment(table)) of \(end), bottom \(String(describing: bottom?.0)), \(last)")
    }

    /// `.none`, `nil`, a row beyond the count and deselectRow(at:animated:): nothing scrolls, nothing is reported.
    static func checkNoScroll(_ table: TableView, _ checks: Checks) {
        table.scrollView.contentOffset = CGPoint(x: 0, y: 1_000)
        GTKApplication.run(for: .milliseconds(200))
        let before = adjustment(table)
        let none = reports(table) {
            table.selectRow(at: IndexPath(row: 5, section: 0), animated: true, scrollPosition: .none)
        }
        checks.expect(
            adjustment(table) == before && none.afterLayout.isEmpty
                && table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)],
            ".none selects the row without scrolling or reports", "\(adjustment(table)) from \(before), \(none)")
        let bad = reports(table) {
            for position in TableView.ScrollPosition.allCases {
                table.selectRow(at: IndexPath(row: 400, section: 0), animated: true, scrollPosition: position)
                table.selectRow(at: IndexPath(row: 3, section: 1), animated: true, scrollPosition: position)
            }
        }
        checks.expect(
            adjustment(table) == before && bad.afterLayout.isEmpty
                && table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)],
            "a row beyond the count or outside section 0 selects nothing and does not scroll",
            "\(adjustment(table)) from \(before), \(bad), \(String(describing: table.indexPathsForSelectedRows))")
        let cleared = reports(table) {
            table.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
            table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: nil, animated: true, scrollPosition: .top)
        }
        checks.expect(
            adjustment(table) == before && cleared.afterLayout.isEmpty && table.indexPathsForSelectedRows == nil,
            "deselectRow(at:animated:) and selectRow(at: nil, …) deselect without scrolling or reports",
            "\(adjustment(table)) from \(before), \(cleared)")
    }

    /// A grid: each vertical member puts the item's line where asked, the item drawn in its column.
    static func checkGrid(_ grid: CollectionView, _ checks: Checks) {
        let width = Double(gtk_widget_get_width(grid.gridView))
        let height = Double(gtk_widget_get_height(grid.gridView))
        let cases: [(Int, CollectionView.ScrollPosition, Double)] = [
            (151, [.centeredVertically, .left], height / 2), (200, .top, 0.5), (91, .bottom, height - 0.5),
        ]
        for (item, position, y) in cases {
            let (atOnce, afterLayout) = reports(grid) {
                grid.selectItem(at: IndexPath(item: item, section: 0), animated: true, scrollPosition: position)
            }
            let shown = drawn(in: grid.gridView, x: width / 3 * Double(item % 3) + 10, y: y)
            checks.expect(
                shown?.0 == item && atOnce == ["didScroll \(adjustment(grid))"] && afterLayout == atOnce
                    && grid.indexPathsForSelectedItems == [IndexPath(item: item, section: 0)],
                "a grid's selectItem(at: \(item), scrollPosition: \(position.rawValue)) scrolls its line there",
                "drawn \(String(describing: shown?.0)), \(atOnce) then \(afterLayout)")
        }
        grid.allowsSelection = false
        let before = adjustment(grid)
        let refused = reports(grid) {
            grid.selectItem(at: IndexPath(item: 10, section: 0), animated: true, scrollPosition: .top)
        }
        grid.allowsSelection = true
        checks.expect(
            adjustment(grid) == before && refused.afterLayout.isEmpty
                && grid.indexPathsForSelectedItems == [IndexPath(item: 91, section: 0)],
            "with allowsSelection off, a grid's selectItem(at:animated:scrollPosition:) neither selects nor scrolls",
            "\(adjustment(grid)) from \(before), \(refused)")
    }

    /// A list view from a `.ui` file, adopted: the same positions land the same way.
    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: adoptedTitle, height: 300,
            children: UIDefinition.scrolledList(items: (0..<400).map { "Row \($0)" }))
        guard let builder = try? Builder(string: definition, name: "selection-scroll.ui"),
            let window = try? builder.window(id: "window"),
            let tracks = try? builder.tableView(id: "tracks")
        else {
            checks.expect(false, "a .ui window with a list view of 400 rows is adopted")
            return
        }
        _ = window.presentedOnX { gtk_widget_get_height(tracks.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        checkPositions(tracks, "an adopted .ui list", checks)
        window.close()
    }
}
