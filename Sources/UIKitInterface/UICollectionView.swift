#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout: iOS 6.0+, tvOS 9.0+.
    /// The part of UIKit's `UICollectionViewLayout` the model needs: a layout object.
    @available(iOS 6.0, tvOS 9.0, *)
    @MainActor
    open class UICollectionViewLayout {
        /// Creates a layout.
        public init() {}
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout: iOS 6.0+, tvOS 9.0+.
    /// The part of UIKit's `UICollectionViewFlowLayout` the model needs: its item size.
    @available(iOS 6.0, tvOS 9.0, *)
    @MainActor
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
        /// The size of each item (50 × 50 points by default).
        open var itemSize = CGSize(width: 50, height: 50)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewcell: iOS 6.0+, tvOS 9.0+.
    /// The part of UIKit's `UICollectionViewCell` that the UIKit backend's tests use: a view for one item.
    @available(iOS 6.0, tvOS 9.0, *)
    @MainActor
    open class UICollectionViewCell: UIView {}

    // https://developer.apple.com/documentation/uikit/uicollectionview: iOS 6.0+, tvOS 9.0+.
    /// The part of UIKit's `UICollectionView` that the UIKit backend uses: its delegate (UIKit's `delegate` is
    /// typed `UICollectionViewDelegate`; the model keeps the scroll view's property and asks it as a collection
    /// view delegate), selection, and a test's stand-ins for a finger on an item.
    @available(iOS 6.0, tvOS 9.0, *)
    @MainActor
    open class UICollectionView: UIScrollView {
        // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
        /// The layout.
        open var collectionViewLayout: UICollectionViewLayout

        // https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection: "If the value of this
        // property is true (the default), users can select items"; selectItem(at:animated:scrollPosition:) and
        // deselectItem(at:animated:): "If the allowsSelection property is false, calling this method has no
        // effect."
        /// Whether a tap selects an item (true by default); while it is off, selection from code does nothing too.
        open var allowsSelection = true

        // https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
        /// Whether several items can be selected at once.
        open var allowsMultipleSelection = false

        /// The selected items, in the order they were selected.
        private var selection = IndexPathSelection()

        // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
        /// The selected items, or `nil` when none is.
        open var indexPathsForSelectedItems: [IndexPath]? { selection.reported }

        // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
        /// Creates a collection view with `layout`.
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The delegate, asked as a collection view delegate.
        private var collectionDelegate: (any UICollectionViewDelegate)? {
            delegate as? any UICollectionViewDelegate
        }

        /// The scroll view's, and the collection view delegate's methods whose answer changes what the view does.
        override class var delegateSelectorsAskedWhenSet: [Selector] {
            super.delegateSelectorsAskedWhenSet + [
                "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
                "collectionView:shouldDeselectItemAtIndexPath:",
            ]
        }

        /// The delegate as a collection view delegate, when it said it implements `selector` when it was set.
        private func collectionDelegate(implementing selector: Selector) -> (any UICollectionViewDelegate)? {
            delegate(implementing: selector) as? any UICollectionViewDelegate
        }

        // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
        /// Where an item selected or scrolled to from code ends in the view: one vertical and one horizontal place;
        /// `[]` for no scrolling.
        public struct ScrollPosition: OptionSet, Sendable {
            /// The members' bits.
            public let rawValue: UInt
            /// A position of these bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The item at the top of the view.
            public static let top = ScrollPosition(rawValue: 1 << 0)
            /// The item centred vertically.
            public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
            /// The item at the bottom of the view.
            public static let bottom = ScrollPosition(rawValue: 1 << 2)
            /// The item at the left edge of the view.
            public static let left = ScrollPosition(rawValue: 1 << 3)
            /// The item centred horizontally.
            public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
            /// The item at the right edge of the view.
            public static let right = ScrollPosition(rawValue: 1 << 5)
        }

        // https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:):
        // "doesn't call any selection-related delegate methods".
        /// Selects `indexPath` from code (`nil` clears the selection): no delegate method is called; nothing while
        /// `allowsSelection` is off. The model lays out no items, so `scrollPosition` scrolls nothing here.
        open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            guard allowsSelection else { return }
            selection.select(indexPath, allowsMultiple: allowsMultipleSelection)
        }

        // https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:): no
        // delegate call.
        /// Deselects `indexPath` from code: no delegate method is called; nothing while `allowsSelection` is off.
        open func deselectItem(at indexPath: IndexPath, animated: Bool) {
            guard allowsSelection else { return }
            selection.remove(indexPath)
        }

        /// Plays a tap on the item at `indexPath`, asking and telling the delegate in UIKit's order (nothing while
        /// `allowsSelection` is off):
        /// shouldHighlightItemAt (a `false` ends the tap); then, on a selected item of a multiple-selection view,
        /// shouldDeselectItemAt, the deselection and didDeselectItemAt; otherwise shouldSelectItemAt, the previous
        /// selection of a single-selection view deselected (didDeselectItemAt), the selection and didSelectItemAt.
        /// The selected item of a single-selection view, tapped again, is asked and reported again
        /// (shouldSelectItemAt, didSelectItemAt), as a table view's row is: apps that deselect an item on its
        /// second tap do it in shouldSelectItemAt.
        public func simulateTap(onItemAt indexPath: IndexPath) {
            guard allowsSelection else { return }
            let highlight = collectionDelegate(implementing: "collectionView:shouldHighlightItemAtIndexPath:")
            guard highlight?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
            if allowsMultipleSelection, selection.contains(indexPath) {
                let deselect = collectionDelegate(implementing: "collectionView:shouldDeselectItemAtIndexPath:")
                guard deselect?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
                selection.remove(indexPath)
                collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
            let select = collectionDelegate(implementing: "collectionView:shouldSelectItemAtIndexPath:")
            guard select?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
            if !allowsMultipleSelection {
                for previous in selection.indexPaths where previous != indexPath {
                    selection.remove(previous)
                    collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
                }
            }
            selection.insert(indexPath)
            collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        }

        /// Plays the item at `indexPath` scrolling into view: collectionView(_:willDisplay:forItemAt:).
        public func simulateDisplay(itemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(self, willDisplay: UICollectionViewCell(), forItemAt: indexPath)
        }

        /// Plays the item at `indexPath` scrolling out of view: collectionView(_:didEndDisplaying:forItemAt:).
        public func simulateEndDisplaying(itemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(self, didEndDisplaying: UICollectionViewCell(), forItemAt: indexPath)
        }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate: iOS 6.0+, tvOS 9.0+. Every method
    // is optional in UIKit; each default here does what UIKit does when a delegate does not implement it. The
    // model declares the methods the UIKit backend and its tests use, not all of UIKit's.
    /// The methods a collection view's delegate may implement (and a scroll view's).
    @available(iOS 6.0, tvOS 9.0, *)
    @MainActor
    public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
        /// Whether a touch highlights the item (and may select it); `true` by default.
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
        /// Whether the item may be selected; `true` by default.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
        /// Whether the item may be deselected; `true` by default.
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
        /// The user selected an item.
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
        /// The user deselected an item.
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
        /// An item's cell is about to be shown.
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
        /// An item's cell left the view.
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath)
    }

    extension UICollectionViewDelegate {
        /// Not implemented: every item highlights.
        public func collectionView(
            _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
        ) -> Bool { true }
        /// Not implemented: every item may be selected.
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        {
            true
        }
        /// Not implemented: every item may be deselected.
        public func collectionView(
            _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
        ) -> Bool { true }
        /// Not implemented: UIKit does nothing.
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        /// Not implemented: UIKit does nothing.
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
        /// Not implemented: UIKit does nothing.
        public func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {}
        /// Not implemented: UIKit does nothing.
        public func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {}
    }
#endif
