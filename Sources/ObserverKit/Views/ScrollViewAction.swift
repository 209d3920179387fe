// The one place, with the other view actions, where the core uses Foundation: `CGPoint` and `CGFloat` are
// the types UIKit's scroll view delegate reports, so the shared names carry them as they are (no conversion in
// any backend or in the app). On Apple platforms their initializers come from the CoreGraphics overlay.
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a scroll view reports to its observers: the informational calls of `UIScrollViewDelegate`.
///
/// One handler switches over the cases it cares about:
///
/// ```swift
/// func observeScrolling(_ observed: DelegateObserver<ScrollViewAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .didScroll(let contentOffset): print("at \(contentOffset.y)")
///         case .didEndDragging(let willDecelerate) where !willDecelerate: print("stopped under the finger")
///         case .didEndDecelerating: print("came to rest")
///         default: break
///         }
///     }
/// }
/// ```
///
/// The value-returning delegate methods (`viewForZooming(in:)`, `scrollViewShouldScrollToTop(_:)`, …) are
/// not actions: the app's own delegate answers them.
public enum ScrollViewAction: Sendable, Equatable {
    /// The content moved: `scrollViewDidScroll(_:)`, with the new content offset.
    case didScroll(contentOffset: CGPoint)
    /// A finger started to drag the content: `scrollViewWillBeginDragging(_:)`.
    case willBeginDragging
    /// The finger lifted: `scrollViewDidEndDragging(_:willDecelerate:)`; `willDecelerate` when the content
    /// goes on moving with the release velocity.
    case didEndDragging(willDecelerate: Bool)
    /// The content came to rest after decelerating: `scrollViewDidEndDecelerating(_:)`.
    case didEndDecelerating
    /// A tap on the status bar scrolled to the top: `scrollViewDidScrollToTop(_:)`.
    case didScrollToTop
    /// The zoom scale changed: `scrollViewDidZoom(_:)`, with the new scale.
    case didZoom(scale: CGFloat)
}
