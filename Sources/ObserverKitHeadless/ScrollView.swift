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
/// Scrolling and pulling to refresh follow ``ScrollingView``'s rules; a table or collection view, which is a
/// scroll view too, has the same refresh control.
@MainActor
public final class ScrollView: ScrollingView {
    /// The scroll view's observers: what `UIScrollViewDelegate`'s informational calls report.
    public let observed = DelegateObserver<ScrollViewAction>()

    /// Creates a scroll view with `bounds` and no content.
    public override init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        super.init(bounds: bounds)
    }

    override func report(_ action: @autoclosure () -> ScrollViewAction) {
        observed.send(action())
    }
}
