/// A screen with a scroll view that refreshes on pull, with the whole refresh control set up by a protocol
/// default implementation: no `@objc`, no target/selector, no retain cycle.
///
/// ```swift
/// final class InboxScreen: ScrollRefreshable {
///     let scrollView = ScrollView()
///     private(set) var reloads = 0
///     init() { addRefreshControl() }
///     func refreshTriggered() {
///         reloads += 1
///         scrollView.refreshControl?.endRefreshing()
///     }
/// }
///
/// let inbox = InboxScreen()
/// inbox.scrollView.pullToRefresh()   // inbox.reloads == 1
/// ```
///
/// The scroll view may be a list, as a `UITableView` is a `UIScrollView`: a screen whose ``scrollView`` is its
/// ``TableView`` (or ``CollectionView``) refreshes that list.
///
/// ```swift
/// final class TrackListScreen: ScrollRefreshable {
///     let tableView = TableView()
///     var scrollView: TableView { tableView }
///     init() { addRefreshControl() }
///     func refreshTriggered() { tableView.refreshControl?.endRefreshing() }
/// }
///
/// let tracks = TrackListScreen()
/// tracks.tableView.pullToRefresh()   // true: refreshTriggered() ran
/// ```
///
/// Keep the screen while it should refresh: the refresh control's action holds it weakly, so a screen nobody
/// holds (`TrackListScreen().tableView.pullToRefresh()`) is gone before the pull, which then starts a refresh
/// that nothing ends.
///
/// The default `addRefreshControl()`, the core's `ScrollRefreshing` one shared by every backend, captures the
/// conformer weakly: the conformer owns the scroll view, the scroll view its refresh control, the control its
/// action; nothing points back, so the conformer is freed when its owner lets go.
@MainActor
public protocol ScrollRefreshable: ScrollRefreshing where RefreshControl == ObservableRefreshControl {
    /// The kind of scroll view that gets the refresh control: a ``ScrollView``, ``TableView`` or
    /// ``CollectionView``, inferred from ``scrollView``.
    associatedtype RefreshingView: ScrollingView

    /// The scroll view that gets the refresh control.
    var scrollView: RefreshingView { get }
}

extension ScrollRefreshable {
    /// Installs a new ``ObservableRefreshControl`` on ``scrollView``, replacing any earlier one; the core's
    /// `addRefreshControl()` (the same on every backend) connects it to `refreshTriggered()`.
    public func installRefreshControl() -> ObservableRefreshControl {
        let refreshControl = ObservableRefreshControl()
        scrollView.refreshControl = refreshControl
        return refreshControl
    }
}
