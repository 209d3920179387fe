import CGtk4
import Foundation
import ObserverKit

/// Changes of the rows shown (new rows, a reload, a deletion, a new factory) apply first (GTK's model and the positions
/// kept here), then report: didEndDisplaying for the rows they took off the display, then willDisplay for those GTK
/// bound meanwhile. A change a handler asks for while display is being reported, or while a change is under way, waits
/// (as on the headless backend) and applies, in the order asked, when the outer change has applied and reported; when
/// GTK itself is reporting (binding rows as the view scrolls), at the end of that turn of the main loop, outside GTK's
/// work.
extension ItemListEngine {
    /// The number of rows (0 without a model).
    var count: Int { selection.map { Int(g_list_model_get_n_items($0)) } ?? 0 }

    /// The rows' text (an adopted model's items that are not strings read as "").
    var rows: [String] {
        guard let selection else { return [] }
        return (0..<count).map { index in
            guard let object = g_list_model_get_item(selection, guint(index)) else { return "" }
            defer { g_object_unref(object) }
            guard GObjectType.isInstance(object, of: gtk_string_object_get_type()) else { return "" }
            return String(cString: gtk_string_object_get_string(OpaquePointer(object)))
        }
    }

    /// The index path of the row or item at `position`: every one is in section 0.
    static func indexPath(of position: Int) -> IndexPath { IndexPath(indexes: [0, position]) }

    /// The position of the row or item at `indexPath`, when it is in section 0 and within the count.
    func position(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath[0] == 0, indexPath[1] >= 0, indexPath[1] < count else { return nil }
        return indexPath[1]
    }

    /// Every row shown leaves the display (GTK is about to unbind them all, and may bind rows at the same
    /// positions in the same turn): returns their positions, ascending, for the change to report; their unbinds
    /// are not heard again.
    func takeEveryShownRow() -> [Int] {
        let shown = Set(displayed.values).union(pendingEnds).sorted()
        displayed = [:]
        pendingEnds = []
        return shown
    }

    /// Replaces the rows (ignored for an adopted view whose model is not a string list): GTK unbinds the rows
    /// shown (didEndDisplaying) and binds the new ones (willDisplay); the selection is cleared without reports,
    /// as UIKit's `reloadData()` clears it. Asked for from a handler while display is reported, it waits.
    func setRows(_ rows: [String]) {
        guard let strings, let selection else { return }
        guard !waits({ [weak self] in self?.setRows(rows) }) else { return }
        change {
            let shown = takeEveryShownRow()
            silently {
                gtk_selection_model_unselect_all(selection)
                var pointers = rows.map { strdup($0) }
                pointers.append(nil)
                pointers.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                        gtk_string_list_splice(strings, 0, guint(count), $0)
                    }
                }
                for pointer in pointers { free(pointer) }
            }
            resyncSelection()
            return shown
        }
    }

    /// Shows every row again, as UIKit's `reloadData()`: each row shown leaves the display (didEndDisplaying, now)
    /// and is shown again as GTK binds it anew (willDisplay), and the selection is cleared without reports. A view
    /// whose display is not reported (an adopted view with another kind of factory) only clears its selection.
    /// Asked for from a handler while display is reported, it waits.
    func reloadData() {
        guard !waits({ [weak self] in self?.reloadData() }) else { return }
        // Should the app's change of model or factory not have been heard yet (notifications frozen).
        followModel()
        followFactory()
        change {
            let shown = takeEveryShownRow()
            silently {
                for position in selected { unselect(position) }
            }
            resyncSelection()
            // Set again, the view's factory (the one heard) makes GTK unbind every row (not heard: `displayed` is
            // empty) and bind it anew.
            if let factory { resetFactory(factory) }
            return shown
        }
    }

    /// Removes the rows at `indexPaths` (those beyond the count or outside section 0 are ignored, as are index
    /// paths naming no row once it applies): they leave the selection without reports, as UIKit's
    /// `deleteRows(at:with:)`, the later ones move up, and those shown leave the display (didEndDisplaying at
    /// their positions before, ascending). Asked for from a handler while display is reported, it waits.
    func delete(_ indexPaths: [IndexPath]) {
        guard let strings else { return }
        guard !waits({ [weak self] in self?.delete(indexPaths) }) else { return }
        let removed = Set(indexPaths.compactMap(position(of:))).sorted()
        guard !removed.isEmpty else { return }
        change {
            // GTK keeps the widgets of the rows that stay, moving their positions without unbinding them: the
            // positions kept here move with them (up by the rows removed before), and a removed row shown
            // leaves the display.
            let gone = Set(removed)
            let moved = { (position: Int) in position - (removed.firstIndex { $0 >= position } ?? removed.count) }
            var ended = pendingEnds.intersection(gone)
            displayed = displayed.compactMapValues { position in
                guard !gone.contains(position) else {
                    ended.insert(position)
                    return nil
                }
                return moved(position)
            }
            pendingEnds = Set(pendingEnds.subtracting(gone).map(moved))
            silently {
                for position in removed.reversed() { gtk_string_list_remove(strings, guint(position)) }
            }
            resyncSelection()
            return ended.sorted()
        }
    }

    /// Applies `body`, a change of the rows shown, then reports it: didEndDisplaying for the positions it returns
    /// (the rows it took off the display), then willDisplay for the rows GTK bound meanwhile; then the changes
    /// asked for meanwhile apply, in order.
    func change(_ body: () -> [Int]) {
        isChanging = true
        let ended = body()
        isChanging = false
        let shown = rowsShownByGTK()
        let ends = ended.map { ItemListAction.didEndDisplaying(Self.indexPath(of: $0)) }
        reportDisplay(ends + shown.map { .willDisplay(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// Where GTK's rows are once a change has applied, against where they were when GTK first bound or unbound
    /// one during it: returns the positions GTK shows that were not shown (bound again where a row unbound earlier
    /// in this turn was: it never left the display), ascending; a position no row shows any more has left the
    /// display, reported at the end of the turn unless GTK binds it again.
    private func rowsShownByGTK() -> [Int] {
        guard let before = shownBeforeGTK else { return [] }
        shownBeforeGTK = nil
        for item in Array(displayed.keys) {
            let position = gtk_list_item_get_position(OpaquePointer(item))
            displayed[item] = position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        let now = Set(displayed.values)
        for position in before.subtracting(now) { leftDisplay(position) }
        return now.subtracting(before).sorted().filter { pendingEnds.remove($0) == nil }
    }

    /// Whether `change` must wait, display being reported or a change under way: it is then queued, to apply
    /// when they end, after those queued before it. Otherwise those still queued apply first, so that changes
    /// apply in the order asked.
    func waits(_ change: @escaping () -> Void) -> Bool {
        guard !isReportingDisplay, !isChanging else {
            deferredChanges.append(change)
            return true
        }
        runDeferredChanges()
        return false
    }

    /// Applies the changes queued, in order (and those queued as they apply), unless display is being reported
    /// or a change is under way: what ends then runs them.
    func runDeferredChanges() {
        guard !isRunningDeferredChanges else { return }
        isRunningDeferredChanges = true
        while !isReportingDisplay, !isChanging, !deferredChanges.isEmpty { deferredChanges.removeFirst()() }
        isRunningDeferredChanges = false
    }
}
