import Foundation
@_spi(Backend) import ObserverKit

/// A headless scroll view: content moved by a finger's drag and by deceleration, observed through
/// ``observed`` as `UIScrollView` is through its delegate; the host of an ``ObservableRefreshControl``, and the
/// place a test pulls to refresh.
///
/// ```swift
/// import Foundation
///
/// let scrollView = ScrollView()
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// scrollView.observed.addObserver { action in
///     if case .didEndDecelerating = action { print("came to rest at \(scrollView.contentOffset.y)") }
/// }
/// scrollView.refreshControl = ObservableRefreshControl()
/// scrollView.refreshControl?.addAction(for: .valueChanged) { print("reload") }
/// scrollView.pullToRefresh()   // prints "reload"
/// ```
///
/// Scrolling follows ``ScrollingView``'s rules. It holds its refresh control strongly, as `UIScrollView`
/// does; nothing holds the scroll view.
@MainActor
public final class ScrollView: ScrollingView {
    /// The scroll view's observers: what `UIScrollViewDelegate`'s informational calls report.
    public let observed = DelegateObserver<ScrollViewAction>()

    /// The refresh control that a pull starts, if any.
    public var refreshControl: ObservableRefreshControl?

    /// Creates a scroll view with `bounds` and no content.
    public override init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        super.init(bounds: bounds)
    }

    /// The user pulls down past the threshold: the refresh control, if there is one, enabled and not already
    /// refreshing, starts refreshing and sends valueChanged. Returns whether a refresh started.
    @discardableResult
    public func pullToRefresh() -> Bool {
        refreshControl?.userDidPull() ?? false
    }

    override func report(_ action: @autoclosure () -> ScrollViewAction) {
        observed.send(action())
    }
}
