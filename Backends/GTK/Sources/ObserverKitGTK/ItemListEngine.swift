import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// The GTK mechanics of an ``ItemListView``: a `GtkListView` or `GtkGridView` in a ``ScrollView``, its rows of text,
/// GTK's selection model, and what UIKit's delegate would hear, by position.
///
/// Each concern is an extension of its own, which tells how it works: following the view's model (`+Model`), the
/// factory heard (`+Factory`), display reports (`+Display`), changes of the rows (`+Rows`), selection (`+Selection`),
/// and multiple selection's plain clicks (`+Clicks`).
@MainActor
final class ItemListEngine {
    /// Which GTK view lists the rows.
    enum Kind {
        case list
        case grid
    }

    let kind: Kind
    /// The list or grid view.
    let view: UnsafeMutablePointer<GtkWidget>
    /// The scroll view around it.
    let scrollView: ScrollView
    /// Where reports go: the observers ``makeObserver()`` made.
    var report: (ItemListAction) -> Void = { _ in }
    private var scrollToken: ObservationToken?
    /// The list under the selection model (`nil` when there is none, or the selection model is of a kind whose
    /// list cannot be read), with a reference of ours: followed with the selection model (``track(_:)``).
    var items: OpaquePointer?
    /// The string list under the selection model, whose rows code may change: ``items`` when it is a
    /// `GtkStringList`, `nil` otherwise.
    var strings: OpaquePointer? {
        items.flatMap { GObjectType.isInstance(UnsafeMutableRawPointer($0), of: gtk_string_list_get_type()) ? $0 : nil }
    }
    /// The view's selection model, followed (``track(_:)``) with a reference of ours; `nil` when the view has none.
    var selection: OpaquePointer?
    var selectionHandler: UInt = 0
    /// The selection model's `items-changed` handler: the rows changing under the selection.
    var itemsHandler: UInt = 0
    /// The selection model's `notify::model` handler: the app setting another list under the selection.
    var itemsNotifyHandler: UInt = 0
    /// The view's `notify::model` handler: the app setting another model.
    var modelNotifyHandler: UInt = 0
    /// The rows shown when GTK first bound or unbound a row for a model the view has and this engine does not
    /// follow yet (the app setting one), until ``followModel()`` reports the change; `nil` otherwise.
    var shownBeforeSwap: Set<Int>?
    var factoryHandlers: [UInt] = []
    /// The factory whose binds and unbinds are heard, with a reference of ours (the view may let it go first).
    var factory: OpaquePointer?
    /// The view's `notify::factory` handler: the app setting another factory.
    var factoryNotifyHandler: UInt = 0
    var selected: Set<Int> = []
    /// Whether the selection model may change other than through this engine (true by default). While it is
    /// false, any change of the model's selection that the engine did not make (the user's clicks and keys, or
    /// another library's call on an adopted view's model) is undone at once and reported nothing; the engine's
    /// own selection from code still works.
    var allowsSelection = true
    /// The capture-phase controller on the view that sees the pointer's presses and releases before the rows do.
    private var pointerController: OpaquePointer?
    /// The heard row a primary press landed on, until its release (see `+Clicks`).
    var press: PressedRow?
    /// A plain click with multiple selection that GTK's row is taking (see `+Clicks`).
    var pendingClick: PendingClick?
    var displayed: [UnsafeMutableRawPointer: Int] = [:]
    /// Rows unbound in this turn of the main loop: reported as ended at its end, unless bound again.
    var pendingEnds: Set<Int> = []
    var isEndOfTurnScheduled = false
    /// Whether display is being reported: a change a handler asks for then waits.
    var isReportingDisplay = false
    /// Whether one of the engine's changes of the rows shown is under way: GTK's binds meanwhile are reported
    /// after the change's own reports, and a change asked for meanwhile waits.
    var isChanging = false
    /// The positions shown when GTK first bound or unbound a row during the change under way (the change's own
    /// bookkeeping done), or `nil` while it has not: GTK binds and unbinds rows at positions in between while a
    /// change applies (one removal at a time), so the change compares this with where GTK's rows are once it
    /// has applied.
    var shownBeforeGTK: Set<Int>?
    /// The changes that wait, in the order asked.
    var deferredChanges: [() -> Void] = []
    var isRunningDeferredChanges = false

