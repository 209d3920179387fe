// Foundation for `IndexPath`, as UIKit's table and collection view delegates report it (see ScrollViewAction.swift).
import Foundation

/// What a view that lists rows or items reports to its observers, a table view and a collection view alike: its
/// scroll view's actions and the informational calls of `UITableViewDelegate` and `UICollectionViewDelegate`,
/// which are the same four for rows and for items. ``TableViewAction`` and ``CollectionViewAction`` are this
/// enum under UIKit's two names, so one handler serves both views.
///
/// ```swift
/// func observeLists(
///     _ table: DelegateObserver<TableViewAction>, _ grid: DelegateObserver<CollectionViewAction>
/// ) -> [ObservationToken] {
///     let handle: (ItemListAction) -> Void = { action in
///         switch action {
///         case .didSelect(let indexPath): print("open \(indexPath)")
///         case .willDisplay(let indexPath): print("load the content of \(indexPath)")
///         case .scroll(.didEndDecelerating): print("came to rest")
///         default: break
///         }
///     }
///     return [table.addObserver(handle), grid.addObserver(handle)]
/// }
/// ```
///
/// The value-returning delegate methods (`tableView(_:heightForRowAt:)`, `tableView(_:willSelectRowAt:)`,
/// `collectionView(_:shouldSelectItemAt:)`, …) are not actions: the app's own delegate answers them.
public enum ItemListAction: Sendable, Equatable {
    /// Something its scroll view reports (a table view and a collection view are scroll views): the
    /// `UIScrollViewDelegate` calls that a `UITableViewDelegate` or a `UICollectionViewDelegate` receives.
    case scroll(ScrollViewAction)
    /// The user selected a row or an item: `tableView(_:didSelectRowAt:)` or
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelect(IndexPath)
    /// The user deselected a row or an item: `tableView(_:didDeselectRowAt:)` or
    /// `collectionView(_:didDeselectItemAt:)`.
    case didDeselect(IndexPath)
    /// A row or an item is about to appear: `tableView(_:willDisplay:forRowAt:)` or
    /// `collectionView(_:willDisplay:forItemAt:)`.
    case willDisplay(IndexPath)
    /// A row or an item left the screen: `tableView(_:didEndDisplaying:forRowAt:)` or
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    case didEndDisplaying(IndexPath)
}
