import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state machine of `.pinch` (see ``GestureKind`` for the rules): the first two fingers down are followed.
@_spi(Backend) public struct PinchMachine: GestureStateMachine {
    /// How much the fingers' distance changes before the pinch begins.
    public static let slop: CGFloat = 10

    private var touches: [(finger: Int, location: CGPoint)] = []
    /// The fingers' distance when the second went down (0 until it is known to be positive).
    private var startDistance: CGFloat = 0
    private var began = false
    private var last: (scale: CGFloat, time: Duration) = (1, .zero)
    private var velocity: CGFloat = 0

    /// A pinch machine.
    public init() {}

    /// Takes one input and says what follows.
    public mutating func handle(_ input: GestureInput) -> GestureStep<Pinch> {
        switch input {
        case .began(let finger, let point, let time):
            guard touches.count < 2 else { return GestureStep() }
            touches.append((finger, point))
            if touches.count == 2 {
                // A distance beyond CGFloat is no start either: the first finite one is.
                startDistance = distance.isFinite ? distance : 0
                last = (1, time)
                velocity = 0
            }
            return GestureStep()
        case .moved(let finger, let point, let time):
            // A move that cannot be measured in finite numbers is not seen: the pinch goes on from where it was.
            guard let index = touches.firstIndex(where: { $0.finger == finger }), point.isFinite else {
                return GestureStep()
            }
            let before = touches[index].location
            touches[index].location = point
            guard touches.count == 2 else { return GestureStep() }
            let distance = self.distance
            guard startDistance > 0 else {
                // Both fingers went down at one point (or too far apart): the first finite distance is the start.
                if distance.isFinite { startDistance = distance } else { touches[index].location = before }
                return GestureStep()
            }
            let scale = distance / startDistance
            let elapsed = (time - last.time).seconds
            let newVelocity = elapsed > 0 ? (scale - last.scale) / elapsed : velocity
            guard scale.isFinite, newVelocity.isFinite else {
                touches[index].location = before
                return GestureStep()
            }
            velocity = newVelocity
            last = (scale, time)
            if !began {
                guard abs(distance - startDistance) >= Self.slop else { return GestureStep() }
                began = true
                return GestureStep([report(.began, scale)])
            }
            return GestureStep([report(.changed, scale)])
        case .ended(let finger, _, _):
            guard let index = touches.firstIndex(where: { $0.finger == finger }) else { return GestureStep() }
            return end(.ended, removing: index..<index + 1)
        case .cancelled(let finger, _):
            guard let index = touches.firstIndex(where: { $0.finger == finger }) else { return GestureStep() }
            return end(.cancelled, removing: index..<index + 1)
        case .timer:
            return GestureStep()
        case .disabled:
            return end(.cancelled, removing: touches.indices)
        }
    }

    /// Ends the pinch as the touches at `lifted` go (lifted, cancelled, or all of them when the view is
    /// disabled), reporting `phase` from where the fingers were if it had begun.
    private mutating func end(_ phase: GesturePhase, removing lifted: Range<Int>) -> GestureStep<Pinch> {
        let step = began ? GestureStep([report(phase, last.scale)]) : GestureStep()
        touches.removeSubrange(lifted)
        began = false
        startDistance = 0
        return step
    }

    /// The distance between the two fingers.
    private var distance: CGFloat { touches[0].location.distance(to: touches[1].location) }

    /// The point halfway between the two fingers (halved first, so that it is finite wherever they are).
    private var midpoint: CGPoint {
        CGPoint(
            x: touches[0].location.x / 2 + touches[1].location.x / 2,
            y: touches[0].location.y / 2 + touches[1].location.y / 2)
    }

    private func report(_ phase: GesturePhase, _ scale: CGFloat) -> Pinch {
        let location = touches.count == 2 ? midpoint : touches.first?.location ?? .zero
        return Pinch(phase: phase, location: location, scale: scale, velocity: phase == .cancelled ? 0 : velocity)
    }
}
