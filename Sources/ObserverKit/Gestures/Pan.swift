import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a pan reports: its phase, where the touch is, how far it has moved from where it went down, and how
/// fast (points per second).
///
/// ```swift
/// import Foundation  // CGPoint
///
/// let pan = Pan(phase: .changed, location: CGPoint(x: 60, y: 20), translation: CGPoint(x: 50, y: 0),
///               velocity: CGPoint(x: 500, y: 0))
/// print(pan.translation.x)
/// ```
public struct Pan: Equatable, Sendable {
    /// Where the gesture is.
    public var phase: GesturePhase
    /// Where the touch is, in the view's coordinates.
    public var location: CGPoint
    /// The movement since the touch went down (`UIPanGestureRecognizer.translation(in:)`).
    public var translation: CGPoint
    /// Points per second over the last movement (`velocity(in:)`): at `.ended`, that of the last move before the
    /// lift (the fling, as UIKit reports it); zero in a `.cancelled` report.
    public var velocity: CGPoint

    /// A pan report.
    public init(phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }
}
