// Gestures carry points and scales as UIKit's recognizers report them: `CGPoint` and `CGFloat`, from Foundation
// (the CoreGraphics overlay on Apple platforms), as the view actions do.
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A gesture to observe on a view, typed by what it reports: `view.gestures.addObserver(for: .tap(count: 2))
/// { location in … }`.
///
/// ```swift
/// import Foundation  // CGPoint
///
/// let doubleTap: Gesture<CGPoint> = .tap(count: 2)
/// let hold: Gesture<LongPress> = .longPress(minimumDuration: .seconds(1))
/// let pan: Gesture<Pan> = .pan
/// let swipe: Gesture<CGPoint> = .swipe(.left)
/// let pinch: Gesture<Pinch> = .pinch
/// print(doubleTap.kind, hold.kind, pan.kind, swipe.kind, pinch.kind)
/// ```
///
/// Each kind follows the rules of UIKit's recognizer of the same kind (see ``GestureKind``); bad parameters (a
/// count below 1, a duration or a movement allowance that is not positive) stop the program with a message
/// naming the value, as a stepper's invalid `stepValue` does.
public struct Gesture<Observation>: Hashable, Sendable {
    /// The kind, with its parameters: what a backend recognizes.
    public let kind: GestureKind

    private init(_ kind: GestureKind) {
        self.kind = kind
    }

    /// `count` taps in a row (1 by default), each within UIKit's double-tap interval and 10 points of movement:
    /// reports where the last tap lifted (`UITapGestureRecognizer`, `numberOfTapsRequired`).
    public static func tap(count: Int = 1) -> Gesture<CGPoint> {
        precondition(count >= 1, "Gesture.tap(count:): count must be at least 1, not \(count)")
        return Gesture<CGPoint>(.tap(count: count))
    }

    /// A touch held for `minimumDuration` (0.5 s by default) within `allowableMovement` (10 points by default):
    /// began there, changed as it moves, ended when it lifts (`UILongPressGestureRecognizer`). A duration longer
    /// than the view's scheduler can wait (on ``MainScheduler``, about 292 years or more) never ends: the press
    /// never begins.
    public static func longPress(
        minimumDuration: Duration = .milliseconds(500), allowableMovement: CGFloat = 10
    ) -> Gesture<LongPress> {
        precondition(
            minimumDuration > .zero,
            "Gesture.longPress: minimumDuration must be greater than 0, not \(minimumDuration)")
        precondition(
            allowableMovement > 0 && allowableMovement.isFinite,
            "Gesture.longPress: allowableMovement must be a positive number of points, not \(allowableMovement)")
        return Gesture<LongPress>(.longPress(minimumDuration: minimumDuration, allowableMovement: allowableMovement))
    }

    /// A touch dragged past the 10-point slop: began, changed with each move, ended when it lifts, with the
    /// translation from where it went down and the velocity (`UIPanGestureRecognizer`).
    public static var pan: Gesture<Pan> { Gesture<Pan>(.pan) }

    /// A quick, straight movement of at least 50 points in `direction`: reports where it was recognized
    /// (`UISwipeGestureRecognizer`).
    public static func swipe(_ direction: SwipeDirection) -> Gesture<CGPoint> {
        Gesture<CGPoint>(.swipe(direction))
    }

    /// Two touches moving apart or together: began when their distance has changed by the slop, then changed,
    /// ended when one lifts, with the scale against their first distance and its velocity
    /// (`UIPinchGestureRecognizer`).
    public static var pinch: Gesture<Pinch> { Gesture<Pinch>(.pinch) }
}
