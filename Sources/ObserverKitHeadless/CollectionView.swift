import Foundation
@_spi(Backend) import ObserverKit

/// A headless collection view: sections of items of one size in a vertical grid (as many columns as fit the
/// width, at least one; each section starts a new line), observed through ``ItemListView/observed`` as
/// `UICollectionView` is through its delegate. A tap on an item selects it; scrolling shows and hides items.
///
/// ```swift
/// import Foundation
///
/// let grid = CollectionView(numberOfItems: 90, itemSize: CGSize(width: 100, height: 100))
/// grid.observed.addObserver { action in
///     if case .didSelect(let indexPath) = action { print("open \(indexPath.item)") }
/// }
/// grid.reloadData()
/// grid.tap(at: CGPoint(x: 150, y: 150))   // open 4: three columns, second line, second column
/// ```
///
/// Selection, display and deletion follow ``ItemListView``'s rules; scrolling follows ``ScrollingView``'s.
@MainActor
public final class CollectionView: ItemListView {
    /// A collection of one section of `numberOfItems` items (a negative number counts as zero; up to `Int.max`
    /// works).
    public convenience init(
        numberOfItems: Int = 0, itemSize: CGSize = CGSize(width: 100, height: 100),
        bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) {
        self.init(itemsInSections: [numberOfItems], itemSize: itemSize, bounds: bounds)
    }

    /// A collection of `itemsInSections.count` sections of those numbers of items (a negative number counts as
    /// zero; numbers that add up to more than `Int.max` stop the program with a message naming them). An item
    /// size that is not positive and finite on both axes is taken as 50 × 50 (UIKit's flow layout default).
    public init(
        itemsInSections: [Int], itemSize: CGSize = CGSize(width: 100, height: 100),
        bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) {
        let size = Self.sanitized(itemSize) ?? CGSize(width: 50, height: 50)
        super.init(
            bounds: bounds,
            layout: ItemLayout(
                counts: itemsInSections, columns: Self.columns(size, bounds.width), itemSize: size,
                owner: "CollectionView"))
    }

    /// The size of every item. Setting one that is not positive and finite on both axes is ignored. Set by a
    /// handler while items are reported shown or hidden, it reads back at once and the items are laid out when
    /// that report ends (see ``ItemListView``'s rules).
    public var itemSize: CGSize {
        get { requestedItemSize }
        set {
            guard let size = Self.sanitized(newValue), size != itemSize else { return }
            requestedItemSize = size
            relayout()
        }
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int { count(inSection: section) }

    /// Replaces the data with one section of `numberOfItems` items and reloads.
    public func reloadData(numberOfItems: Int) { reload(counts: [numberOfItems]) }

    /// Replaces the data with sections of these numbers of items and reloads (counted as by
    /// ``init(itemsInSections:itemSize:bounds:)``).
    public func reloadData(itemsInSections: [Int]) { reload(counts: itemsInSections) }

    /// The selected items, in order (`nil` when none, as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects an item from code: reports nothing; ignored for an item beyond the counts, and when
    /// ``ItemListView/allowsSelection`` is off (UIKit's `selectItem(at:animated:scrollPosition:)` then has no effect).
    public func selectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        select(indexPath)
    }

    /// Deselects an item from code: reports nothing; ignored when ``ItemListView/allowsSelection`` is off (UIKit's
    /// `deselectItem(at:animated:)` then has no effect).
    public func deselectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        deselect(indexPath)
    }

    /// Where ``selectItem(at:animated:scrollPosition:)`` scrolls the item: UIKit's `UICollectionView.ScrollPosition`,
    /// an option set of one vertical and one horizontal place (`[.top, .left]`; `[]` scrolls nothing).
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let grid = CollectionView(numberOfItems: 200)
    /// let position: CollectionView.ScrollPosition = [.centeredVertically]
    /// grid.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: position)
    /// ```
    public typealias ScrollPosition = CollectionViewScrollPosition

    /// UIKit's `selectItem(at:animated:scrollPosition:)`: selects the item as ``selectItem(at:)`` does (reporting
    /// nothing, replacing the selection unless ``ItemListView/allowsMultipleSelection``), or with `nil` clears the
    /// selection (reporting nothing); then scrolls so that the item is at `scrollPosition` of the view on each axis
    /// it names (`.top`, `.centeredVertically` or `.bottom`; `.left`, `.centeredHorizontally` or `.right`), as far
    /// as the content allows; `[]` does not scroll, and an axis given more than one of its members does not scroll.
    /// The items' lines fill the view's width, so a horizontal member keeps the offset's `x` at 0.
    /// The scroll is a change of ``ScrollingView/contentOffset`` from code: clamped to the content, and reported
    /// with one `.scroll(.didScroll(contentOffset:))` when the offset moves; a deceleration under way stops first
    /// (no didEndDecelerating), so the item stays there. An item beyond the counts is ignored,
    /// and so is any call while ``ItemListView/allowsSelection`` is off (UIKit's has no effect then): nothing is
    /// selected and nothing scrolls. `animated` is accepted for UIKit's spelling; a headless view draws nothing,
    /// so the change is immediate either way.
    ///
    /// ```swift
    /// let grid = CollectionView(numberOfItems: 90, itemSize: CGSize(width: 100, height: 100))
    /// grid.selectItem(at: IndexPath(item: 30, section: 0), animated: true, scrollPosition: .top)
    /// print(grid.contentOffset.y)   // 1000.0: line 10 of three columns
    /// ```
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        select(indexPath, scrollingTo: scrollPosition.verticalAlignment, scrollPosition.horizontalAlignment)
    }

    /// UIKit's `deselectItem(at:animated:)`: deselects the item as ``deselectItem(at:)`` does (reporting nothing;
    /// ignored while ``ItemListView/allowsSelection`` is off). `animated` is accepted for UIKit's spelling; the
    /// change is immediate either way.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

    /// The items shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleIndexPaths }

    /// The item under `point`, in content coordinates (`nil` over no item).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPath(atContentPoint: point) }

    /// Deletes items (see ``ItemListView``'s rules).
    public func deleteItems(at indexPaths: [IndexPath]) { delete(indexPaths) }

    override func columns(forItemSize size: CGSize) -> Int { Self.columns(size, bounds.width) }

    override func contentDidChange() {
        if columns(forItemSize: layout.itemSize) != layout.columns {
            relayout()
        } else {
            super.contentDidChange()
        }
    }

    private static func sanitized(_ size: CGSize) -> CGSize? {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 ? size : nil
    }

    private static func columns(_ size: CGSize, _ width: CGFloat) -> Int {
        let fitting = (width / size.width).rounded(.down)
        // At most 10,000 columns: a view wider than that is not a screen.
        return fitting.isFinite && fitting >= 1 ? Int(min(fitting, 10_000)) : 1
    }
}
