import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkListView` of text rows in a scroll view, observed as `UITableView`'s delegate calls:
/// ``ItemListView/observed`` reports selection, rows bound and unbound for display, and scrolling, with the
/// headless `TableView`'s spelling.
///
/// ```swift
/// let tracks = TableView(rows: ["Intro", "Theme", "Encore"])
/// tracks.observed.addObserver { [unowned tracks] action in
///     if case .didSelect(let indexPath) = action { print("open \(tracks.rows[indexPath.row])") }
/// }
/// ```
///
/// How GTK maps to `TableViewAction` (https://docs.gtk.org/gtk4/class.ListView.html; every index path is in
/// section 0):
/// - `.didSelect` and `.didDeselect`: the selection model's changes made by the user (a click on a row, Up and
///   Down, which move the selection with the focus; Ctrl+click with multiple selection), the deselection first.
///   Changes from code (``selectRow(at:)``, ``deselectRow(at:)``, UIKit's ``selectRow(at:animated:scrollPosition:)``
///   and ``deselectRow(at:animated:)``, new ``rows``) report nothing, as UIKit's. A
///   click on the selected row changes nothing in GTK and reports nothing (UIKit would report didSelect again).
///   Made by a handler of a selection report, they apply at once, as on the headless backend and as UIKit's
///   `deselectRow(at:animated:)` from `tableView(_:didSelectRowAt:)`: the rows end selected as the handler left
///   them, and the report's other observers still hear it. ObserverKit hears the selection model's
///   `selection-changed` after its other handlers, so GTK's list and the app's own handlers of the model see the
///   user's change first, then the handler's (a second emission), each as the model shows it.
///   With ``ItemListView/allowsMultipleSelection``, a plain click toggles its row as a UIKit tap when the table
///   hears its rows' binds (its own factory, or the app's `GtkSignalListItemFactory`), and selects the row alone,
///   GTK's rule, with any other factory (see there).
/// - `.willDisplay` and `.didEndDisplaying`: GTK binding a row's widget and unbinding it; GTK binds the rows in
///   view and a few beyond. Each appearance is reported once, paired. They are heard from the list view's
///   factory, and follow it when the app sets another on ``listView`` (`gtk_list_view_set_factory`): with a
///   `GtkSignalListItemFactory` the rows it binds are reported from then on (a row shown before and bound again
///   at once is not reported again); with any other factory, or none, every row shown ends its display
///   (didEndDisplaying) and nothing more is reported. ``ItemListView/reloadData()`` sets the view's current
///   factory again. A change of the rows (new ``rows``, ``deleteRows(at:)``, ``ItemListView/reloadData()``)
///   applies first, then reports: didEndDisplaying for the rows it took off the display (a deleted row at its
///   position before the deletion), then willDisplay for the rows GTK binds. Such a change made by a handler while rows are being reported shown
///   or hidden waits, as on the headless backend: it applies, in the order asked, once the change being reported
///   has applied and reported (before the outer call returns), or, when GTK itself is reporting (binding rows as
///   the view scrolls), at the end of that turn of GTK's main loop. So every didEndDisplaying follows its row's
///   willDisplay, and the rows end as the last change asked.
/// - `.scroll(_:)`: the scroll view's actions (see ``ScrollView``).
/// - Return on a row is GTK's `activate`, which UIKit's delegate has no call for: nothing is reported.
///
/// The list view's model is followed too: when the app sets another on ``listView`` (`gtk_list_view_set_model`),
/// or another list under the selection model it has (`gtk_single_selection_set_model`,
/// `gtk_multi_selection_set_model`, `gtk_no_selection_set_model`), the table takes it as it takes an adopted view's.
/// Its rows are ``rows`` (a string list under it is where new ``rows`` and ``deleteRows(at:)`` go; another list's
/// rows cannot be changed from here), its selection is read without reports, and clicks and ``selectRow(at:)``
/// select in it; the old model is let go. On the display, the new rows replace the old as new ``rows`` do: every row
/// shown ends its display (didEndDisplaying), then the rows GTK binds from the new model are shown (willDisplay). A
/// `GtkNoSelection` lists its rows and selects nothing; with no model the table lists no row, and selection and new
/// rows from code do nothing until the app sets one. The app may also change the rows of the list under the
/// selection model itself (a row's delete button removing its item): GTK's selection model keeps the selected items
/// selected as the rows move, and the table reads its selection from the model again, without reports.
///
/// A `GtkSingleSelection` that autoselects (`autoselect`: GTK's default, so an adopted `.ui` one's unless the file
/// sets it to false; a table made in code turns it off) keeps a row selected whenever it has rows: where the table
/// clears or deselects (new ``rows``, `reloadData()`, ``deselectRow(at:)``, `selectRow(at: nil, …)`), GTK selects a
/// row again at once (the row at the same position, or the first). The table reads that row without reports, so
/// ``indexPathsForSelectedRows`` is what GTK shows. For UIKit's empty selection, set `autoselect` to false.
///
/// Bad input: a row beyond the count given to ``selectRow(at:)``, ``selectRow(at:animated:scrollPosition:)`` (which
/// then scrolls nothing either) or ``deleteRows(at:)`` is ignored; rows removed
/// while selected leave the selection without a report and the later ones move up; an empty table shows,
/// selects and reports nothing.
@MainActor
public final class TableView: ItemListView {
    /// A table listing `rows`, `height` points tall, single selection.
    public init(rows: [String] = [], height: Int = 200) {
        super.init(engine: ItemListEngine(kind: .list, rows: rows, height: height))
    }

