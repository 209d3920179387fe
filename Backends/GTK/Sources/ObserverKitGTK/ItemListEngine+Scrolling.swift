import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// Selection from code with UIKit's scroll position (`selectRow(at:animated:scrollPosition:)`,
/// `selectItem(at:animated:scrollPosition:)`): the row is selected as ``select(_:)`` selects it, then the scroll
/// view's ``ScrollView/contentOffset`` is set from code so that the row is at the place asked (clamped by GTK to
/// the content, one `.didScroll`). GTK 4.8 has no call that scrolls a row to a place of the view, so the place is
/// computed: GTK lays out a list's rows, and a grid's lines, one after another at the height it measured for those
/// it drew (it estimates the others' as those), and a grid's columns at equal widths; so the row's frame follows
/// from one drawn row's size, its line and its column. GTK lays the rows out anew at its next frame, where the
/// scroll put them (anchored on a row, within a point: GTK 4.8's rounding may move the adjustment by one, which
/// the scroll view reports as GTK's own move).
extension ItemListEngine {
    /// Selects `indexPath` from code and scrolls it to `vertical` and `horizontal` (an axis without an alignment
    /// keeps its offset): `nil` deselects every row; an index path naming no row selects and scrolls nothing.
    /// Reports no selection, as ``select(_:)``.
    func select(
        _ indexPath: IndexPath?, scrollingTo vertical: ItemScrollAlignment?, _ horizontal: ItemScrollAlignment?
    ) {
        guard let indexPath else { return deselectAll() }
        guard let position = position(of: indexPath) else { return }
        select(indexPath)
        guard vertical != nil || horizontal != nil, let frame = contentFrame(ofPosition: position) else { return }
        let size = CGSize(width: Double(gtk_widget_get_width(view)), height: Double(gtk_widget_get_height(view)))
        scrollView.contentOffset = ItemScrollAlignment.offset(
            showing: frame, inViewOf: size, from: scrollView.contentOffset, vertical: vertical, horizontal: horizontal)
    }

    /// Deselects every row from code: no report.
    func deselectAll() {
        let rows = modelSelection()
        silently {
            for position in rows.sorted() { unselect(position) }
        }
        resyncSelection()
    }

    /// Where the row or item at `position` is in the content (the coordinates of ``ScrollView/contentOffset``),
    /// from a row GTK has drawn: its height is every line's, its width every column's (a grid has as many columns
    /// as such widths fill the view). `nil` before GTK has drawn a row (the view not shown yet).
    func contentFrame(ofPosition position: Int) -> CGRect? {
        guard let drawn = drawnRows.first else { return nil }
        let row = gtk_widget_get_parent(drawn.child) ?? drawn.child
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, view, &bounds) != 0, bounds.size.width > 0, bounds.size.height > 0
        else { return nil }
        let width = Double(bounds.size.width)
        let height = Double(bounds.size.height)
        let columns = kind == .list ? 1 : max(1, Int((Double(gtk_widget_get_width(view)) / width).rounded()))
        return CGRect(
            x: Double(position % columns) * width, y: Double(position / columns) * height, width: width,
            height: height)
    }
}
