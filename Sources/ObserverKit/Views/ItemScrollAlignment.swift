// Foundation for `CGPoint`, `CGRect` and `CGSize` (see ScrollViewAction.swift).
import Foundation

/// Where a row or an item goes on one axis of its view when selected from code with a scroll position: the one
/// computation that the headless and GTK table and collection views share (``TableViewScrollPosition`` and
/// ``CollectionViewScrollPosition`` name it UIKit's way).
///
/// ```swift
/// let offset = ItemScrollAlignment.offset(
///     showing: CGRect(x: 0, y: 440, width: 320, height: 44), inViewOf: CGSize(width: 320, height: 480),
///     from: .zero, vertical: .center, horizontal: nil)
/// print(offset)   // (0.0, 222.0): the row's centre, 462, at the view's centre, 240
/// ```
@_spi(Backend) public enum ItemScrollAlignment: Sendable, Hashable {
    /// The item's leading edge (top, left) at the view's.
    case start
    /// The item's centre at the view's.
    case center
    /// The item's trailing edge (bottom, right) at the view's.
    case end

    /// The content offset that puts `frame` (in content coordinates) at `vertical` and `horizontal` of a view of
    /// `size`, keeping `offset`'s coordinate on an axis without an alignment. Not clamped: the view clamps it to
    /// its content, as it clamps every offset set from code.
    public static func offset(
        showing frame: CGRect, inViewOf size: CGSize, from offset: CGPoint, vertical: ItemScrollAlignment?,
        horizontal: ItemScrollAlignment?
    ) -> CGPoint {
        CGPoint(
            x: horizontal?.origin(of: frame.minX, frame.width, in: size.width) ?? offset.x,
            y: vertical?.origin(of: frame.minY, frame.height, in: size.height) ?? offset.y)
    }

    /// The view's origin on one axis that puts an item starting at `start`, `length` long, at this place of a
    /// view `viewLength` long.
    private func origin(of start: CGFloat, _ length: CGFloat, in viewLength: CGFloat) -> CGFloat {
        switch self {
        case .start: start
        case .center: start + length / 2 - viewLength / 2
        case .end: start + length - viewLength
        }
    }
}
