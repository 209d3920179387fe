import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state machine of `.swipe(_:)` (see ``GestureKind`` for the rules).
@_spi(Backend) public struct SwipeMachine: GestureStateMachine {
    /// How far the finger moves in the direction.
    public static let minimumDistance: CGFloat = 50
    /// How soon after going down.
    public static let maximumDuration = Duration.milliseconds(500)

    private let direction: SwipeDirection
    /// The finger followed, where and when it went down, and whether it is done (recognized or failed).
    private var tracking: (finger: Int, down: CGPoint, time: Duration, done: Bool)?
    private var fingers: Set<Int> = []

    /// A machine recognizing a swipe in `direction`.
    public init(direction: SwipeDirection) {
        self.direction = direction
    }

    /// Takes one input and says what follows.
    public mutating func handle(_ input: GestureInput) -> GestureStep<CGPoint> {
        switch input {
        case .began(let finger, let point, let time):
            fingers.insert(finger)
            if fingers.count == 1 {
                tracking = (finger, point, time, false)
            } else {
                tracking?.done = true  // one finger only
            }
            return GestureStep()
        case .moved(let finger, let point, let time):
            guard let state = tracking, state.finger == finger, !state.done else { return GestureStep() }
            if time - state.time > Self.maximumDuration {
                tracking?.done = true
                return GestureStep()
            }
            // A point with an infinite coordinate is not seen.
            guard point.isFinite else { return GestureStep() }
            let dx = point.x - state.down.x
            let dy = point.y - state.down.y
            let (along, across): (CGFloat, CGFloat) =
                switch direction {
                case .right: (dx, dy)
                case .left: (-dx, dy)
                case .down: (dy, dx)
                case .up: (-dy, dx)
                }
            guard along >= Self.minimumDistance, abs(across) < along / 2 else { return GestureStep() }
            tracking?.done = true
            return GestureStep([point])
        case .ended(let finger, _, _), .cancelled(let finger, _):
            fingers.remove(finger)
            if fingers.isEmpty { tracking = nil } else { tracking?.done = true }
            return GestureStep()
        case .timer:
            return GestureStep()
        case .disabled:
            fingers = []
            tracking = nil
            return GestureStep()
        }
    }
}
