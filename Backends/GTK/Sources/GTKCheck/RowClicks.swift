import CGtk4
import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// Plain clicks on the rows of a GTK list view as a user makes them, and the headless table's taps on the same
/// rows: what the selection checks compare.
@MainActor
struct RowClicks {
    let window: Window
    /// The X server's id of the window.
    let id: String
    /// The `GtkListView` clicked.
    let listView: UnsafeMutablePointer<GtkWidget>

    /// Clicks, with the primary button, 20 points in from the left of the row GTK lays out `row`th from the top
    /// (the list scrolled to its top), in its middle, then lets GTK take it as a click of its own (past a double
    /// click's time). Rows are found through GTK's own row widgets, whatever factory made their content.
    func click(row: Int) {
        guard let y = Self.middle(ofRow: row, in: listView) else { return }
        window.click(widget: listView, x: 20, y: y, on: id, .atOnce)
    }

    /// The middle, in `listView`'s coordinates, of the row widget GTK lays out `row`th from the top (its
    /// children are the rows' widgets), or `nil` when it has fewer.
    static func middle(ofRow row: Int, in listView: UnsafeMutablePointer<GtkWidget>) -> Double? {
        let rows = rowWidgets(of: listView)
        guard rows.indices.contains(row) else { return nil }
        return rows[row].top + rows[row].height / 2
    }

    /// The rows, counted from the top as ``middle(ofRow:in:)`` counts them, whose widget GTK draws selected (its
    /// `GTK_STATE_FLAG_SELECTED`, which GTK sets from the selection model's changes it is told).
    static func rowsDrawnSelected(in listView: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        rowWidgets(of: listView).enumerated().filter { _, row in
            gtk_widget_get_state_flags(row.widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
        }.map(\.offset)
    }

    /// GTK's row widgets of `listView` (its visible children), top to bottom, with their top and height.
    private static func rowWidgets(
        of listView: UnsafeMutablePointer<GtkWidget>
    ) -> [(widget: UnsafeMutablePointer<GtkWidget>, top: Double, height: Double)] {
        var rows: [(widget: UnsafeMutablePointer<GtkWidget>, top: Double, height: Double)] = []
        var child = gtk_widget_get_first_child(listView)
        while let widget = child {
            var bounds = graphene_rect_t()
            if gtk_widget_get_visible(widget) != 0, gtk_widget_compute_bounds(widget, listView, &bounds) != 0 {
                rows.append((widget, Double(bounds.origin.y), Double(bounds.size.height)))
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return rows.sorted { $0.top < $1.top }
    }

    /// A headless table of `count` rows laid out (44 points each), with multiple selection when `multiple`: the
    /// reference a check taps (``tap(row:of:)``).
    static func headlessTable(rows count: Int, multiple: Bool = false) -> ObserverKitHeadless.TableView {
        let table = ObserverKitHeadless.TableView(rowsInSections: [count])
        table.reloadData()  // its first layout: before it, no row is shown to tap
        table.allowsMultipleSelection = multiple
        return table
    }

    /// Taps the middle of `row` of a table from ``headlessTable(rows:multiple:)``.
    static func tap(row: Int, of table: ObserverKitHeadless.TableView) {
        table.tap(at: CGPoint(x: 20, y: 22 + 44 * Double(row)))
    }
}
