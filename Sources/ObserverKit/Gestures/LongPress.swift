import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a long press reports: its phase and where the touch is.
///
/// ```swift
/// import Foundation  // CGPoint
///
/// let press = LongPress(phase: .began, location: CGPoint(x: 10, y: 20))
/// print(press.phase, press.location)
/// ```
public struct LongPress: Equatable, Sendable {
    /// Where the gesture is.
    public var phase: GesturePhase
    /// Where the touch is, in the view's coordinates.
    public var location: CGPoint

    /// A long press report.
    public init(phase: GesturePhase, location: CGPoint) {
        self.phase = phase
        self.location = location
    }
}
