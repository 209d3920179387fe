import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state machine of `.tap(count:)` (see ``GestureKind`` for the rules).
@_spi(Backend) public struct TapMachine: GestureStateMachine {
    /// How far a finger may move while tapping.
    public static let movementAllowance: CGFloat = 10
    /// How far from the previous tap the next one may go down.
    public static let repeatDistance: CGFloat = 45
    /// How soon after the previous tap lifted the next one must go down (`TouchTracker`'s double-tap interval).
    public static let interval = TouchTracker.defaultDoubleTapInterval
    /// How long a finger may stay down and still tap: a touch held as long as a long press's default duration
    /// is a long press, not a tap (ObserverKit's rule; UIKit documents none).
    public static let maximumDuration = Duration.milliseconds(500)

    private let count: Int
    private var taps = 0
    private var lastUp: (location: CGPoint, time: Duration)?
    private var down: (finger: Int, location: CGPoint, time: Duration)?
    /// Fingers down that cannot make a tap (a second finger, a moved one): the sequence waits for them to lift.
    private var spoiled: Set<Int> = []

    /// A machine recognizing `count` taps.
    public init(count: Int) {
        self.count = count
    }

    /// Takes one input and says what follows.
    public mutating func handle(_ input: GestureInput) -> GestureStep<CGPoint> {
        switch input {
        case .began(let finger, let point, let time):
            if let down {
                // A second finger: neither touch makes a tap.
                spoiled.formUnion([down.finger, finger])
                self.down = nil
                return reset()
            }
            if !spoiled.isEmpty {
                spoiled.insert(finger)
                return GestureStep()
            }
            if let lastUp,
                time - lastUp.time > Self.interval || point.distance(to: lastUp.location) > Self.repeatDistance
            {
                taps = 0
                self.lastUp = nil
            }
            down = (finger, point, time)
            return GestureStep(timer: .cancel)
        case .moved(let finger, let point, _):
            guard let down, down.finger == finger, point.distance(to: down.location) > Self.movementAllowance else {
                return GestureStep()
            }
            spoiled.insert(finger)
            self.down = nil
            return reset()
        case .ended(let finger, let point, let time):
            if spoiled.remove(finger) != nil { return GestureStep() }
            guard let down, down.finger == finger else { return GestureStep() }
            self.down = nil
            guard point.distance(to: down.location) <= Self.movementAllowance, time - down.time < Self.maximumDuration
            else { return reset() }
            taps += 1
            if taps == count {
                taps = 0
                lastUp = nil
                return GestureStep([point], timer: .cancel)
            }
            lastUp = (point, time)
            return GestureStep(timer: .fire(at: time + Self.interval))
        case .cancelled(let finger, _):
            spoiled.remove(finger)
            if down?.finger == finger { down = nil }
            return reset()
        case .timer(let time):
            // The next tap did not come in time.
            if down == nil, let lastUp, time - lastUp.time >= Self.interval { return reset() }
            return GestureStep()
        case .disabled:
            down = nil
            spoiled = []
            return reset()
        }
    }

    private mutating func reset() -> GestureStep<CGPoint> {
        taps = 0
        lastUp = nil
        return GestureStep(timer: .cancel)
    }
}
