import CGtk4
import Foundation
import ObserverKit

/// With multiple selection, a plain click (no Ctrl or Shift) toggles the clicked row, as a UIKit tap does, through
/// GTK's own click: a capture-phase controller on the view sees the release before the row's click gesture and empties
/// the selection, unreported; GTK's click then selects the clicked row alone, whatever made the row's content, and the
/// selection comes back with that row toggled (didSelect or didDeselect). A click GTK does not take (a widget inside
/// the row took it) gets the selection back as it was.
extension ItemListEngine {
    /// An event on the view, before its rows' click gestures see it. With multiple selection, a primary release
    /// with neither Ctrl nor Shift, on a row and within GtkGestureClick's distance of its press (where GTK's row
    /// takes it as a click, and selects that row alone), first empties the selection, unreported: GTK's click
    /// then names the row it selects, whatever the row's content (ObserverKit's labels or the app's own factory's
    /// widgets), and ``clickSelected(after:)`` puts the selection back toggled at that row. A click GTK does not
    /// take as a row's (a widget inside the row, such as a button, took it) selects nothing: the selection is put
    /// back as it was at the next event or the main queue's next turn, whichever comes first (``settleClick()``).
    func pointerEvent(_ event: OpaquePointer) {
        settleClick()
        let type = gdk_event_get_event_type(event)
        guard type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE,
            gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY)
        else { return }
        let point = WidgetCoordinates.location(of: event, in: view)
        if type == GDK_BUTTON_PRESS {
            pressPoint = point
            return
        }
        defer { pressPoint = nil }
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        guard let pressPoint, let point, allowsMultipleSelection, allowsSelection, !activatesOnSingleClick,
            gdk_event_get_modifier_state(event).rawValue & modifiers == 0,
            abs(point.x - pressPoint.x) < clickDistance, abs(point.y - pressPoint.y) < clickDistance,
            isOnRow(point)
        else { return }
        let before = selected
        if let selection, !before.isEmpty { silently { gtk_selection_model_unselect_all(selection) } }
        selectionBeforeClick = before
        MainScheduler().schedule { [weak self] in self?.settleClick() }
    }

    /// Whether `point` (the view's coordinates) lies on one of GTK's row widgets (the view's children), whatever
    /// factory made the row's content.
    private func isOnRow(_ point: CGPoint) -> Bool {
        var widget = gtk_widget_pick(view, point.x, point.y, GTK_PICK_DEFAULT)
        while let current = widget, current != view {
            if gtk_widget_get_parent(current) == view { return true }
            widget = gtk_widget_get_parent(current)
        }
        return false
    }

    /// Whether the view is set to GTK's `single-click-activate`, where a click activates its row, not selects it.
    private var activatesOnSingleClick: Bool {
        switch kind {
        case .list: gtk_list_view_get_single_click_activate(OpaquePointer(view)) != 0
        case .grid: gtk_grid_view_get_single_click_activate(OpaquePointer(view)) != 0
        }
    }

    /// How far a click may move and stay a click: GTK's `gtk-double-click-distance`, which its click gesture uses.
    private var clickDistance: Double {
        guard let settings = gtk_widget_get_settings(view) else { return 5 }
        var value = GValue()
        g_value_init(&value, WidgetSignal.Fundamental.int)
        defer { g_value_unset(&value) }
        let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
        g_object_get_property(object, "gtk-double-click-distance", &value)
        return Double(g_value_get_int(&value))
    }

    /// GTK's plain click with multiple selection changed the selection that ``pointerEvent(_:)`` emptied for it:
    /// when it selected one row (the clicked one), the selection `before` comes back with that row toggled (it
    /// joins, or leaves if it was selected), as a UIKit tap, the toggle is reported, and this returns true. Any
    /// other change was no click of a row's: GTK's selection stays, `before` is taken as the selection seen last
    /// (for the caller to report the change from it), and this returns false.
    func clickSelected(after before: Set<Int>) -> Bool {
        let clicked = modelSelection()
        guard clicked.count == 1, let row = clicked.first else {
            selected = before
            return false
        }
        let wasSelected = before.contains(row)
        let toggled = wasSelected ? before.subtracting([row]) : before.union([row])
        silently { setModelSelection(toggled) }
        selected = toggled
        report(wasSelected ? .didDeselect(Self.indexPath(of: row)) : .didSelect(Self.indexPath(of: row)))
        return true
    }

    /// A plain click's release has had its turn without GTK selecting a row: the selection emptied for it comes
    /// back, unreported. Nothing when no click is pending.
    func settleClick() {
        guard let before = selectionBeforeClick else { return }
        selectionBeforeClick = nil
        silently { setModelSelection(before) }
        resyncSelection()
    }
}
