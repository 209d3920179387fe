import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state machine of `.longPress(minimumDuration:allowableMovement:)` (see ``GestureKind`` for the rules).
@_spi(Backend) public struct LongPressMachine: GestureStateMachine {
    private enum State {
        case idle
        /// A finger is down, not yet held long enough.
        case waiting(finger: Int, down: CGPoint, location: CGPoint)
        /// Recognized: reporting until the finger lifts; where it is.
        case active(finger: Int, location: CGPoint)
        /// The finger moved too far or another joined: nothing until every finger lifts.
        case failed
    }

    private let minimumDuration: Duration
    private let allowableMovement: CGFloat
    private var state = State.idle
    private var fingers: Set<Int> = []

    /// A machine recognizing a press held for `minimumDuration` within `allowableMovement`.
    public init(minimumDuration: Duration, allowableMovement: CGFloat) {
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    /// Takes one input and says what follows.
    public mutating func handle(_ input: GestureInput) -> GestureStep<LongPress> {
        switch input {
        case .began(let finger, let point, let time):
            fingers.insert(finger)
            switch state {
            case .idle:
                state = .waiting(finger: finger, down: point, location: point)
                return GestureStep(timer: .fire(at: time + minimumDuration))
            case .waiting:
                state = .failed
                return GestureStep(timer: .cancel)
            case .active, .failed:
                return GestureStep()
            }
        case .moved(let finger, let point, _):
            switch state {
            case .waiting(let held, let down, _) where held == finger:
                guard point.distance(to: down) <= allowableMovement else {
                    state = .failed
                    return GestureStep(timer: .cancel)
                }
                state = .waiting(finger: held, down: down, location: point)
                return GestureStep()
            case .active(let held, _) where held == finger:
                // A point with an infinite coordinate is not seen: the press stays where it was.
                guard point.isFinite else { return GestureStep() }
                state = .active(finger: held, location: point)
                return GestureStep([LongPress(phase: .changed, location: point)])
            default:
                return GestureStep()
            }
        case .ended(let finger, let point, _):
            fingers.remove(finger)
            switch state {
            case .waiting(let held, _, _) where held == finger:
                state = fingers.isEmpty ? .idle : .failed
                return GestureStep(timer: .cancel)
            case .active(let held, let location) where held == finger:
                state = fingers.isEmpty ? .idle : .failed
                return GestureStep([LongPress(phase: .ended, location: point.isFinite ? point : location)])
            case .failed where fingers.isEmpty:
                state = .idle
                return GestureStep()
            default:
                return GestureStep()
            }
        case .cancelled(let finger, _):
            fingers.remove(finger)
            return cancel()
        case .timer:
            guard case .waiting(let finger, _, let location) = state else { return GestureStep() }
            state = .active(finger: finger, location: location)
            return GestureStep([LongPress(phase: .began, location: location)], timer: .cancel)
        case .disabled:
            fingers = []
            return cancel()
        }
    }

    /// Ends what is in progress: an active press reports `.cancelled` where it was last.
    private mutating func cancel() -> GestureStep<LongPress> {
        defer { state = fingers.isEmpty ? .idle : .failed }
        guard case .active(_, let location) = state else { return GestureStep(timer: .cancel) }
        return GestureStep([LongPress(phase: .cancelled, location: location)], timer: .cancel)
    }
}
