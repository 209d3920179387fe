import Foundation
@_spi(Backend) import ObserverKit

/// A headless table view: sections of rows of one height, observed through ``ItemListView/observed`` as
/// `UITableView` is through its delegate. A tap on a row selects it; scrolling shows and hides rows.
///
/// ```swift
/// import Foundation
///
/// let table = TableView(numberOfRows: 1000, rowHeight: 44)
/// table.observed.addObserver { action in
///     switch action {
///     case .didSelect(let indexPath): print("open \(indexPath.row)")
///     case .willDisplay(let indexPath): print("show \(indexPath.row)")
///     default: break
///     }
/// }
/// table.reloadData()                       // show 0 … show 10
/// table.tap(at: CGPoint(x: 160, y: 100))   // open 2
/// ```
///
/// Selection, display and deletion follow ``ItemListView``'s rules; scrolling follows ``ScrollingView``'s.
@MainActor
public final class TableView: ItemListView {
    /// A table of one section of `numberOfRows` rows (a negative number counts as zero; up to `Int.max` works).
    public convenience init(
        numberOfRows: Int = 0, rowHeight: CGFloat = 44, bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) {
        self.init(rowsInSections: [numberOfRows], rowHeight: rowHeight, bounds: bounds)
    }

    /// A table of `rowsInSections.count` sections of those numbers of rows (a negative number counts as zero;
    /// numbers that add up to more than `Int.max` stop the program with a message naming them). A row height that
    /// is not a positive finite number is taken as 44 (UIKit's default).
    public init(
        rowsInSections: [Int], rowHeight: CGFloat = 44, bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) {
        let height = rowHeight.isFinite && rowHeight > 0 ? rowHeight : 44
        super.init(
            bounds: bounds,
            layout: ItemLayout(
                counts: rowsInSections, columns: 1, itemSize: CGSize(width: bounds.width, height: height),
                owner: "TableView"))
        // A table bounces vertically however few its rows, as UIKit's.
        alwaysBounceVertical = true
    }

    /// The height of every row. Setting a value that is not a positive finite number is ignored. Set by a handler
    /// while rows are reported shown or hidden, it reads back at once and the rows are laid out when that report
    /// ends (see ``ItemListView``'s rules).
    public var rowHeight: CGFloat {
        get { requestedItemSize.height }
        set {
            guard newValue.isFinite, newValue > 0, newValue != rowHeight else { return }
            requestedItemSize.height = newValue
            relayout()
        }
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int { count(inSection: section) }

    /// Replaces the data with one section of `numberOfRows` rows and reloads (see ``ItemListView/reloadData()``).
    public func reloadData(numberOfRows: Int) { reload(counts: [numberOfRows]) }

    /// Replaces the data with sections of these numbers of rows and reloads (counted as by
    /// ``init(rowsInSections:rowHeight:bounds:)``).
    public func reloadData(rowsInSections: [Int]) { reload(counts: rowsInSections) }

    /// The selected row (the first, with multiple selection), if any.
    public var indexPathForSelectedRow: IndexPath? { sortedSelection.first }

    /// The selected rows, in order (`nil` when none, as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths }

    /// Selects a row from code: reports nothing, as UIKit; ignored for a row beyond the counts. With single
    /// selection it replaces the selection.
    public func selectRow(at indexPath: IndexPath) { select(indexPath) }

    /// Deselects a row from code: reports nothing; a row not selected is left alone.
    public func deselectRow(at indexPath: IndexPath) { deselect(indexPath) }

    /// Where ``selectRow(at:animated:scrollPosition:)`` scrolls the row: UIKit's `UITableView.ScrollPosition`
    /// (`.none`, `.top`, `.middle`, `.bottom`).
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let table = TableView(numberOfRows: 100)
    /// let position: TableView.ScrollPosition = .top
    /// table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: position)
    /// ```
    public typealias ScrollPosition = TableViewScrollPosition

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: selects the row as ``selectRow(at:)`` does (reporting
    /// nothing, replacing the selection unless ``ItemListView/allowsMultipleSelection``), or with `nil` deselects
    /// every row (reporting nothing); then scrolls so that the row is at `scrollPosition` of the view: its top at
    /// the top (`.top`), its centre at the centre (`.middle`), its bottom at the bottom (`.bottom`), as far as the
    /// content allows. `.none` does not scroll, as UIKit's documentation of this method says. The scroll is a
    /// change of ``ScrollingView/contentOffset`` from code: clamped to the content, and reported with one
    /// `.scroll(.didScroll(contentOffset:))` when the offset moves; a deceleration under way stops
    /// first (no didEndDecelerating), so the row stays there. A row beyond the counts is ignored: nothing is
    /// selected and nothing scrolls. `animated` is accepted for UIKit's spelling; a headless view draws nothing,
    /// so the change is immediate either way.
    ///
    /// ```swift
    /// let table = TableView(numberOfRows: 100, rowHeight: 44)
    /// table.selectRow(at: IndexPath(row: 40, section: 0), animated: true, scrollPosition: .top)
    /// print(table.contentOffset.y)   // 1760.0: row 40's top
    /// ```
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, scrollingTo: scrollPosition.verticalAlignment, nil)
    }

    /// UIKit's `deselectRow(at:animated:)`, as in a `didSelect` handler: deselects the row as ``deselectRow(at:)``
    /// does (reporting nothing; a row not selected or beyond the counts is left alone). `animated` is accepted for
    /// UIKit's spelling; the change is immediate either way.
    ///
    /// ```swift
    /// table.observed.addObserver { [unowned table] action in
    ///     if case .didSelect(let indexPath) = action { table.deselectRow(at: indexPath, animated: true) }
    /// }
    /// ```
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath) }

    /// The rows shown, in order, or `nil` when none is, as UIKit answers.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleIndexPaths
        return rows.isEmpty ? nil : rows
    }

    /// The row under `point`, in the table's content coordinates (`nil` below the last row).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPath(atContentPoint: point) }

    /// Deletes rows (see ``ItemListView``'s rules).
    public func deleteRows(at indexPaths: [IndexPath]) { delete(indexPaths) }
}