    /// Wraps `widget`, a `GtkListView` something else created (a `.ui` file) inside a `GtkScrolledWindow`, with a
    /// selection model (`GtkSingleSelection` or `GtkMultiSelection`; a `GtkNoSelection` lists rows that nothing
    /// selects); throws ``GTKError/wrongWidgetType(control:expected:actual:)`` for another widget, one without a
    /// model or one outside a scrolled window. A view without a factory gets one that
    /// shows each item's string; with a `GtkSignalListItemFactory`, its binds are reported; with any other
    /// factory, display is not reported.
    ///
    /// ```swift
    /// let tracks = try builder.tableView(id: "tracks")
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(engine: try ItemListEngine(adopting: widget, kind: .list, control: "TableView"))
    }

    /// The `GtkListView`. The app may set another factory or model on it: the table follows both (see above).
    public var listView: UnsafeMutablePointer<GtkWidget> { engine.view }

    /// The rows' text (a row whose item is not a string reads ""). Setting it shows the new rows (didEndDisplaying for
    /// those shown, willDisplay for the new ones) and clears the selection without a report, as UIKit's `reloadData()`
    /// (a single selection that autoselects selects a row again at once: see above); it does nothing when the model's
    /// rows are no `GtkStringList` (an adopted or app-set model's).
    public var rows: [String] {
        get { engine.rows }
        set { engine.setRows(newValue) }
    }

    /// The number of rows in `section`: every row in section 0, 0 for any other section, as UIKit answers
    /// for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int { section == 0 ? engine.count : 0 }

    /// The selected row (the first, with multiple selection), if any.
    public var indexPathForSelectedRow: IndexPath? { engine.selectedIndexPaths?.first }

    /// The selected rows, ascending, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { engine.selectedIndexPaths }

    /// The rows on screen, in order (a row partly shown counts), or `nil` when none is, as UIKit answers. GTK
    /// binds a few rows beyond the viewport, which are reported with willDisplay and left out here. It answers
    /// for the rows GTK has laid out: right after ``rows`` or ``deleteRows(at:)`` changes them, until GTK's next
    /// frame (a turn of the main loop), it still answers for the rows as they were drawn.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = engine.visibleIndexPaths
        return rows.isEmpty ? nil : rows
    }

    /// The row at `point`, in the table's content coordinates (as UIKit's, which scroll with
    /// ``ScrollView/contentOffset``: `y` from the top of the first row), or `nil` for a point on no row or a NaN
    /// point. GTK lays out only the rows in view and a few beyond, so a point far outside the view answers `nil`
    /// where UIKit, which knows every row's height, would name a row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { engine.indexPath(atContentPoint: point) }

    /// Selects the row at `indexPath` from code: reports nothing; a row beyond the count is ignored.
    public func selectRow(at indexPath: IndexPath) { engine.select(indexPath) }

    /// Deselects the row at `indexPath` from code: reports nothing.
    public func deselectRow(at indexPath: IndexPath) { engine.deselect(indexPath) }

    /// Where ``selectRow(at:animated:scrollPosition:)`` scrolls the row: UIKit's `UITableView.ScrollPosition`
    /// (`.none`, `.top`, `.middle`, `.bottom`), the headless `TableView.ScrollPosition`.
    ///
    /// ```swift
    /// let position: TableView.ScrollPosition = .middle
    /// print(position.rawValue)   // 2, as UIKit's
    /// ```
    public typealias ScrollPosition = TableViewScrollPosition

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: selects the row as ``selectRow(at:)`` does (reporting
    /// nothing), or with `nil` deselects every row (reporting nothing); then scrolls so that the row is at
    /// `scrollPosition` of the view: its top at the top (`.top`), its centre at the centre (`.middle`), its bottom
    /// at the bottom (`.bottom`), as far as the content allows. `.none` does not scroll, as UIKit's documentation
    /// of this method says. The scroll sets ``ScrollView/contentOffset`` of ``ItemListView/scrollView`` from code:
    /// the `GtkScrolledWindow`'s vertical adjustment moves at once, clamped by GTK to the content, and one
    /// `.scroll(.didScroll(contentOffset:))` is reported when it moves; GTK draws the rows there at its next frame.
    /// GTK 4.8 lays the rows out again anchored on one of them, and its rounding may then move the adjustment by a
    /// point (seen on a jump into rows it had not drawn yet); that move is GTK's, reported as its moves are (one
    /// more `.didScroll`), and leaves the row within a point of the place asked.
    /// The row's place is computed from the rows GTK has drawn (GTK lays rows out at one height): before the
    /// table's window has been shown, the row is selected and nothing scrolls. A row beyond the count (or outside
    /// section 0) is ignored: nothing is selected and nothing scrolls. `animated` is accepted for UIKit's
    /// spelling: GTK's list does not animate a selection, and the scroll is immediate either way.
    ///
    /// ```swift
    /// tracks.selectRow(at: IndexPath(row: 40, section: 0), animated: true, scrollPosition: .middle)
    /// ```
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        engine.select(indexPath, scrollingTo: scrollPosition.verticalAlignment, nil)
    }

    /// UIKit's `deselectRow(at:animated:)`, as in a `didSelect` handler: deselects the row as ``deselectRow(at:)``
    /// does (reporting nothing). `animated` is accepted for UIKit's spelling: GTK's list does not animate a
    /// selection, so the change is immediate either way.
    ///
    /// ```swift
    /// tracks.observed.addObserver { [unowned tracks] action in
    ///     if case .didSelect(let indexPath) = action { tracks.deselectRow(at: indexPath, animated: true) }
    /// }
    /// ```
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath) }

    /// Removes the rows at `indexPaths`: they leave the selection without a report, and those shown leave the
    /// display (didEndDisplaying at their positions before, ascending); rows beyond the count are ignored.
    public func deleteRows(at indexPaths: [IndexPath]) { engine.delete(indexPaths) }
}
