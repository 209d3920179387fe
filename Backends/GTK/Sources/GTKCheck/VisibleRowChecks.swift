import CGtk4
import Foundation
import ObserverKitGTK

/// `indexPathsForVisibleRows` and `indexPathsForVisibleItems` on a real window, against what GTK draws: the rows
/// at the top and bottom edges of the viewport, found by GTK's own picking and read from their labels, bound
/// the rows on screen, before and after a scroll; an empty table answers `nil`.
@MainActor
enum VisibleRowChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK visible rows", width: 360, height: 520)
        let table = TableView(rows: (0..<400).map { "Row \($0)" }, height: 240)
        let grid = CollectionView(items: (0..<60).map { "Item \($0)" }, columns: 3, height: 160)
        var bound: Set<Int> = []
        let token = table.observed.addObserver { action in
            switch action {
            case .willDisplay(let indexPath): bound.insert(indexPath.row)
            case .didEndDisplaying(let indexPath): bound.remove(indexPath.row)
            default: break
            }
        }
        window.add(table)
        window.add(grid)
        _ = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))

        checkRows(table, bound: { bound }, checks, "at the top")
        table.scrollView.contentOffset = CGPoint(x: 0, y: 2_000)
        GTKApplication.run(for: .milliseconds(300))
        checkRows(table, bound: { bound }, checks, "after a scroll")
        checks.expect(
            table.indexPathsForVisibleRows?.first.map { $0.row > 0 } == true,
            "scrolled down, the first row is no longer visible",
            "\(String(describing: table.indexPathsForVisibleRows?.first))")

        let items = grid.indexPathsForVisibleItems.map(\.item)
        let firstItem = shownNumber(in: grid.gridView, x: 10, y: 0.5)
        let lastItem = shownNumber(
            in: grid.gridView, x: Double(gtk_widget_get_width(grid.gridView)) - 10,
            y: Double(gtk_widget_get_height(grid.gridView)) - 0.5)
        checks.expect(
            firstItem == 0 && lastItem.map { items == Array(0...$0) } == true,
            "a grid's visible items run from the item drawn at its top left to the one at its bottom right",
            "\(items), drawn \(String(describing: firstItem))…\(String(describing: lastItem))")

        checks.expect(TableView(rows: []).indexPathsForVisibleRows == nil, "a table in no window shows no rows: nil")
        table.rows = []
        grid.items = []
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            table.indexPathsForVisibleRows == nil && grid.indexPathsForVisibleItems.isEmpty,
            "emptied in a shown window, a table shows no rows (nil) and a grid no items ([])",
            "\(String(describing: table.indexPathsForVisibleRows)), \(grid.indexPathsForVisibleItems)")
        token.cancel()
        window.close()
    }

    /// The visible rows are those from the row GTK draws at the top edge to the one at the bottom edge, each
    /// bound (reported with willDisplay), and fewer than the rows bound.
    static func checkRows(_ table: TableView, bound: () -> Set<Int>, _ checks: Checks, _ when: String) {
        let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
        let height = Double(gtk_widget_get_height(table.listView))
        let top = shownNumber(in: table.listView, x: 20, y: 0.5)
        let bottom = shownNumber(in: table.listView, x: 20, y: height - 0.5)
        checks.expect(
            top.flatMap { top in bottom.map { rows == Array(top...$0) } } == true
                && Set(rows).isSubset(of: bound()) && rows.count < bound().count,
            "\(when), the visible rows run from the row drawn at the top edge to the one at the bottom edge, "
                + "each reported with willDisplay, and GTK binds more than it shows",
            "\(rows), drawn \(String(describing: top))…\(String(describing: bottom)), bound \(bound().count)")
    }

    /// The number in the label of the row or item GTK draws at `x`, `y` of `view` ("Row 12" is 12), found with
    /// GTK's picking: what the user sees there, apart from the bounds the backend reads.
    static func shownNumber(in view: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) -> Int? {
        guard var widget = gtk_widget_pick(view, x, y, GTK_PICK_DEFAULT), widget != view else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != view { widget = parent }
        guard gtk_widget_get_parent(widget) == view, let label = gtk_widget_get_first_child(widget),
            String(cString: gtk_widget_get_css_name(label)) == "label"
        else { return nil }
        let text = String(cString: gtk_label_get_text(OpaquePointer(label)))
        return text.split(separator: " ").last.flatMap { Int($0) }
    }
}
