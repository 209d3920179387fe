// Foundation for `IndexPath`, as UIKit's table view delegate reports it (see ScrollViewAction.swift).
import Foundation

/// What a table view reports to its observers: its scroll view's actions and the informational calls of
/// `UITableViewDelegate`.
///
/// ```swift
/// func observeSelection(_ observed: DelegateObserver<TableViewAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .didSelect(let indexPath): print("open row \(indexPath)")
///         case .scroll(.didEndDecelerating): print("came to rest")
///         default: break
///         }
///     }
/// }
/// ```
///
/// The value-returning delegate methods (`tableView(_:shouldHighlightRowAt:)`, `tableView(_:heightForRowAt:)`,
/// `tableView(_:willSelectRowAt:)`, …) are not actions: the app's own delegate answers them.
public enum TableViewAction: Sendable, Equatable {
    /// Something its scroll view reports (a table view is a scroll view).
    case scroll(ScrollViewAction)
    /// The user selected a row: `tableView(_:didSelectRowAt:)`.
    case didSelect(IndexPath)
    /// The user deselected a row: `tableView(_:didDeselectRowAt:)`.
    case didDeselect(IndexPath)
    /// A row is about to appear: `tableView(_:willDisplay:forRowAt:)`.
    case willDisplay(IndexPath)
    /// A row left the screen: `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplaying(IndexPath)
}
