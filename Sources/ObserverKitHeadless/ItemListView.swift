import Foundation
@_spi(Backend) import ObserverKit

/// What ``TableView`` and ``CollectionView`` share: sections of items laid out in lines, selected by a tap that
/// lands on one, shown and hidden as they scroll into and out of view. You use the two subclasses, whose names
/// are UIKit's (`selectRow(at:)`, `indexPathsForVisibleItems`, …).
///
/// ```swift
/// let table: ItemListView = TableView(numberOfRows: 100, rowHeight: 44)
/// table.reloadData()      // shows rows 0 to 10 of a 480-point-high view
/// print(table.contentSize.height)   // 4400.0
/// ```
///
/// ## Rules
/// - Nothing is shown until ``reloadData()`` (UIKit's first layout); from then on every change of the
///   content offset, the bounds or the data reports the difference: didEndDisplaying for each item that left
///   the view, then willDisplay for each that came into it, in the order they leave and come (scrolling down:
///   ascending; up: descending), each exactly once per appearance. Per scroll step the cost depends on the
///   items that come and go, not on how many there are.
/// - A tap that lands on a shown item selects it (didSelect), when `allowsSelection` (before ``reloadData()``
///   none is shown, so a tap selects nothing). With single selection the
///   previously selected item is deselected first (didDeselect), and a tap on the selected item selects it
///   again (didSelect, as UIKit). With multiple selection a tap on a selected item deselects it (didDeselect).
///   A tap on no item (below the last row, an empty table) does nothing.
/// - Programmatic selection (`selectRow(at:)`, `deselectRow(at:)`, UIKit's `selectRow(at:animated:scrollPosition:)`
///   and `deselectRow(at:animated:)`, and the item spellings) reports nothing, as UIKit; an index path beyond the
///   counts is ignored (and scrolls nothing). A scroll position moves the content offset as code setting it does
///   (clamped to the content; one didScroll when it moves), and stops a deceleration under way first (no
///   didEndDecelerating, as a touch stops it), so the item stays at its place. It applies at once, from a handler of a selection report
///   too (a didSelect handler deselecting its row, as UIKit's `deselectRow(at:animated:)` in
///   `tableView(_:didSelectRowAt:)`): read back in the handler, it shows; the tap's reports still reach every
///   observer (the later ones see the selection as the handler left it). So does a change of the rows asked for
///   from a selection report: only display reports make a change wait.
/// - Deleting items ends the display of those shown (didEndDisplaying), drops them from the selection without
///   didDeselect (as UIKit) and moves the later selected items up; the content shrinks, the offset is clamped
///   (didScroll if it moves), and items that come into view are displayed. Index paths that name no item are
///   ignored; each item is deleted once however often it is named.
/// - A change that shows or hides items (scrolling, reloading, deleting, a new row height), made by a handler while
///   items are being reported shown or hidden, takes effect on the rows shown when that report ends, as
///   touch input given from a handler is queued: so every didEndDisplaying follows its row's willDisplay.
///   The content offset itself (and its didScroll) changes at once, and so do `rowHeight` and `itemSize` as
///   read back (a second set compares with the first). Several such changes compose in the order made, each
///   working on what the ones before it left: a delete then a new row height keeps the delete; a row height set
///   and set back lays out nothing.
/// - ``reloadData()`` ends the display of every shown item, clears the selection without reports (as UIKit),
///   and shows the visible items again.
/// - Counts: a negative count counts as zero; any count up to `Int.max` works (a section of `Int.max` rows has
///   its lines and content height); counts that add up to more than `Int.max` stop the program with a message
///   naming them.
@MainActor
public class ItemListView: ScrollingView {
    /// The view's observers: what the informational calls of `UITableViewDelegate` (for a ``TableView``) or
    /// `UICollectionViewDelegate` (for a ``CollectionView``) report, and its scroll view's actions as `.scroll`.
    public let observed = DelegateObserver<ItemListAction>()

