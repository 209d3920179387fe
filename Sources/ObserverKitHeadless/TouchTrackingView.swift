import Foundation

/// A view whose finger 0 is a touch of its own as well as its gestures': a ``Control`` tracks it (touchDown,
/// touchUpInside, …), a ``ScrollingView`` drags or taps with it.
///
/// ``View`` routes finger 0 of such a view to these methods (``View/beginTouch(finger:at:)`` to
/// ``beginTouch(at:)``, ``View/tap(at:)`` to a begin and an end), and every other finger to the view's gestures
/// only: a control or a scroll view tracks one touch, as in UIKit.
@MainActor
protocol TouchTrackingView: View {
    /// Finger 0 touches the view at `point` (the centre when `nil`).
    func beginTouch(at point: CGPoint?)
    /// Finger 0 moves to `point`.
    func moveTouch(to point: CGPoint)
    /// Finger 0 lifts, at `point` if given (a move there comes first), else where it is.
    func endTouch(at point: CGPoint?)
    /// The system cancels finger 0's touch.
    func cancelTouch()
}
