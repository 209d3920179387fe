import Foundation

/// A headless scroll view: the host of an ``ObservableRefreshControl``, and the place a test pulls to refresh.
///
/// ```swift
/// let scrollView = ScrollView()
/// scrollView.refreshControl = ObservableRefreshControl()
/// scrollView.refreshControl?.addAction(for: .valueChanged) { print("reload") }
/// scrollView.pullToRefresh()   // prints "reload"
/// ```
///
/// It holds its refresh control strongly, as `UIScrollView` does; nothing holds the scroll view.
@MainActor
public final class ScrollView {
    /// The scroll view's bounds (320 × 480 points by default).
    public var bounds: CGRect

    /// The refresh control that a pull starts, if any.
    public var refreshControl: ObservableRefreshControl?

    /// Creates a scroll view with `bounds`.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        self.bounds = bounds
    }

    /// The user pulls down past the threshold: the refresh control, if there is one, enabled and not already
    /// refreshing, starts refreshing and sends valueChanged. Returns whether a refresh started.
    @discardableResult
    public func pullToRefresh() -> Bool {
        refreshControl?.userDidPull() ?? false
    }
}
