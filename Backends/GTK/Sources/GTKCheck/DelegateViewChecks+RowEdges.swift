import CGtk4
import Foundation
import ObserverKitGTK

extension DelegateViewChecks {
    /// `indexPathForRow(at:)` exactly on the edge between two rows GTK laid out: "A row's top and left edges are
    /// its own, its bottom and right edges the next row's", so the edge names the lower row, at every edge of the
    /// rows GTK draws in view.
    static func checkRowEdges(_ table: TableView, _ checks: Checks) {
        let offset = table.scrollView.contentOffset
        var rows: [(top: Double, bottom: Double)] = []
        var child = gtk_widget_get_first_child(table.listView)
        while let widget = child {
            var bounds = graphene_rect_t()
            if gtk_widget_is_drawable(widget) != 0, gtk_widget_compute_bounds(widget, table.listView, &bounds) != 0 {
                rows.append((Double(bounds.origin.y), Double(bounds.origin.y + bounds.size.height)))
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        rows.sort { $0.top < $1.top }
        let height = Double(gtk_widget_get_height(table.listView))
        var misnamed: [String] = []
        var edges = 0
        for (upper, lower) in zip(rows, rows.dropFirst())
        where upper.bottom == lower.top && lower.top > 0 && lower.top + 1 < height {
            edges += 1
            let inside = table.indexPathForRow(at: CGPoint(x: 40, y: offset.y + lower.top + 1))
            let onEdge = table.indexPathForRow(at: CGPoint(x: 40, y: offset.y + lower.top))
            if onEdge != inside || inside == nil { misnamed.append("\(lower.top): \(String(describing: onEdge))") }
        }
        checks.expect(
            edges >= 3 && misnamed.isEmpty,
            "indexPathForRow(at:) on the edge between two rows names the lower one (\(edges) edges in view)",
            "\(misnamed)")
    }
}
