import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state machine of `.pan` (see ``GestureKind`` for the rules): the first finger down is followed; others
/// are ignored.
@_spi(Backend) public struct PanMachine: GestureStateMachine {
    /// How far the finger moves before the pan begins.
    public static let slop: CGFloat = 10

    private struct Tracking {
        let finger: Int
        let down: CGPoint
        var last: (location: CGPoint, time: Duration)
        var velocity = CGPoint.zero
        var began = false
    }

    private var tracking: Tracking?

    /// A pan machine.
    public init() {}

    /// Takes one input and says what follows.
    public mutating func handle(_ input: GestureInput) -> GestureStep<Pan> {
        switch input {
        case .began(let finger, let point, let time):
            if tracking == nil { tracking = Tracking(finger: finger, down: point, last: (point, time)) }
            return GestureStep()
        case .moved(let finger, let point, let time):
            guard var state = tracking, state.finger == finger else { return GestureStep() }
            let elapsed = (time - state.last.time).seconds
            if elapsed > 0 {
                state.velocity = CGPoint(
                    x: (point.x - state.last.location.x) / elapsed, y: (point.y - state.last.location.y) / elapsed)
            }
            state.last = (point, time)
            let translation = CGPoint(x: point.x - state.down.x, y: point.y - state.down.y)
            // A move that cannot be measured in finite numbers is not seen: the pan goes on from where it was.
            guard point.isFinite, state.velocity.isFinite, translation.isFinite else { return GestureStep() }
            if !state.began {
                guard point.distance(to: state.down) >= Self.slop else {
                    tracking = state
                    return GestureStep()
                }
                state.began = true
                tracking = state
                return GestureStep([
                    Pan(phase: .began, location: point, translation: translation, velocity: state.velocity)
                ])
            }
            tracking = state
            return GestureStep([
                Pan(phase: .changed, location: point, translation: translation, velocity: state.velocity)
            ])
        case .ended(let finger, let lift, _):
            guard let state = tracking, state.finger == finger else { return GestureStep() }
            tracking = nil
            guard state.began else { return GestureStep() }
            // A lift the pan cannot measure (at an infinite point, or too far for a finite translation) ends where
            // it last saw the finger.
            let measured = CGPoint(x: lift.x - state.down.x, y: lift.y - state.down.y)
            let point = lift.isFinite && measured.isFinite ? lift : state.last.location
            let translation = CGPoint(x: point.x - state.down.x, y: point.y - state.down.y)
            return GestureStep([Pan(phase: .ended, location: point, translation: translation, velocity: state.velocity)]
            )
        case .cancelled(let finger, _):
            guard let state = tracking, state.finger == finger else { return GestureStep() }
            return cancel(state)
        case .timer:
            return GestureStep()
        case .disabled:
            guard let state = tracking else { return GestureStep() }
            return cancel(state)
        }
    }

    private mutating func cancel(_ state: Tracking) -> GestureStep<Pan> {
        tracking = nil
        guard state.began else { return GestureStep() }
        let point = state.last.location
        let translation = CGPoint(x: point.x - state.down.x, y: point.y - state.down.y)
        return GestureStep([Pan(phase: .cancelled, location: point, translation: translation, velocity: .zero)])
    }
}