    var layout: ItemLayout
    /// The item size last set: the layout's, or the one it takes when the report in progress ends.
    var requestedItemSize: CGSize
    /// The items shown, as flat indexes (contiguous: the lines in view).
    private var displayed: Range<Int> = 0..<0
    private var isLoaded = false
    var selected = Set<IndexPath>()
    private var isReportingDisplay = false
    private var deferredChanges: [() -> Void] = []

    /// Whether a tap selects (true by default).
    public var allowsSelection = true
    /// Whether taps add to the selection and toggle it (false by default). Turning it off keeps only the first
    /// selected item, without reports.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, let first = selected.min(by: Self.precedes) { selected = [first] }
        }
    }

    init(bounds: CGRect, layout: ItemLayout) {
        self.layout = layout
        requestedItemSize = layout.itemSize
        super.init(bounds: bounds)
        setContentSizeQuietly(contentSize(of: layout))
    }

    /// The number of sections.
    public var numberOfSections: Int { layout.counts.count }

    /// Ends the display of every shown item, clears the selection, and shows the visible items (again).
    public func reloadData() {
        guard !isReportingDisplay else { return deferUntilReportEnds { [weak self] in self?.reloadData() } }
        let gone = displayed.map { layout.indexPath(ofFlat: $0) }
        displayed = 0..<0
        isLoaded = true
        selected = []
        report(gone.map { .didEndDisplaying($0) })
        contentDidChange()
    }

    /// Replaces the data with `counts` items a section (see the rules for negative counts and totals beyond
    /// `Int.max`), as a data source reporting new numbers, then reloads.
    func reload(counts: [Int]) {
        guard !isReportingDisplay else { return deferUntilReportEnds { [weak self] in self?.reload(counts: counts) } }
        let gone = displayed.map { layout.indexPath(ofFlat: $0) }
        displayed = 0..<0
        layout = ItemLayout(
            counts: counts, columns: columns(forItemSize: requestedItemSize), itemSize: requestedItemSize,
            owner: "\(type(of: self))")
        setContentSizeQuietly(contentSize(of: layout))
        isLoaded = true
        selected = []
        report(gone.map { .didEndDisplaying($0) })
        contentDidChange()
    }

    /// The items a line holds for items of `size`: one in a table; a grid overrides it (as many as fit the width).
    func columns(forItemSize size: CGSize) -> Int { 1 }

    /// Lays the items out again for ``requestedItemSize`` and the columns it gives now (a new row height or item
    /// size, or a new width for a grid), unless that is the layout already. Inside a report it waits for the
    /// report's end, and then reads the counts, size and width of that moment: the changes made before it in
    /// the same report have happened by then.
    func relayout() {
        guard !isReportingDisplay else { return deferUntilReportEnds { [weak self] in self?.relayout() } }
        let columns = columns(forItemSize: requestedItemSize)
        guard columns != layout.columns || requestedItemSize != layout.itemSize else { return }
        let gone = displayed.map { layout.indexPath(ofFlat: $0) }
        displayed = 0..<0
        layout = ItemLayout(
            counts: layout.counts, columns: columns, itemSize: requestedItemSize, owner: "\(type(of: self))")
        setContentSizeQuietly(contentSize(of: layout))
        if isLoaded { report(gone.map { .didEndDisplaying($0) }) }
        contentDidChange()
    }

    func contentSize(of layout: ItemLayout) -> CGSize {
        CGSize(
            width: layout.columns == 1 ? bounds.width : CGFloat(layout.columns) * layout.itemSize.width,
            height: layout.contentHeight)
    }

    /// The index paths shown, in order.
    var visibleIndexPaths: [IndexPath] { displayed.map { layout.indexPath(ofFlat: $0) } }

    /// The selected index paths, in order.
    var sortedSelection: [IndexPath] { selected.sorted(by: Self.precedes) }

    /// The selected index paths, in order, or `nil` when none is: what UIKit's `indexPathsForSelectedRows` and
    /// `indexPathsForSelectedItems` answer.
    var selectedIndexPaths: [IndexPath]? { selected.isEmpty ? nil : sortedSelection }

    /// The number of rows or items in `section` (0 for a section that does not exist).
    func count(inSection section: Int) -> Int {
        layout.counts.indices.contains(section) ? layout.counts[section] : 0
    }

    /// The item under `point` (in the view's content coordinates), if any.
    func indexPath(atContentPoint point: CGPoint) -> IndexPath? {
        layout.flat(at: point).map { layout.indexPath(ofFlat: $0) }
    }

    func select(_ indexPath: IndexPath) {
        guard layout.flat(of: indexPath) != nil else { return }
        if !allowsMultipleSelection { selected = [] }
        selected.insert(indexPath)
    }

    func deselect(_ indexPath: IndexPath) {
        selected.remove(indexPath)
    }

    /// A selection from code with UIKit's scroll position (`selectRow(at:animated:scrollPosition:)`,
    /// `selectItem(at:animated:scrollPosition:)`): `nil` clears the selection; an index path naming an item
    /// selects it as ``select(_:)`` does, then moves ``ScrollingView/contentOffset`` so that the item is at
    /// `vertical` and `horizontal` of the view (an axis without an alignment keeps its offset), clamped to the
    /// content, with one didScroll when it moves. A deceleration under way stops first (without
    /// didEndDecelerating, as a touch stops it), so the item is at its place when the scrolling ends. An index
    /// path naming no item changes and scrolls nothing. Nothing is reported about the selection.
    func select(
        _ indexPath: IndexPath?, scrollingTo vertical: ItemScrollAlignment?, _ horizontal: ItemScrollAlignment?
    ) {
        guard let indexPath else { return selected = [] }
        guard let flat = layout.flat(of: indexPath) else { return }
        select(indexPath)
        guard vertical != nil || horizontal != nil else { return }
        stopDecelerating()
        contentOffset = ItemScrollAlignment.offset(
            showing: layout.frame(ofFlat: flat), inViewOf: bounds.size, from: contentOffset, vertical: vertical,
            horizontal: horizontal)
    }

    /// Deletes the items at `indexPaths` (see the rules).
    func delete(_ indexPaths: [IndexPath]) {
        guard !isReportingDisplay else { return deferUntilReportEnds { [weak self] in self?.delete(indexPaths) } }
        let flats = Set(indexPaths.compactMap { layout.flat(of: $0) }).sorted()
        guard !flats.isEmpty else { return }
        let ended = isLoaded ? flats.filter { displayed.contains($0) }.map { layout.indexPath(ofFlat: $0) } : []
        // The selection: the deleted go, the later ones of their sections move up.
        let deleted = flats.map { layout.indexPath(ofFlat: $0) }
        var deletedBySection: [Int: [Int]] = [:]
        for indexPath in deleted { deletedBySection[indexPath[0], default: []].append(indexPath[1]) }
        selected = Set(
            selected.compactMap { indexPath in
                guard let removed = deletedBySection[indexPath[0]] else { return indexPath }
                if removed.contains(indexPath[1]) { return nil }
                let before = removed.partitioningIndex { $0 >= indexPath[1] }
                return IndexPath(indexes: [indexPath[0], indexPath[1] - before])
            })
        // The items still shown keep being shown, at their new indexes.
        let lower = displayed.lowerBound - flats.partitioningIndex { $0 >= displayed.lowerBound }
        let upper = displayed.upperBound - flats.partitioningIndex { $0 >= displayed.upperBound }
        displayed = lower..<max(lower, upper)
        layout.remove(flats: flats)
        setContentSizeQuietly(contentSize(of: layout))
        report(ended.map { .didEndDisplaying($0) })
        contentDidChange()
    }

    override func contentDidChange() {
        setContentSizeQuietly(contentSize(of: layout))
        super.contentDidChange()
    }

    override func offsetDidChange() {
        updateDisplay()
    }

    override func tapped(atContentPoint point: CGPoint) {
        // Before the first layout no item is shown, so a tap lands on none.
        guard isLoaded, allowsSelection, let indexPath = indexPath(atContentPoint: point) else { return }
        if allowsMultipleSelection {
            if selected.contains(indexPath) {
                selected.remove(indexPath)
                observed.send(.didDeselect(indexPath))
            } else {
                selected.insert(indexPath)
                observed.send(.didSelect(indexPath))
            }
            return
        }
        let previous = sortedSelection.filter { $0 != indexPath }
        selected = [indexPath]
        for old in previous { observed.send(.didDeselect(old)) }
        observed.send(.didSelect(indexPath))
    }

    /// Reports what came into and went out of view since the last update.
    private func updateDisplay() {
        guard isLoaded else { return }
        guard !isReportingDisplay else { return deferUntilReportEnds { [weak self] in self?.updateDisplay() } }
        let old = displayed
        let new = layout.visibleRange(top: contentOffset.y, height: bounds.height)
        guard new != old else { return }
        displayed = new
        var gone: [Int] = []
        var came: [Int] = []
        if old.isEmpty {
            came.append(contentsOf: new)
        } else if new.isEmpty {
            gone.append(contentsOf: old)
        } else {
            let topGone = old.lowerBound..<max(old.lowerBound, min(old.upperBound, new.lowerBound))
            let bottomGone = max(old.lowerBound, new.upperBound)..<max(old.upperBound, new.upperBound)
            let topCame = new.lowerBound..<max(new.lowerBound, min(new.upperBound, old.lowerBound))
            let bottomCame = max(new.lowerBound, old.upperBound)..<max(new.upperBound, old.upperBound)
            if new.lowerBound >= old.lowerBound {
                // Scrolling down: the top leaves first, the bottom comes in order.
                gone.append(contentsOf: topGone)
                gone.append(contentsOf: bottomGone.clamped(to: old))
                came.append(contentsOf: topCame)
                came.append(contentsOf: bottomCame.clamped(to: new))
            } else {
                // Scrolling up: the bottom leaves from the end, the top comes from the nearest.
                gone.append(contentsOf: bottomGone.clamped(to: old).reversed())
                gone.append(contentsOf: topGone.reversed())
                came.append(contentsOf: topCame.reversed())
                came.append(contentsOf: bottomCame.clamped(to: new))
            }
        }
        var actions: [ItemListAction] = []
        actions.reserveCapacity(gone.count + came.count)
        for flat in gone { actions.append(.didEndDisplaying(layout.indexPath(ofFlat: flat))) }
        for flat in came { actions.append(.willDisplay(layout.indexPath(ofFlat: flat))) }
        report(actions)
    }

    /// Puts `change` off until the report of rows in progress ends, so that each report matches the rows shown
    /// (a handler that scrolls or deletes from willDisplay does not see rows reported that are no longer shown,
    /// or hidden that were never shown). Callers check `isReportingDisplay` first and make the closure only
    /// then: a scroll step that is not inside a report allocates none.
    private func deferUntilReportEnds(_ change: @escaping () -> Void) {
        deferredChanges.append(change)
    }

    /// Reports display changes, then runs the changes their handlers made meanwhile, in order.
    private func report(_ actions: [ItemListAction]) {
        isReportingDisplay = true
        for action in actions { observed.send(action) }
        isReportingDisplay = false
        while !isReportingDisplay, !deferredChanges.isEmpty { deferredChanges.removeFirst()() }
    }

    /// Reports the scroll view's actions to the observers, as `.scroll`.
    override func report(_ action: @autoclosure () -> ScrollViewAction) {
        observed.send(.scroll(action()))
    }

    /// Whether `lhs` comes before `rhs`: by section, then item.
    static func precedes(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool { lhs < rhs }
}

extension Array where Element == Int {
    /// The index of the first element satisfying `predicate`, in an array partitioned by it (binary search).
    fileprivate func partitioningIndex(where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
