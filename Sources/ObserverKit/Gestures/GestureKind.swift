import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The kinds of gesture, with their parameters, as a backend recognizes them (``Gesture`` gives each its type).
///
/// ```swift
/// import Foundation  // CGPoint
///
/// switch Gesture<CGPoint>.tap(count: 2).kind {
/// case .tap(let count): print("\(count) taps")
/// default: break
/// }
/// ```
///
/// The rules, each UIKit's documented behaviour for its recognizer (headless and GTK recognize them with the
/// core's state machines; UIKit uses its own recognizers):
/// - `.tap(count:)`: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer: one finger; each tap
///   lifts within 10 points of where it went down and, after the first, goes down within the double-tap interval
///   (350 ms) and 45 points of the previous one; recognized when the `count`-th tap lifts. A second finger, a
///   cancel or a late tap fails it, and so does a finger held half a second (a long press, not a tap: ObserverKit's
///   rule on the headless and GTK backends; UIKit's recognizer decides for itself).
/// - `.longPress(minimumDuration:allowableMovement:)`:
///   https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer: began once the touch has
///   been held for the duration without moving past the allowance; changed as it moves; ended when it lifts. A
///   second finger while it waits fails it (one touch, UIKit's default `numberOfTouchesRequired`).
/// - `.pan`: https://developer.apple.com/documentation/uikit/uipangesturerecognizer: began when the touch has
///   moved 10 points from where it went down; changed with each move; ended when it lifts.
/// - `.swipe(_:)`: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer: recognized when the
///   touch has moved 50 points in the direction within 0.5 s of going down, straying sideways by less than half
///   of that; a slower, shorter or crooked movement fails it.
/// - `.pinch`: https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer: two touches; began when
///   their distance has changed by 10 points; changed as they move; ended when either lifts.
///
/// Continuous kinds (long press, pan, pinch) report phases in order: `.began`, `.changed` any number of times,
/// then `.ended` or `.cancelled` exactly once; a cancelled touch, or the view being disabled, cancels.
///
/// Every number a gesture reports is finite (headless and GTK). A move it cannot measure in finite numbers, to a
/// point with an infinite coordinate or so far or so fast that the arithmetic overflows (a pinch's distance or
/// scale, a pan's or pinch's velocity), is not seen by a pan, a pinch, a swipe or a long press that has begun:
/// each goes on from where it last saw the finger, and a lift at such a point ends there. For a tap, and a long
/// press still waiting, such a point is beyond any allowance: they fail, as at any point too far away.
public enum GestureKind: Hashable, Sendable {
    /// Taps in a row.
    case tap(count: Int)
    /// A touch held.
    case longPress(minimumDuration: Duration, allowableMovement: CGFloat)
    /// A touch dragged.
    case pan
    /// A quick, straight movement.
    case swipe(SwipeDirection)
    /// Two touches moving apart or together.
    case pinch
}
