import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a pinch reports: its phase, the point between the two touches, the scale (their distance against their
/// distance when the pinch began, 1 at first) and how fast it changes (scale per second).
///
/// ```swift
/// import Foundation  // CGPoint
///
/// let pinch = Pinch(phase: .changed, location: CGPoint(x: 50, y: 50), scale: 1.5, velocity: 2)
/// print(pinch.scale)
/// ```
public struct Pinch: Equatable, Sendable {
    /// Where the gesture is.
    public var phase: GesturePhase
    /// The midpoint of the two touches, in the view's coordinates.
    public var location: CGPoint
    /// The touches' distance against their distance when they went down (`UIPinchGestureRecognizer.scale`).
    public var scale: CGFloat
    /// The scale's change per second over the last movement (`velocity`).
    public var velocity: CGFloat

    /// A pinch report.
    public init(phase: GesturePhase, location: CGPoint, scale: CGFloat, velocity: CGFloat) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.velocity = velocity
    }
}
