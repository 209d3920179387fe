// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A type with a scroll view that refreshes when pulled, with no `@objc` and no retain cycle: adopt it,
    /// call `addRefreshControl()` once, and implement `refreshTriggered()`.
    ///
    /// ```swift
    /// final class LibraryViewController: UITableViewController, ScrollRefreshable {
    ///     var scrollView: UIScrollView { tableView }
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         addRefreshControl()
    ///     }
    ///     func refreshTriggered() { reload { self.scrollView.refreshControl?.endRefreshing() } }
    /// }
    /// ```
    @MainActor
    public protocol ScrollRefreshable: AnyObject {
        /// The scroll view the refresh control is installed on.
        var scrollView: UIScrollView { get }

        /// Called when the user pulls to refresh; call `endRefreshing()` when the refresh is done.
        func refreshTriggered()
    }

    extension ScrollRefreshable {
        /// Installs an `ObservableRefreshControl` on `scrollView` that calls `refreshTriggered()` through a
        /// closure action holding `self` weakly, and returns it.
        @discardableResult
        public func addRefreshControl() -> ObservableRefreshControl {
            let refreshControl = ObservableRefreshControl()
            refreshControl.addAction(for: .valueChanged) { [weak self] in self?.refreshTriggered() }
            scrollView.refreshControl = refreshControl
            return refreshControl
        }
    }
#endif
