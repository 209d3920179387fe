import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkGridView` of text items in a scroll view, observed as `UICollectionView`'s delegate calls:
/// ``ItemListView/observed`` reports selection, items bound and unbound for display, and scrolling, with the
/// headless `CollectionView`'s spelling. GTK's grid is ``TableView``'s list laid out in columns: the same rules
/// hold (https://docs.gtk.org/gtk4/class.GridView.html), with items for rows; display reports follow a factory
/// the app sets on ``gridView`` (`gtk_grid_view_set_factory`), and the grid follows a model the app sets there
/// (`gtk_grid_view_set_model`), as a table follows its list view's.
///
/// ```swift
/// let covers = CollectionView(items: ["Blue", "Kind of Blue", "Giant Steps"], columns: 3)
/// covers.observed.addObserver { [unowned covers] action in
///     if case .didSelect(let indexPath) = action { print("open \(covers.items[indexPath.item])") }
/// }
/// ```
@MainActor
public final class CollectionView: ItemListView {
    /// A grid of `items` in at most `columns` columns (at least 1), `height` points tall, single selection.
    public init(items: [String] = [], columns: Int = 3, height: Int = 200) {
        super.init(engine: ItemListEngine(kind: .grid, rows: items, height: height))
        gtk_grid_view_set_max_columns(OpaquePointer(engine.view), guint(GTKSize.atLeast(1, columns)))
    }

    /// Wraps `widget`, a `GtkGridView` something else created, as ``TableView/init(adopting:)`` wraps a list view.
    ///
    /// ```swift
    /// let covers = try builder.collectionView(id: "covers")
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(engine: try ItemListEngine(adopting: widget, kind: .grid, control: "CollectionView"))
    }

    /// The `GtkGridView`.
    public var gridView: UnsafeMutablePointer<GtkWidget> { engine.view }

    /// The items' text; setting it shows the new items and clears the selection without a report (a
    /// `GtkSingleSelection` that autoselects, GTK's default in an adopted `.ui`, selects an item again at once,
    /// read without reports: see ``TableView``).
    public var items: [String] {
        get { engine.rows }
        set { engine.setRows(newValue) }
    }

    /// The number of items in `section`: every item in section 0, 0 for any other section.
    public func numberOfItems(inSection section: Int) -> Int { section == 0 ? engine.count : 0 }

    /// The selected items, ascending, or `nil` when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { engine.selectedIndexPaths }

    /// The items on screen, in order (an item partly shown counts), as UIKit's `indexPathsForVisibleItems`. GTK
    /// binds a few items beyond the viewport, which are reported with willDisplay and left out here. As a table
    /// view's visible rows, it answers for the items GTK has drawn, which catch up with a change of ``items`` at
    /// GTK's next frame.
    public var indexPathsForVisibleItems: [IndexPath] { engine.visibleIndexPaths }

    /// The item at `point`, in the grid's content coordinates, or `nil`: as ``TableView/indexPathForRow(at:)``,
    /// for items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { engine.indexPath(atContentPoint: point) }

    /// Selects the item at `indexPath` from code: reports nothing; an item beyond the count is ignored, and so is
    /// any while ``ItemListView/allowsSelection`` is off (UIKit's `selectItem(at:animated:scrollPosition:)` then
    /// has no effect).
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        engine.select(indexPath)
    }

    /// Deselects the item at `indexPath` from code: reports nothing; ignored while
    /// ``ItemListView/allowsSelection`` is off (UIKit's `deselectItem(at:animated:)` then has no effect).
    public func deselectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        engine.deselect(indexPath)
    }

    /// Where ``selectItem(at:animated:scrollPosition:)`` scrolls the item: UIKit's
    /// `UICollectionView.ScrollPosition`, the headless `CollectionView.ScrollPosition`: an option set of one vertical
    /// and one horizontal place (`[.top, .left]`; `[]` scrolls nothing).
    ///
    /// ```swift
    /// let position: CollectionView.ScrollPosition = [.top, .left]
    /// print(position.contains(.top))   // true
    /// ```
    public typealias ScrollPosition = CollectionViewScrollPosition

    /// UIKit's `selectItem(at:animated:scrollPosition:)`: selects the item as ``selectItem(at:)`` does (reporting
    /// nothing), or with `nil` clears the selection (reporting nothing); then scrolls so that the item is at
    /// `scrollPosition` of the view on each axis it names, as far as the content allows, as
    /// ``TableView/selectRow(at:animated:scrollPosition:)`` does for rows (its line's height and its column's width
    /// taken from the items GTK has drawn). `[]` does not scroll, and an axis given more than one of its members
    /// does not scroll. A horizontal member moves the offset's `x` only where the grid is wider than its view (GTK
    /// fills the view's width with its columns, so it mostly keeps `x` at 0).
    /// An item beyond the count is ignored, and so is any call while ``ItemListView/allowsSelection`` is off
    /// (UIKit's has no effect then): nothing is selected and nothing scrolls. `animated` is accepted for UIKit's
    /// spelling: GTK's grid does not animate a selection, and the scroll is immediate either way.
    ///
    /// ```swift
    /// covers.selectItem(at: IndexPath(item: 30, section: 0), animated: true, scrollPosition: .centeredVertically)
    /// ```
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        engine.select(indexPath, scrollingTo: scrollPosition.verticalAlignment, scrollPosition.horizontalAlignment)
    }

    /// UIKit's `deselectItem(at:animated:)`: deselects the item as ``deselectItem(at:)`` does (reporting nothing;
    /// ignored while ``ItemListView/allowsSelection`` is off). `animated` is accepted for UIKit's spelling: the
    /// change is immediate either way.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

    /// Removes the items at `indexPaths`: they leave the selection without a report.
    public func deleteItems(at indexPaths: [IndexPath]) { engine.delete(indexPaths) }
}
