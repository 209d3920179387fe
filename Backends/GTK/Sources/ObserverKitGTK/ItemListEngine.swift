import CGtk4
import Foundation
import ObserverKit

/// The GTK mechanics of an ``ItemListView``: a `GtkListView` or `GtkGridView` in a ``ScrollView``, its rows of
/// text, GTK's selection model, and what UIKit's delegate would hear, by position.
///
/// - Selection: the selection model's `selection-changed` (for the range it names) is compared with the
///   selection last seen; what left it is reported first, then what joined it, as UIKit deselects the old row
///   before it selects the new one. Changes from code (``select(_:)``, ``deselect(_:)``, new rows) are made with
///   that handler blocked and report nothing, as UIKit's `selectRow(at:…)` calls no delegate method; made from a
///   handler of a report, they apply at once, as UIKit's from `tableView(_:didSelectRowAt:)`. The handler runs
///   after the emission's other handlers, so GTK's list and the app's own handlers of the model see the change a
///   report answers before the change its handler makes (which a nested emission tells them). With
///   multiple selection, a plain click (no Ctrl or Shift) toggles the clicked row, as a UIKit tap does, through
///   GTK's own click: a capture-phase controller on the view sees the release before the row's click gesture and
///   empties the selection, unreported; GTK's click then selects the clicked row alone, whatever made the row's
///   content, and the selection comes back with that row toggled (didSelect or didDeselect). A click GTK does not
///   take (a widget inside the row took it) gets the selection back as it was.
/// - Display: the factory's `bind` of a row's widget is `willDisplay`, its `unbind` `didEndDisplaying` (of the
///   position it was bound at), so each appearance is reported once, paired. GTK binds the rows in view and a
///   few beyond it. The factory heard is the view's current one, referenced while heard: when the app sets
///   another (`notify::factory`), the old one is no longer heard; a `GtkSignalListItemFactory` is heard instead,
///   any other factory (or none) ends the display of every row shown.
/// - Model: the view's selection model is followed (``track(_:)``), referenced while followed. When the app sets
///   another (`notify::model`, which GTK tells once it has bound the new model's rows: binds and unbinds for a
///   model not followed yet only note which rows GTK shows), the new one is followed as an adopted view's, the old
///   one let go, and the display reports every row shown before as ended, then the new model's rows as shown.
/// - Changes of the rows shown (new rows, a reload, a deletion, a new factory) apply first (GTK's model and the
///   positions kept here), then report: didEndDisplaying for the rows they took off the display, then
///   willDisplay for those GTK bound meanwhile. A change a handler asks for while display is being reported, or
///   while a change is under way, waits (as on the headless backend) and applies, in the order asked, when the
///   outer change has applied and reported; when GTK itself is reporting (binding rows as the view scrolls),
///   at the end of that turn of the main loop, outside GTK's work.
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
    private var report: (ItemListAction) -> Void = { _ in }
    private var scrollToken: ObservationToken?
    /// The string list under the selection model, whose rows code may change (`nil` when the model lists
    /// something else, or there is none), with a reference of ours.
    private var strings: OpaquePointer?
    /// The view's selection model, followed (``track(_:)``) with a reference of ours; `nil` when the view has none.
    private var selection: OpaquePointer?
    private var selectionHandler: UInt = 0
    /// The view's `notify::model` handler: the app setting another model.
    private var modelNotifyHandler: UInt = 0
    /// The rows shown when GTK first bound or unbound a row for a model the view has and this engine does not
    /// follow yet (the app setting one), until ``followModel()`` reports the change; `nil` otherwise.
    private var shownBeforeSwap: Set<Int>?
    private var factoryHandlers: [UInt] = []
    /// The factory whose binds and unbinds are heard, with a reference of ours (the view may let it go first).
    private var factory: OpaquePointer?
    /// The view's `notify::factory` handler: the app setting another factory.
    private var factoryNotifyHandler: UInt = 0
    private var selected: Set<Int> = []
    /// The capture-phase controller on the view that sees the pointer's presses and releases before the rows do.
    private var pointerController: OpaquePointer?
    /// Where a primary press landed (the view's coordinates), until its release.
    private var pressPoint: CGPoint?
    /// The selection before a plain click with multiple selection emptied it, until GTK's own click selects the
    /// clicked row in it or the click ends without (see ``pointerEvent(_:)``).
    private var selectionBeforeClick: Set<Int>?
    private var displayed: [UnsafeMutableRawPointer: Int] = [:]
    /// Rows unbound in this turn of the main loop: reported as ended at its end, unless bound again.
    private var pendingEnds: Set<Int> = []
    private var isEndOfTurnScheduled = false
    /// Whether display is being reported: a change a handler asks for then waits.
    private var isReportingDisplay = false
    /// Whether one of the engine's changes of the rows shown is under way: GTK's binds meanwhile are reported
    /// after the change's own reports, and a change asked for meanwhile waits.
    private var isChanging = false
    /// The positions shown when GTK first bound or unbound a row during the change under way (the change's own
    /// bookkeeping done), or `nil` while it has not: GTK binds and unbinds rows at positions in between while a
    /// change applies (one removal at a time), so the change compares this with where GTK's rows are once it
    /// has applied.
    private var shownBeforeGTK: Set<Int>?
    /// The changes that wait, in the order asked.
    private var deferredChanges: [() -> Void] = []
    private var isRunningDeferredChanges = false

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
        settleClick()
        // An adopted view may outlive this object: it keeps no handler of ours.
        untrack()
        g_signal_handler_disconnect(UnsafeMutableRawPointer(view), gulong(factoryNotifyHandler))
        g_signal_handler_disconnect(UnsafeMutableRawPointer(view), gulong(modelNotifyHandler))
        if let pointerController { gtk_widget_remove_controller(view, pointerController) }
        stopListening()
        g_object_unref(UnsafeMutableRawPointer(view))
    }

    /// Follows `model`, the view's selection model (or none): references it and the string list under it, if
    /// any, hears its `selection-changed`, and reads its selection without reports.
    private func track(_ model: OpaquePointer?) {
        untrack()
        guard let model else { return }
        g_object_ref(UnsafeMutableRawPointer(model))
        selection = model
        strings = Self.items(of: model).flatMap {
            GObjectType.isInstance(UnsafeMutableRawPointer($0), of: gtk_string_list_get_type()) ? $0 : nil
        }
        if let strings { g_object_ref(UnsafeMutableRawPointer(strings)) }
        connectSelection()
        resyncSelection()
    }

    /// No longer follows the selection model followed, if any: its handler goes, and so do the references.
    private func untrack() {
        if let selection {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(selection), gulong(selectionHandler))
            g_object_unref(UnsafeMutableRawPointer(selection))
        }
        if let strings { g_object_unref(UnsafeMutableRawPointer(strings)) }
        selection = nil
        strings = nil
        selectionHandler = 0
        selected = []
    }

    /// A single or multiple selection model over `model` (which it references), with nothing selected, as
    /// UIKit's tables start. A single selection made over a model would select its first item at once
    /// (`autoselect`): it is made empty, told not to, then given the model.
    private static func makeSelection(over model: OpaquePointer, multiple: Bool) -> OpaquePointer {
        if multiple {
            return gtk_multi_selection_new(g_object_ref(UnsafeMutableRawPointer(model)).map(OpaquePointer.init))
        }
        let single = gtk_single_selection_new(nil)!
        gtk_single_selection_set_autoselect(single, 0)
        gtk_single_selection_set_model(single, model)
        return single
    }

    /// The list model a selection model selects in.
    private static func items(of selection: OpaquePointer) -> OpaquePointer? {
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

    /// An event on the view, before its rows' click gestures see it. With multiple selection, a primary release
    /// with neither Ctrl nor Shift, on a row and within GtkGestureClick's distance of its press (where GTK's row
    /// takes it as a click, and selects that row alone), first empties the selection, unreported: GTK's click
    /// then names the row it selects, whatever the row's content (ObserverKit's labels or the app's own factory's
    /// widgets), and ``clickSelected(after:)`` puts the selection back toggled at that row. A click GTK does not
    /// take as a row's (a widget inside the row, such as a button, took it) selects nothing: the selection is put
    /// back as it was at the next event or the main queue's next turn, whichever comes first (``settleClick()``).
    private func pointerEvent(_ event: OpaquePointer) {
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
    private func clickSelected(after before: Set<Int>) -> Bool {
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
    private func settleClick() {
        guard let before = selectionBeforeClick else { return }
        selectionBeforeClick = nil
        silently { setModelSelection(before) }
        resyncSelection()
    }

    /// Connects the selection model's `selection-changed`, after the emission's other handlers: GTK's list and
    /// the app's own handlers see each change before ObserverKit reports it, so a change a handler of the report
    /// makes (``select(_:)``, ``deselect(_:)``, new rows) reaches them after the change it answers, not inside it.
    private func connectSelection() {
        guard let selection else { return }
        selectionHandler = Signal.connectUIntPair(
            UnsafeMutableRawPointer(selection), "selection-changed", after: true
        ) { [weak self] position, count in
            self?.selectionChanged(from: Int(position), count: Int(count))
        }
    }

    /// A factory of ObserverKit's, whose rows are labels showing each item's string: heard, then set, so that
    /// every row GTK binds with it is reported.
    private func installLabelFactory() {
        let made = gtk_signal_list_item_factory_new()!
        Signal.connectObject(UnsafeMutableRawPointer(made), "setup") { item in
            gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
        }
        listen(to: made)
        setFactory(made)
        g_object_unref(UnsafeMutableRawPointer(made))
    }

    /// The observers of the view, made once by the ``ItemListView`` that owns this engine: they hear
    /// its reports and its scroll view's actions, and their first observer hears the rows already shown.
    func makeObserver() -> DelegateObserver<ItemListAction> {
        let observed = DelegateObserver<ItemListAction>(activatingWith: { [weak self] in self?.observationBegan() })
        report = { [weak observed] action in observed?.send(action) }
        scrollToken = scrollView.observed.addObserver { [weak observed] in observed?.send(.scroll($0)) }
        return observed
    }

    /// Observation began (the first observer): the rows GTK bound before it (an adopted view's, bound when it was
    /// adopted) are reported with willDisplay, in order, so that every didEndDisplaying pairs with one heard.
    private func observationBegan() {
        let shown = Set(displayed.values).subtracting(pendingEnds).sorted()
        reportDisplay(shown.map { .willDisplay(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// Hears the binds and unbinds of `factory`'s rows, referencing it until ``stopListening()``.
    private func listen(to factory: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(factory))
        self.factory = factory
        let raw = UnsafeMutableRawPointer(factory)
        factoryHandlers.append(
            Signal.connectObject(raw, "bind") { [weak self] item in
                guard let self, let item else { return }
                bound(item)
            })
        factoryHandlers.append(
            Signal.connectObject(raw, "unbind") { [weak self] item in
                guard let self, let item else { return }
                unbound(item)
            })
    }

    /// No longer hears the factory heard, if any, and lets it go.
    private func stopListening() {
        guard let factory else { return }
        for handler in factoryHandlers {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(factory), gulong(handler))
        }
        factoryHandlers = []
        self.factory = nil
        g_object_unref(UnsafeMutableRawPointer(factory))
    }

    /// Whether `factory` is a `GtkSignalListItemFactory`, whose binds and unbinds can be heard.
    private static func isSignalFactory(_ factory: OpaquePointer) -> Bool {
        GObjectType.isInstance(UnsafeMutableRawPointer(factory), of: gtk_signal_list_item_factory_get_type())
    }

    /// The view's factory now.
    private var viewFactory: OpaquePointer? {
        switch kind {
        case .list: gtk_list_view_get_factory(OpaquePointer(view))
        case .grid: gtk_grid_view_get_factory(OpaquePointer(view))
        }
    }

    /// Sets the view's factory from here: not followed as the app's (``followFactory()``).
    private func setFactory(_ factory: OpaquePointer?) {
        Signal.blocking(UnsafeMutableRawPointer(view), factoryNotifyHandler) {
            switch kind {
            case .list: gtk_list_view_set_factory(OpaquePointer(view), factory)
            case .grid: gtk_grid_view_set_factory(OpaquePointer(view), factory)
            }
        }
    }

    /// Sets `factory` (heard, so referenced here) again: GTK unbinds every row and binds it anew with it.
    private func resetFactory(_ factory: OpaquePointer) {
        setFactory(nil)
        setFactory(factory)
    }

    /// The view's factory is no longer the one heard (the app set another): the old one's rows are gone (GTK tore
    /// their widgets down) and it is no longer heard. A `GtkSignalListItemFactory` is heard instead and set again,
    /// so that GTK binds the rows anew with it (a row it binds where one was shown never left the display); with
    /// any other factory, or none, every row shown leaves the display.
    private func followFactory() {
        guard !waits({ [weak self] in self?.followFactory() }) else { return }
        let current = viewFactory
        guard current != factory else { return }
        change {
            stopListening()
            // The rows bound with the old factory: their list items are gone, whether or not GTK unbound them.
            for position in displayed.values { leftDisplay(position) }
            displayed = [:]
            guard let current, Self.isSignalFactory(current) else { return takeEveryShownRow() }
            listen(to: current)
            resetFactory(current)
            return []
        }
    }

    /// The view's selection model now.
    private var viewModel: OpaquePointer? {
        switch kind {
        case .list: gtk_list_view_get_model(OpaquePointer(view))
        case .grid: gtk_grid_view_get_model(OpaquePointer(view))
        }
    }

    /// Sets the view's model from here: not followed as the app's (``followModel()``).
    private func setModel(_ model: OpaquePointer) {
        Signal.blocking(UnsafeMutableRawPointer(view), modelNotifyHandler) {
            switch kind {
            case .list: gtk_list_view_set_model(OpaquePointer(view), model)
            case .grid: gtk_grid_view_set_model(OpaquePointer(view), model)
            }
        }
    }

    /// The view's model is no longer the one followed (the app set another, or none): the new one is followed as
    /// an adopted view's is (its rows, its selection read without reports, its string list for new rows), and
    /// the old one let go. Its rows replace the old model's on the display: every row shown before ends it
    /// (didEndDisplaying), then the rows GTK bound from the new model are shown (willDisplay), as new rows are.
    private func followModel() {
        guard !waits({ [weak self] in self?.followModel() }) else { return }
        let current = viewModel
        guard current != selection else { return }
        settleClick()
        track(current)
        guard let before = shownBeforeSwap else { return }
        shownBeforeSwap = nil
        pendingEnds.subtract(before)
        let ends = before.sorted().map { ItemListAction.didEndDisplaying(Self.indexPath(of: $0)) }
        reportDisplay(ends + Set(displayed.values).sorted().map { .willDisplay(Self.indexPath(of: $0)) })
        runDeferredChanges()
    }

    /// Whether GTK is binding or unbinding a row for a model the view has and this engine does not follow yet (the
    /// app is setting one, and GTK tells `notify::model` once it has bound its rows): the rows shown before are
    /// noted the first time, for ``followModel()`` to report.
    private func isSwappingModel() -> Bool {
        guard viewModel != selection else { return false }
        if shownBeforeSwap == nil { shownBeforeSwap = Set(displayed.values).union(pendingEnds) }
        return true
    }

    /// GTK unbound the row of list item `item`; during a change, only where GTK's rows are counts (see
    /// ``shownBeforeGTK``), and while the app sets another model, only which rows GTK shows.
    private func unbound(_ item: UnsafeMutableRawPointer) {
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
    private func leftDisplay(_ position: Int) {
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
    private func bound(_ item: UnsafeMutableRawPointer) {
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
        return drawnRows.compactMap { position, row -> Int? in
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
        let x = Float(point.x)
        let y = Float(point.y)
        guard !x.isNaN, !y.isNaN else { return nil }
        for (position, child) in drawnRows {
            // The row's own widget (the child's parent), so that a row's padding counts as the row.
            let row = gtk_widget_get_parent(child) ?? child
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, view, &bounds) != 0 else { continue }
            if x >= bounds.origin.x, x < bounds.origin.x + bounds.size.width, y >= bounds.origin.y,
                y < bounds.origin.y + bounds.size.height
            {
                return position
            }
        }
        return nil
    }

    /// The rows GTK has bound and drawn, each with its item's position in the model now (GTK moves a row's widget
    /// without binding it again when an adopted model changes) and its child widget. A row GTK keeps bound off
    /// screen is not drawn (its last allocation may still lie in the viewport), so it is left out.
    private var drawnRows: [(position: Int, child: UnsafeMutablePointer<GtkWidget>)] {
        displayed.keys.compactMap { item in
            let position = gtk_list_item_get_position(OpaquePointer(item))
            guard position != GTK_INVALID_LIST_POSITION, let child = gtk_list_item_get_child(OpaquePointer(item)),
                gtk_widget_is_drawable(child) != 0
            else { return nil }
            return (Int(position), child)
        }
    }

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

    /// Every row shown leaves the display (GTK is about to unbind them all, and may bind rows at the same
    /// positions in the same turn): returns their positions, ascending, for the change to report; their unbinds
    /// are not heard again.
    private func takeEveryShownRow() -> [Int] {
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
    private func change(_ body: () -> [Int]) {
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
    private func waits(_ change: @escaping () -> Void) -> Bool {
        guard !isReportingDisplay, !isChanging else {
            deferredChanges.append(change)
            return true
        }
        runDeferredChanges()
        return false
    }

    /// Reports display changes; a change their handlers ask for waits until the reports end.
    private func reportDisplay(_ actions: [ItemListAction]) {
        let outer = isReportingDisplay
        isReportingDisplay = true
        for action in actions { report(action) }
        isReportingDisplay = outer
    }

    /// Applies the changes queued, in order (and those queued as they apply), unless display is being reported
    /// or a change is under way: what ends then runs them.
    private func runDeferredChanges() {
        guard !isRunningDeferredChanges else { return }
        isRunningDeferredChanges = true
        while !isReportingDisplay, !isChanging, !deferredChanges.isEmpty { deferredChanges.removeFirst()() }
        isRunningDeferredChanges = false
    }

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

    /// Whether the selection model may change other than through this engine (true by default). While it is
    /// false, any change of the model's selection that the engine did not make (the user's clicks and keys, or
    /// another library's call on an adopted view's model) is undone at once and reported nothing; the engine's
    /// own selection from code still works.
    var allowsSelection = true

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
    private func unselect(_ position: Int) {
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

    /// The index path of the row or item at `position`: every one is in section 0.
    private static func indexPath(of position: Int) -> IndexPath { IndexPath(indexes: [0, position]) }

    /// The position of the row or item at `indexPath`, when it is in section 0 and within the count.
    private func position(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath[0] == 0, indexPath[1] >= 0, indexPath[1] < count else { return nil }
        return indexPath[1]
    }

    /// Makes `change` to the selection model without reports; a plain click's emptied selection comes back first.
    private func silently(_ change: () -> Void) {
        settleClick()
        guard let selection else { return change() }
        Signal.blocking(UnsafeMutableRawPointer(selection), selectionHandler, change)
    }

    /// Reads the whole selection from the model, after a change that reports nothing.
    private func resyncSelection() {
        selected = modelSelection()
    }

    /// The rows the selection model has selected.
    private func modelSelection() -> Set<Int> {
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

    /// Sets the selection model's selection to `rows` in one change (call it silently).
    private func setModelSelection(_ rows: Set<Int>) {
        guard let selection else { return }
        let wanted = gtk_bitset_new_empty()!
        let mask = gtk_selection_model_get_selection(selection) ?? gtk_bitset_new_empty()!
        defer {
            gtk_bitset_unref(wanted)
            gtk_bitset_unref(mask)
        }
        for row in rows {
            gtk_bitset_add(wanted, guint(row))
            gtk_bitset_add(mask, guint(row))
        }
        gtk_selection_model_set_selection(selection, wanted, mask)
    }

    /// The user changed the selection within `position..<position + count`: what left it, then what joined it.
    private func selectionChanged(from position: Int, count changed: Int) {
        if let before = selectionBeforeClick {
            // GTK's click of the plain click ``pointerEvent(_:)`` prepared.
            selectionBeforeClick = nil
            guard !clickSelected(after: before) else { return }
            return selectionChanged(from: 0, count: count)
        }
        guard let selection else { return }
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