    /// A view of `kind` listing `rows`, `height` points tall.
    init(kind: Kind, rows: [String], height: Int) {
        self.kind = kind
        let strings = gtk_string_list_new(nil)!
        for row in rows { gtk_string_list_append(strings, row) }
        let selection = Self.makeSelection(over: strings, multiple: false)
        g_object_unref(UnsafeMutableRawPointer(strings))  // the selection holds it
        switch kind {
        case .list: view = gtk_list_view_new(selection, nil)  // which takes the selection's reference
        case .grid: view = gtk_grid_view_new(selection, nil)
        }
        g_object_ref_sink(UnsafeMutableRawPointer(view))  // ours; the scrolled window takes its own
        scrollView = ScrollView(content: view, height: height)
        track(selection)
        wire()
        installLabelFactory()
    }

    /// The `GtkListView` or `GtkGridView` `widget`, in a `GtkScrolledWindow`, with a selection model; without a
    /// factory it gets one that shows each item's string.
    init(adopting widget: UnsafeMutablePointer<GtkWidget>, kind: Kind, control: String) throws {
        let type = kind == .list ? gtk_list_view_get_type() : gtk_grid_view_get_type()
        view = try GObjectType.checked(widget, is: type, for: control)
        let model =
            kind == .list
            ? gtk_list_view_get_model(OpaquePointer(widget)) : gtk_grid_view_get_model(OpaquePointer(widget))
        guard let model else {
            throw GTKError.wrongWidgetType(
                control: control, expected: "\(GObjectType.name(type)) with a selection model",
                actual: "\(GObjectType.name(type)) without a model")
        }
        guard let parent = gtk_widget_get_parent(widget) else {
            throw GTKError.wrongWidgetType(
                control: control, expected: "\(GObjectType.name(type)) in a GtkScrolledWindow",
                actual: "\(GObjectType.name(type)) with no parent")
        }
        scrollView = try ScrollView(adopting: parent)
        self.kind = kind
        g_object_ref(UnsafeMutableRawPointer(widget))
        track(model)
        let existing =
            kind == .list
            ? gtk_list_view_get_factory(OpaquePointer(widget)) : gtk_grid_view_get_factory(OpaquePointer(widget))
        wire()
        if let existing {
            if Self.isSignalFactory(existing) {
                // Set again once bind and unbind are heard: GTK binds the rows anew, and each is reported.
                listen(to: existing)
                resetFactory(existing)
            }
        } else {
            installLabelFactory()
        }
    }

    isolated deinit {
        endClick()
        press = nil
        // An adopted view may outlive this object: it keeps no handler of ours.
        untrack()
        g_signal_handler_disconnect(UnsafeMutableRawPointer(view), gulong(factoryNotifyHandler))
        g_signal_handler_disconnect(UnsafeMutableRawPointer(view), gulong(modelNotifyHandler))
        if let pointerController { gtk_widget_remove_controller(view, pointerController) }
        stopListening()
        g_object_unref(UnsafeMutableRawPointer(view))
    }

    /// Follows the view's factory and model, and watches its clicks: the one wiring routine of views made here and
    /// adopted ones.
    private func wire() {
        factoryNotifyHandler = Signal.connectNotify(UnsafeMutableRawPointer(view), "factory") { [weak self] in
            self?.followFactory()
        }
        modelNotifyHandler = Signal.connectNotify(UnsafeMutableRawPointer(view), "model") { [weak self] in
            self?.followModel()
        }
        pointerController = Signal.captureEvents(of: view) { [weak self] event in
            self?.pointerEvent(event)
            return false
        }
    }

    /// The observers of the view, made once by the ``ItemListView`` that owns this engine: they hear
    /// its reports and its scroll view's actions, and their first observer hears the rows already shown.
    func makeObserver() -> DelegateObserver<ItemListAction> {
        let observed = DelegateObserver<ItemListAction>(activatingWith: { [weak self] in self?.observationBegan() })
        report = { [weak observed] action in observed?.send(action) }
        scrollToken = scrollView.observed.addObserver { [weak observed] in observed?.send(.scroll($0)) }
        return observed
    }
}
