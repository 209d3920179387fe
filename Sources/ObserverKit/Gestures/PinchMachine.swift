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
                startDistance = distance
                last = (1, time)
                velocity = 0
            }
            return GestureStep()
        case .moved(let finger, let point, let time):
            guard let index = touches.firstIndex(where: { $0.finger == finger }) else { return GestureStep() }
            touches[index].location = point
            guard touches.count == 2 else { return GestureStep() }
            guard startDistance > 0 else {
                // Both fingers went down at one point: the first distance apart is the start.
                startDistance = distance
                return GestureStep()
            }
            let scale = distance / startDistance
            let elapsed = (time - last.time).seconds
            if elapsed > 0 { velocity = (scale - last.scale) / elapsed }
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

    private func report(_ phase: GesturePhase, _ scale: CGFloat) -> Pinch {
        let location =
            touches.count == 2
            ? CGPoint(
                x: (touches[0].location.x + touches[1].location.x) / 2,
                y: (touches[0].location.y + touches[1].location.y) / 2)
            : touches.first?.location ?? .zero
        return Pinch(phase: phase, location: location, scale: scale, velocity: phase == .cancelled ? 0 : velocity)
    }
}
