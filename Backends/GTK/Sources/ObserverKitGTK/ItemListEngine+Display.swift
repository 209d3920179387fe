import CGtk4
import Foundation
import ObserverKit

/// The display: the factory's `bind` of a row's widget is `willDisplay`, its `unbind` `didEndDisplaying` (of the
/// position it was bound at), so each appearance is reported once, paired. GTK binds the rows in view and a few beyond
/// it; which of them are on screen, and which is at a point, is read from their widgets.
extension ItemListEngine {
    /// Observation began (the first observer): the rows GTK bound before it (an adopted view's, bound when it was
    /// adopted) are reported with willDisplay, in order, so that every didEndDisplaying pairs with one heard.
    func observationBegan() {
        let shown = Set(displayed.values).subtracting(pendingEnds).sorted()
        reportDisplay(shown.map { .willDisplay(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// Reports display changes; a change their handlers ask for waits until the reports end.
    func reportDisplay(_ actions: [ItemListAction]) {
        let outer = isReportingDisplay
        isReportingDisplay = true
        for action in actions { report(action) }
        isReportingDisplay = outer
    }

    /// GTK unbound the row of list item `item`; during a change, only where GTK's rows are counts (see
    /// ``shownBeforeGTK``), and while the app sets another model, only which rows GTK shows.
    func unbound(_ item: UnsafeMutableRawPointer) {
        guard !isSwappingModel() else {
            displayed[item] = nil
            return
        }
        if isChanging, shownBeforeGTK == nil { shownBeforeGTK = Set(displayed.values) }
        guard let position = displayed.removeValue(forKey: item), !isChanging else { return }
        leftDisplay(position)
    }

    /// The row at `position` was unbound: it has left the display unless GTK binds it again in the same turn of
    /// the main loop (GTK rebinds a row whose state changes), so the report waits for the end of the turn.
    func leftDisplay(_ position: Int) {
        pendingEnds.insert(position)
        scheduleEndOfTurn()
    }

    private func scheduleEndOfTurn() {
        guard !isEndOfTurnScheduled else { return }
        isEndOfTurnScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.endOfTurn() }
        }
    }

    /// The end of a turn of the main loop: the rows unbound in it and not bound again leave the display; then
    /// the changes asked for from GTK's own reports apply.
    private func endOfTurn() {
        isEndOfTurnScheduled = false
        let ended = pendingEnds.sorted()
        pendingEnds = []
        reportDisplay(ended.map { .didEndDisplaying(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// A row's widget was bound to its item: its label shows the item's string (for ObserverKit's rows), then
    /// willDisplay.
    func bound(_ item: UnsafeMutableRawPointer) {
        let listItem = OpaquePointer(item)
        if let object = gtk_list_item_get_item(listItem),
            GObjectType.isInstance(object, of: gtk_string_object_get_type()),
            let label = gtk_list_item_get_child(listItem),
            GObjectType.isInstance(UnsafeMutableRawPointer(label), of: gtk_label_get_type())
        {
            gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(object)))
        }
        let position = Int(gtk_list_item_get_position(listItem))
        guard !isSwappingModel() else {
            displayed[item] = position
            return
        }
        if isChanging, shownBeforeGTK == nil { shownBeforeGTK = Set(displayed.values) }
        displayed[item] = position
        guard !isChanging else { return }
        // Bound again in the turn it was unbound: it never left the display.
        guard pendingEnds.remove(position) == nil else { return }
        reportDisplay([.willDisplay(Self.indexPath(of: position))])
        // Reported from inside GTK's work: the changes asked for meanwhile apply when this turn's work is done.
        if !deferredChanges.isEmpty { scheduleEndOfTurn() }
    }

    /// The rows on screen, in order: those whose widget shows at least a part inside the view's viewport.
    /// GTK binds a few rows beyond the viewport (each reported with willDisplay); those are left out.
    var visibleIndexPaths: [IndexPath] {
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(gtk_widget_get_width(view)), height: Float(gtk_widget_get_height(view))))
        return drawnRows.compactMap { position, _, row -> Int? in
            var bounds = graphene_rect_t()
            var shown = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, view, &bounds) != 0,
                graphene_rect_intersection(&bounds, &viewport, &shown),
                shown.size.width > 0, shown.size.height > 0
            else { return nil }
            return position
        }.sorted().map(Self.indexPath(of:))
    }

    /// The row whose widget GTK has laid out at `point` of the content (the view's coordinates moved by the
    /// scroll view's ``ScrollView/contentOffset``, as a UIKit table's bounds are), or `nil`: for a point on no
    /// row, a NaN point, or a row GTK has not bound. A row's top and left edges are its own, its bottom and right
    /// edges the next row's.
    func indexPath(atContentPoint point: CGPoint) -> IndexPath? {
        let offset = scrollView.contentOffset
        return position(atViewPoint: CGPoint(x: point.x - offset.x, y: point.y - offset.y)).map(Self.indexPath(of:))
    }

    /// The position of the row GTK has laid out at `point` of the view (its own coordinates), as
    /// ``indexPath(atContentPoint:)``.
    private func position(atViewPoint point: CGPoint) -> Int? {
        heardRow(atViewPoint: point)?.position
    }

    /// The row GTK has laid out at `point` of the view (its own coordinates), among the rows heard bound and
    /// drawn: its position, its list item, and GTK's widget of the row (the parent of the list item's child, so
    /// that a row's padding counts as the row). A row's top and left edges are its own, its bottom and right
    /// edges the next row's; `nil` for a point on no such row, or a NaN point.
    func heardRow(
        atViewPoint point: CGPoint
    ) -> (position: Int, item: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>)? {
        let x = Float(point.x)
        let y = Float(point.y)
        guard !x.isNaN, !y.isNaN else { return nil }
        for (position, item, child) in drawnRows {
            let row = gtk_widget_get_parent(child) ?? child
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, view, &bounds) != 0 else { continue }
            if x >= bounds.origin.x, x < bounds.origin.x + bounds.size.width, y >= bounds.origin.y,
                y < bounds.origin.y + bounds.size.height
            {
                return (position, item, row)
            }
        }
        return nil
    }

    /// The rows GTK has bound and drawn, each with its item's position in the model now (GTK moves a row's widget
    /// without binding it again when an adopted model changes), its list item and its child widget. A row GTK
    /// keeps bound off screen is not drawn (its last allocation may still lie in the viewport), so it is left out.
    var drawnRows: [(position: Int, item: OpaquePointer, child: UnsafeMutablePointer<GtkWidget>)] {
        displayed.keys.compactMap { raw in
            let item = OpaquePointer(raw)
            let position = gtk_list_item_get_position(item)
            guard position != GTK_INVALID_LIST_POSITION, let child = gtk_list_item_get_child(item),
                gtk_widget_is_drawable(child) != 0
            else { return nil }
            return (Int(position), item, child)
        }
    }
}
