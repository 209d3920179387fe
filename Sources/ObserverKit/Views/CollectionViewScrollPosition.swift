// Foundation for `CGFloat` (see ScrollViewAction.swift).
import Foundation

/// Where a collection view scrolls an item it selects from code: UIKit's `UICollectionView.ScrollPosition`, an
/// option set with its members and raw values, which the headless and GTK collection views name
/// `CollectionView.ScrollPosition`, so that `selectItem(at:animated:scrollPosition:)` reads the same on every
/// backend.
///
/// ```swift
/// import Foundation
///
/// let grid = CollectionView(numberOfItems: 200)   // headless; a GTK grid is made of its items
/// grid.selectItem(at: IndexPath(item: 40, section: 0), animated: true, scrollPosition: [.top, .left])
/// grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])   // no scrolling
/// ```
///
/// At most one vertical member (``top``, ``centeredVertically``, ``bottom``) and one horizontal member (``left``,
/// ``centeredHorizontally``, ``right``) go together; the content moves on each axis that has one so that the item
/// is at that place of the view, as far as the content allows. An empty set (UIKit's
/// `UICollectionViewScrollPositionNone`, which Swift spells `[]`) scrolls nothing. Bad input: an axis given two or
/// three of its members, which UIKit documents as mutually exclusive, does not scroll (the other axis still does).
public struct CollectionViewScrollPosition: OptionSet, Sendable, Hashable {
    /// The members' bits, UIKit's raw values.
    public let rawValue: UInt

    /// A position of these bits, UIKit's raw values.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The item's top edge at the view's top edge.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the view's vertical centre.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the view's bottom edge.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the view's left edge.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the view's horizontal centre.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the view's right edge.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}

extension CollectionViewScrollPosition {
    /// Where the item goes on the vertical axis: `nil` for none of the vertical members, or more than one.
    @_spi(Backend) public var verticalAlignment: ItemScrollAlignment? {
        alignment(start: .top, center: .centeredVertically, end: .bottom)
    }

    /// Where the item goes on the horizontal axis: `nil` for none of the horizontal members, or more than one.
    @_spi(Backend) public var horizontalAlignment: ItemScrollAlignment? {
        alignment(start: .left, center: .centeredHorizontally, end: .right)
    }

    private func alignment(
        start: CollectionViewScrollPosition, center: CollectionViewScrollPosition, end: CollectionViewScrollPosition
    ) -> ItemScrollAlignment? {
        switch intersection([start, center, end]) {
        case start: .start
        case center: .center
        case end: .end
        default: nil
        }
    }
}
