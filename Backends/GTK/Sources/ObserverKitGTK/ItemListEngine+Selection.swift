import CGtk4
import Foundation
import ObserverKit

/// The selection: the selection model's `selection-changed` (for the range it names) is compared with the selection
/// last seen; what left it is reported first, then what joined it, as UIKit deselects the old row before it selects the
/// new one. Changes from code (``select(_:)``, ``deselect(_:)``, new rows) are made with that handler blocked and
/// report nothing, as UIKit's `selectRow(at:…)` calls no delegate method; made from a handler of a report, they apply
/// at once, as UIKit's from `tableView(_:didSelectRowAt:)`. The handler runs after the emission's other handlers, so
/// GTK's list and the app's own handlers of the model see the change a report answers before the change its handler
/// makes (which a nested emission tells them).
extension ItemListEngine {
    /// The selected rows, ascending, or `nil` when none is.
    var selectedIndexPaths: [IndexPath]? {
        selected.isEmpty ? nil : selected.sorted().map(Self.indexPath(of:))
    }

    /// Whether several rows may be selected at once. Turning it off keeps only the first selected row; neither
    /// change reports anything.
    var allowsMultipleSelection: Bool {
        get {
            selection.map { GObjectType.isInstance(UnsafeMutableRawPointer($0), of: gtk_multi_selection_get_type()) }
                ?? false
        }
        set {
            settleClick()
            guard newValue != allowsMultipleSelection, let items = selection.flatMap(Self.items(of:)) else { return }
            let kept = newValue ? selected.sorted() : selected.min().map { [$0] } ?? []
            let replacement = Self.makeSelection(over: items, multiple: newValue)
            for position in kept { gtk_selection_model_select_item(replacement, guint(position), 0) }
            // Followed before the view has it, so that GTK's rows bound again meanwhile count as the same rows.
            track(replacement)
            setModel(replacement)
            shownBeforeSwap = nil  // ObserverKit's own change of model, over the same rows: nothing to report
            g_object_unref(UnsafeMutableRawPointer(replacement))
        }
    }

    /// Selects the row at `indexPath` from code (ignored beyond the count or outside section 0): no report.
    func select(_ indexPath: IndexPath) {
        guard let position = position(of: indexPath), let selection else { return }
        silently { gtk_selection_model_select_item(selection, guint(position), allowsMultipleSelection ? 0 : 1) }
        resyncSelection()
    }

    /// Deselects the row at `indexPath` from code: no report.
    func deselect(_ indexPath: IndexPath) {
        guard let position = position(of: indexPath) else { return }
        silently { unselect(position) }
        resyncSelection()
    }

    /// Unselects `position`. A single selection refuses unless it may be emptied (`can-unselect`, which would also
    /// let a Ctrl+click empty it) and does not select by itself (`autoselect`, on in an adopted `.ui` selection;
    /// newer GTK refuses then too), so both are set for this call only and put back as they were.
    func unselect(_ position: Int) {
        guard let selection else { return }
        guard GObjectType.isInstance(UnsafeMutableRawPointer(selection), of: gtk_single_selection_get_type()) else {
            gtk_selection_model_unselect_item(selection, guint(position))
            return
        }
        let canUnselect = gtk_single_selection_get_can_unselect(selection)
        let autoselects = gtk_single_selection_get_autoselect(selection)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_selection_model_unselect_item(selection, guint(position))
        gtk_single_selection_set_autoselect(selection, autoselects)
        gtk_single_selection_set_can_unselect(selection, canUnselect)
    }

    /// Makes `change` to the selection model without reports; a pending plain click ends first.
    func silently(_ change: () -> Void) {
        settleClick()
        guard let selection else { return change() }
        Signal.blocking(UnsafeMutableRawPointer(selection), selectionHandler, change)
    }

    /// Reads the whole selection from the model, after a change that reports nothing.
    func resyncSelection() {
        selected = modelSelection()
    }

    /// The rows the selection model has selected.
    func modelSelection() -> Set<Int> {
        guard let selection, let bitset = gtk_selection_model_get_selection(selection) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        var rows = Set<Int>()
        var iterator = GtkBitsetIter()
        var value: guint = 0
        var more = gtk_bitset_iter_init_first(&iterator, bitset, &value) != 0
        while more {
            rows.insert(Int(value))
            more = gtk_bitset_iter_next(&iterator, &value) != 0
        }
        return rows
    }

    /// Sets the selection model's selection to `rows` in one change (call it silently), over every row: a bitset
    /// of the model's own (`gtk_selection_model_get_selection` may return the one it keeps) is never written to,
    /// since the model would then see no change to tell its view and its handlers.
    func setModelSelection(_ rows: Set<Int>) {
        guard let selection else { return }
        let wanted = gtk_bitset_new_empty()!
        let mask = gtk_bitset_new_range(0, guint(count))!
        defer {
            gtk_bitset_unref(wanted)
            gtk_bitset_unref(mask)
        }
        for row in rows { gtk_bitset_add(wanted, guint(row)) }
        gtk_selection_model_set_selection(selection, wanted, mask)
    }

    /// Connects the selection model's `selection-changed`, after the emission's other handlers: GTK's list and
    /// the app's own handlers see each change before ObserverKit reports it, so a change a handler of the report
    /// makes (``select(_:)``, ``deselect(_:)``, new rows) reaches them after the change it answers, not inside it.
    func connectSelection() {
        guard let selection else { return }
        selectionHandler = Signal.connectUIntPair(
            UnsafeMutableRawPointer(selection), "selection-changed", after: true
        ) { [weak self] position, count in
            self?.selectionChanged(from: Int(position), count: Int(count))
        }
    }

    /// The user changed the selection within `position..<position + count`: what left it, then what joined it.
    /// GTK's own selection for a plain click with multiple selection waits for the click (see `+Clicks`).
    func selectionChanged(from position: Int, count changed: Int) {
        guard !holdsClickSelection(), let selection else { return }
        let range = position..<min(position + changed, count)
        let now = Set(range.filter { gtk_selection_model_is_selected(selection, guint($0)) != 0 })
        let before = selected.filter { range.contains($0) }
        guard allowsSelection else {
            // Undone: the rows that joined the selection are unselected first, so that a single selection,
            // emptied, takes its row back.
            silently {
                for position in now.subtracting(before) { unselect(position) }
                for position in before.subtracting(now) {
                    gtk_selection_model_select_item(selection, guint(position), 0)
                }
            }
            return
        }
        let left = before.subtracting(now).sorted()
        let joined = now.subtracting(before).sorted()
        selected.subtract(left)
        selected.formUnion(joined)
        for position in left { report(.didDeselect(Self.indexPath(of: position))) }
        for position in joined { report(.didSelect(Self.indexPath(of: position))) }
    }
}
