/// The direction of a swipe (`UISwipeGestureRecognizer.Direction`).
///
/// ```swift
/// import Foundation  // CGPoint
///
/// let back = Gesture<CGPoint>.swipe(.right)
/// print(back.kind)
/// ```
public enum SwipeDirection: Hashable, Sendable, CaseIterable {
    /// Toward the right edge.
    case right
    /// Toward the left edge.
    case left
    /// Toward the top.
    case up
    /// Toward the bottom.
    case down
}
