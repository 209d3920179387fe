import CGtk4
import Foundation
import ObserverKit

/// With multiple selection, a plain click (no Ctrl or Shift) on a row whose bind the engine heard (its own
/// factory's rows, or those of a `GtkSignalListItemFactory` of the app's) toggles that row, as a UIKit tap does. A
/// capture-phase controller on the view sees the press and the release before the rows do and notes the row
/// pressed among the rows heard; GTK's own click of that row, if it takes the release (a widget inside the row,
/// such as a button, may take it instead), selects the row alone; ObserverKit's handler of that click's
/// `released`, which runs after GTK's, then puts back the selection from before the click with that row toggled
/// and reports didSelect or didDeselect, within the same release. GTK's change (the row alone) is held unreported
/// meanwhile. GTK decides what is a click: a release that moved off the row, even onto another, is one for the row
/// pressed (GTK 4.8 selects it), so it toggles that row, where a UIKit finger that moved would tap nothing. The row
/// is the one pressed, wherever the rows moved meanwhile (rows changed from code between the press and the
/// release). A row the engine did not hear (the rows of another factory, such as a `GtkBuilderListItemFactory`)
/// is left to GTK's own rule: the row alone, reported as GTK makes it.
extension ItemListEngine {
    /// The heard row a primary press landed on: its list item, whose position GTK's click selects at the release
    /// (the row may have moved meanwhile), and its row widget, whose click gesture takes the release. Both are
    /// referenced until the release.
    @MainActor final class PressedRow {
        let item: OpaquePointer
        let widget: UnsafeMutablePointer<GtkWidget>

        init(item: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>) {
            self.item = item
            self.widget = widget
            g_object_ref(UnsafeMutableRawPointer(item))
            g_object_ref(UnsafeMutableRawPointer(widget))
        }

        isolated deinit {
            g_object_unref(UnsafeMutableRawPointer(item))
            g_object_unref(UnsafeMutableRawPointer(widget))
        }
    }

    /// A plain click GTK's row is about to take, from the release ``pointerEvent(_:)`` saw until the row's click
    /// gesture handles it (``rowClicked()``) or the click ends without (``settleClick()``).
    struct PendingClick {
        /// The position of the row clicked.
        let position: Int
        /// GTK's click gesture of the row, referenced while pending, and the handler of its `released`.
        let gesture: OpaquePointer
        let handler: UInt
        /// The selection before GTK's own change for the click (the row alone), which is held unreported until
        /// the click toggles the row; `nil` while GTK has made none.
        var held: Set<Int>?
    }

    /// An event on the view, before its rows see it. A primary press on a heard row notes that row. With
    /// multiple selection, the primary release that follows, with neither Ctrl nor Shift, makes the click pending
    /// for the row pressed, at its position now: its click gesture is heard for the rest of this release. Any
    /// event ends the click before (``settleClick()``).
    func pointerEvent(_ event: OpaquePointer) {
        settleClick()
        let type = gdk_event_get_event_type(event)
        guard type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE,
            gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY)
        else { return }
        if type == GDK_BUTTON_PRESS {
            let row = WidgetCoordinates.location(of: event, in: view).flatMap(heardRow(atViewPoint:))
            press = row.map { PressedRow(item: $0.item, widget: $0.widget) }
            return
        }
        defer { press = nil }
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        guard let press, allowsMultipleSelection, allowsSelection, !activatesOnSingleClick,
            gdk_event_get_modifier_state(event).rawValue & modifiers == 0,
            gtk_list_item_get_selectable(press.item) != 0, gtk_widget_get_parent(press.widget) == view,
            case let position = gtk_list_item_get_position(press.item), position != GTK_INVALID_LIST_POSITION,
            let gesture = Self.clickGesture(of: press.widget)
        else { return }
        g_object_ref(UnsafeMutableRawPointer(gesture))
        let handler = Signal.connectClick(UnsafeMutableRawPointer(gesture), "released", after: true) {
            [weak self] in self?.rowClicked()
        }
        pendingClick = PendingClick(position: Int(position), gesture: gesture, handler: handler)
        MainScheduler().schedule { [weak self] in self?.settleClick() }
    }

    /// The click gesture GTK gives its row widget `row` for the primary button (whose release selects the row),
    /// if it has one.
    private static func clickGesture(of row: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let controllers = gtk_widget_observe_controllers(row) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            // The row holds its controllers: the pointer stays good after this reference goes.
            defer { g_object_unref(controller) }
            if GObjectType.isInstance(controller, of: gtk_gesture_click_get_type()),
                gtk_gesture_single_get_button(OpaquePointer(controller)) == guint(GDK_BUTTON_PRIMARY)
            {
                return OpaquePointer(controller)
            }
        }
        return nil
    }

    /// Whether the view is set to GTK's `single-click-activate`, where a click activates its row, not selects it.
    private var activatesOnSingleClick: Bool {
        switch kind {
        case .list: gtk_list_view_get_single_click_activate(OpaquePointer(view)) != 0
        case .grid: gtk_grid_view_get_single_click_activate(OpaquePointer(view)) != 0
        }
    }

    /// GTK's change of the selection during a pending click: held unreported when it leaves the clicked row alone
    /// selected (GTK's plain click), and true; otherwise the click ends (``settleClick()``) and this is false,
    /// for the caller to take the change as any other.
    func holdsClickSelection() -> Bool {
        guard let click = pendingClick else { return false }
        guard modelSelection() == [click.position] else {
            settleClick()
            return false
        }
        if click.held == nil { pendingClick?.held = selected }
        return true
    }

    /// GTK's row took the pending click and has made its own selection (the row alone, which may have changed
    /// nothing): the selection from before the click comes back with that row toggled (it joins, or leaves if it
    /// was selected), as a UIKit tap, and the toggle is reported.
    private func rowClicked() {
        guard let click = pendingClick, modelSelection() == [click.position] else { return settleClick() }
        endClick()
        let before = click.held ?? selected
        let row = click.position
        let wasSelected = before.contains(row)
        let toggled = wasSelected ? before.subtracting([row]) : before.union([row])
        if toggled != [row] { silently { setModelSelection(toggled) } }
        selected = toggled
        report(wasSelected ? .didDeselect(Self.indexPath(of: row)) : .didSelect(Self.indexPath(of: row)))
    }

    /// The pending click, if any, ends without GTK's row taking it (a widget inside the row took it, or the
    /// selection changed otherwise): a change GTK made meanwhile and that was held is reported now, as any other.
    func settleClick() {
        guard let click = pendingClick else { return }
        endClick()
        guard let held = click.held else { return }
        selected = held
        selectionChanged(from: 0, count: count)
    }

    /// Stops hearing the pending click's gesture, if any, and forgets the click (and any change held for it).
    func endClick() {
        guard let click = pendingClick else { return }
        pendingClick = nil
        g_signal_handler_disconnect(UnsafeMutableRawPointer(click.gesture), gulong(click.handler))
        g_object_unref(UnsafeMutableRawPointer(click.gesture))
    }
}
