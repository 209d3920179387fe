import CGtk4
import Foundation
import ObserverKit

/// The view's model: its selection model is followed (``track(_:)``), with the list under it, each referenced while
/// followed. When the app sets another selection model on the view, or another list under the selection model
/// (`gtk_single_selection_set_model` and its kin: the new items a filter or a search puts in place), each tells
/// `notify::model` once GTK has bound the new rows (binds and unbinds for a model not followed yet only note which
/// rows GTK shows); the view's selection model and its list are then followed as an adopted view's (new rows go to
/// the new string list), the old ones let go, and the display reports every row shown before as ended, then the new
/// model's rows as shown.
///
/// Whatever changes the rows under the selection model (the engine, or the app through its list: a row's button
/// removing its own item), the selection is read again from the model once they have changed, without reports: GTK's
/// selection models keep the selected items selected as the rows around them move, as UIKit keeps a table's selected
/// rows through `deleteRows(at:with:)`. A pending plain click (see `+Clicks`) ends there.
extension ItemListEngine {
    /// Follows `model`, the view's selection model (or none): references it and the list under it, if any, hears
    /// its `selection-changed`, `items-changed` and `notify::model`, and reads its selection without reports.
    func track(_ model: OpaquePointer?) {
        untrack()
        guard let model else { return }
        g_object_ref(UnsafeMutableRawPointer(model))
        selection = model
        items = Self.items(of: model)
        if let items { g_object_ref(UnsafeMutableRawPointer(items)) }
        connectSelection()
        itemsNotifyHandler = Signal.connectNotify(UnsafeMutableRawPointer(model), "model") { [weak self] in
            self?.followModel()
        }
        itemsHandler = Signal.connectUIntTriple(UnsafeMutableRawPointer(model), "items-changed", after: true) {
            [weak self] _, _, _ in
            self?.endClick()
            self?.resyncSelection()
        }
        resyncSelection()
    }

    /// No longer follows the selection model followed, if any: its handlers go, and so do the references.
    func untrack() {
        endClick()
        if let selection {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(selection), gulong(selectionHandler))
            g_signal_handler_disconnect(UnsafeMutableRawPointer(selection), gulong(itemsHandler))
            g_signal_handler_disconnect(UnsafeMutableRawPointer(selection), gulong(itemsNotifyHandler))
        }
        Self.release(selection, items)
        selection = nil
        items = nil
        selectionHandler = 0
        itemsHandler = 0
        itemsNotifyHandler = 0
        selected = []
    }

    /// Lets go of the references to `objects` after this turn of the main loop. The app may have put another model
    /// in place from inside a signal of the one followed (a didSelect handler runs inside the selection model's
    /// `selection-changed`, which GtkSingleSelection emits from its own `set_selected`), and the view has let go of
    /// its own reference then: were this one, the last, let go of at once, GTK would go on using the freed model
    /// once the handler returns.
    private static func release(_ objects: OpaquePointer?...) {
        let addresses = objects.compactMap { $0.map { Int(bitPattern: UnsafeMutableRawPointer($0)) } }
        guard !addresses.isEmpty else { return }
        DispatchQueue.main.async {
            for address in addresses { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
        }
    }

    /// A single or multiple selection model over `model` (which it references), with nothing selected, as
    /// UIKit's tables start. A single selection made over a model would select its first item at once
    /// (`autoselect`): it is made empty, told not to, then given the model.
    static func makeSelection(over model: OpaquePointer, multiple: Bool) -> OpaquePointer {
        if multiple {
            return gtk_multi_selection_new(g_object_ref(UnsafeMutableRawPointer(model)).map(OpaquePointer.init))
        }
        let single = gtk_single_selection_new(nil)!
        gtk_single_selection_set_autoselect(single, 0)
        gtk_single_selection_set_model(single, model)
        return single
    }

    /// The list model a selection model selects in.
    static func items(of selection: OpaquePointer) -> OpaquePointer? {
        let raw = UnsafeMutableRawPointer(selection)
        if GObjectType.isInstance(raw, of: gtk_single_selection_get_type()) {
            return gtk_single_selection_get_model(selection)
        }
        if GObjectType.isInstance(raw, of: gtk_multi_selection_get_type()) {
            return gtk_multi_selection_get_model(selection)
        }
        if GObjectType.isInstance(raw, of: gtk_no_selection_get_type()) { return gtk_no_selection_get_model(selection) }
        return nil
    }

    /// The view's selection model now.
    private var viewModel: OpaquePointer? {
        switch kind {
        case .list: gtk_list_view_get_model(OpaquePointer(view))
        case .grid: gtk_grid_view_get_model(OpaquePointer(view))
        }
    }

    /// Whether `model` (the view's) is the selection model followed, over the list followed.
    private func isFollowing(_ model: OpaquePointer?) -> Bool {
        model == selection && model.flatMap(Self.items(of:)) == items
    }

    /// Sets the view's model from here: not followed as the app's (``followModel()``).
    func setModel(_ model: OpaquePointer) {
        Signal.blocking(UnsafeMutableRawPointer(view), modelNotifyHandler) {
            switch kind {
            case .list: gtk_list_view_set_model(OpaquePointer(view), model)
            case .grid: gtk_grid_view_set_model(OpaquePointer(view), model)
            }
        }
    }

    /// The view's model, or the list under it, is no longer the one followed (the app set another, or none):
    /// the view's model is followed as an adopted view's is (its rows, its selection read without reports, its
    /// string list for new rows), and the old one let go. Its rows replace the old ones on the display: every row
    /// shown before ends it (didEndDisplaying), then the rows GTK bound from the new model are shown
    /// (willDisplay), as new rows are.
    func followModel() {
        guard !waits({ [weak self] in self?.followModel() }) else { return }
        let current = viewModel
        guard !isFollowing(current) else { return }
        settleClick()
        track(current)
        guard let before = shownBeforeSwap else { return }
        shownBeforeSwap = nil
        pendingEnds.subtract(before)
        let ends = before.sorted().map { ItemListAction.didEndDisplaying(Self.indexPath(of: $0)) }
        reportDisplay(ends + Set(displayed.values).sorted().map { .willDisplay(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// Whether GTK is binding or unbinding a row for a model (or a list under it) the view has and this engine does
    /// not follow yet (the app is setting one, and GTK tells `notify::model` once it has bound its rows): the rows
    /// shown before are noted the first time, for ``followModel()`` to report.
    func isSwappingModel() -> Bool {
        guard !isFollowing(viewModel) else { return false }
        if shownBeforeSwap == nil { shownBeforeSwap = Set(displayed.values).union(pendingEnds) }
        return true
    }
}
