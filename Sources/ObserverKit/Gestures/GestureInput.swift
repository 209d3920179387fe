import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One input to a gesture state machine: a touch (by finger), a timer the machine asked for, or the view being
/// disabled. Backends without UIKit's recognizers (headless, GTK) feed these to every recognizer of a view.
@_spi(Backend) public enum GestureInput: Equatable, Sendable {
    /// A finger went down at a point, at a time (the view's scheduler's `now`).
    case began(finger: Int, at: CGPoint, time: Duration)
    /// A finger moved.
    case moved(finger: Int, to: CGPoint, time: Duration)
    /// A finger lifted.
    case ended(finger: Int, at: CGPoint, time: Duration)
    /// The system cancelled a finger's touch.
    case cancelled(finger: Int, time: Duration)
    /// The timer the machine last asked for fired.
    case timer(time: Duration)
    /// The view stopped taking touches: every gesture in progress is cancelled.
    case disabled
}

/// What a gesture state machine asks of its backend's timer after a step.
@_spi(Backend) public enum GestureTimerRequest: Hashable, Sendable {
    /// Leave it as it is.
    case keep
    /// Fire once at this time (replacing any earlier request).
    case fire(at: Duration)
    /// Cancel it.
    case cancel
}

/// One step of a gesture state machine: what to report, in order, and what to do with its timer.
@_spi(Backend) public struct GestureStep<Observation> {
    /// The observations to send, in order.
    public var reports: [Observation]
    /// The timer request.
    public var timer: GestureTimerRequest

    /// A step.
    public init(_ reports: [Observation] = [], timer: GestureTimerRequest = .keep) {
        self.reports = reports
        self.timer = timer
    }
}

/// A pure state machine of one kind of gesture: touches and timers in, reports and timer requests out. The
/// headless and GTK backends drive one per observed gesture of a view (``GestureRecognizers``).
@_spi(Backend) public protocol GestureStateMachine {
    /// What it reports.
    associatedtype Observation
    /// Takes one input and says what follows.
    mutating func handle(_ input: GestureInput) -> GestureStep<Observation>
}

extension CGPoint {
    /// Whether both coordinates are finite: a gesture reports only such points (and finite measures).
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Duration {
    /// The duration in seconds, as a `CGFloat` (for velocities).
    var seconds: CGFloat {
        let (seconds, attoseconds) = components
        return CGFloat(seconds) + CGFloat(attoseconds) / 1e18
    }
}
