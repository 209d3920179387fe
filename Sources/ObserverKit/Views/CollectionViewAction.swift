// Foundation for `IndexPath`, as UIKit's collection view delegate reports it (see ScrollViewAction.swift).
import Foundation

/// What a collection view reports to its observers: its scroll view's actions and the informational calls of
/// `UICollectionViewDelegate`.
///
/// ```swift
/// func observeItems(_ observed: DelegateObserver<CollectionViewAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .didSelect(let indexPath): print("open item \(indexPath)")
///         case .willDisplay(let indexPath): print("load the thumbnail of \(indexPath)")
///         default: break
///         }
///     }
/// }
/// ```
///
/// The value-returning delegate methods (`collectionView(_:shouldSelectItemAt:)`, …) are not actions: the
/// app's own delegate answers them.
public enum CollectionViewAction: Sendable, Equatable {
    /// Something its scroll view reports (a collection view is a scroll view).
    case scroll(ScrollViewAction)
    /// The user selected an item: `collectionView(_:didSelectItemAt:)`.
    case didSelect(IndexPath)
    /// The user deselected an item: `collectionView(_:didDeselectItemAt:)`.
    case didDeselect(IndexPath)
    /// An item is about to appear: `collectionView(_:willDisplay:forItemAt:)`.
    case willDisplay(IndexPath)
    /// An item left the screen: `collectionView(_:didEndDisplaying:forItemAt:)`.
    case didEndDisplaying(IndexPath)
}
