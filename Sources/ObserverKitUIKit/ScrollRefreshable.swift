// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)

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
    ///     func refreshTriggered() {
    ///         tableView.reloadData()
    ///         scrollView.refreshControl?.endRefreshing()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol ScrollRefreshable: ScrollRefreshing where RefreshControl == ObservableRefreshControl {
        /// The scroll view the refresh control is installed on.
        var scrollView: UIScrollView { get }
    }

    extension ScrollRefreshable {
        /// Installs a new `ObservableRefreshControl` as `scrollView`'s refresh control, replacing any earlier
        /// one; the core's `addRefreshControl()` (the same on every backend) connects it to `refreshTriggered()`.
        public func installRefreshControl() -> ObservableRefreshControl {
            let refreshControl = ObservableRefreshControl()
            scrollView.refreshControl = refreshControl
            return refreshControl
        }
    }
#endif
