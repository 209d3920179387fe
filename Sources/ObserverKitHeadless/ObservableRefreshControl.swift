import Foundation

/// A headless pull-to-refresh control, installed on a ``ScrollView`` (or a ``TableView`` or ``CollectionView``),
/// whose refreshes are observed with closures.
///
/// ```swift
/// let scrollView = ScrollView()
/// let refresh = ObservableRefreshControl()
/// refresh.addAction(for: .valueChanged) { print("reload") }
/// scrollView.refreshControl = refresh
/// scrollView.pullToRefresh()   // prints "reload"; refresh.isRefreshing is now true
/// refresh.endRefreshing()      // done: sends nothing
/// ```
///
/// A user's pull (``ScrollingView/pullToRefresh()``) on an enabled control that is not refreshing sets
/// ``isRefreshing`` and sends valueChanged, as `UIRefreshControl` does. ``beginRefreshing()`` and
/// ``endRefreshing()`` are programmatic and send nothing. The observation is `Void`. The default bounds are
/// 320 × 60 points.
public final class ObservableRefreshControl: Control<Void> {
    /// The refresh control's observations carry no payload.
    public typealias Observation = Void

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Creates a refresh control with `bounds` (320 × 60 points by default); its events carry `()`.
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 60)) {
        super.init(bounds: bounds, observation: (), sendsPrimaryActionOnTouchUpInside: false)
    }

    /// Shows the refresh as under way, without sending an event.
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh, without sending an event.
    public func endRefreshing() {
        isRefreshing = false
    }

    /// The user pulled: starts a refresh and sends valueChanged, from `.touch` (a finger pulls). Returns whether
    /// a refresh started.
    func userDidPull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        beginRefreshing()
        withEventOrigin(.touch) { sendActions(for: .valueChanged) }
        return true
    }
}
