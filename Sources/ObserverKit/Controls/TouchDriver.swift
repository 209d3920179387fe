/// The state machine of a control's input on every backend without UIKit's touch handling (headless and GTK):
/// it queues the control's input, feeds it to ``TouchTracker``, and returns what the control does next, one
/// ``Step`` at a time. It calls nothing back: the control asks, then acts (the state machine and storage split of
/// swift-async-algorithms).
///
/// A control runs every input through one loop:
///
/// ```swift
/// var driver = TouchDriver()
/// let bounds = TouchTracker.Bounds(x: 0, y: 0, width: 44, height: 44)
/// if driver.submit(.press(.init(x: 22, y: 22))) {          // false: queued behind the step in progress
///     while let input = driver.next() {
///         // A press begins tracking only where the control says so (a slider's thumb).
///         guard let step = driver.step(for: input, in: bounds, at: .zero, beginsTracking: true) else { continue }
///         print(step)   // touch(began [touchDown], at: (22, 22), origin: touch): react, then send the events
///     }
/// }
/// ```
///
/// The rules it keeps on every backend at once:
/// - One input is one *step*, or two: a release at a new point is the move there, then the release; an
///   accessibility activation is a press and, if it tracked, a release. Ignored input (a press outside, a
///   move while not tracking) makes no step.
/// - Input submitted while a step is being delivered (a handler that taps another control, or disables this
///   one) is queued and runs when the current step has been delivered completely, in the order given, as a
///   platform queues real input. So every touch's events stay in order: its touchDown first, exactly one
///   touchUpInside, touchUpOutside or touchCancel last.
/// - Each step says where its input came from: `.touch` for pointer input (a touch's touchCancel when the
///   control is disabled included), `.keyboard` and `.accessibility` for the others. Keyboard and
///   accessibility input is ignored while the control is disabled, and while a pointer touch is being tracked
///   (the touch wins).
/// - The tracker changes only inside ``step(for:in:at:beginsTracking:)``, one step at a time, so while a step is
///   delivered the control's `isTracking` is that step's.
@_spi(Backend) public struct TouchDriver: Sendable {
    /// One input a control is given.
    public enum Input: Hashable, Sendable {
        /// A finger (or the primary pointer button) goes down at a point.
        case press(TouchTracker.Point)
        /// It moves to a point.
        case move(TouchTracker.Point)
        /// It lifts, at a point if given (a move there comes first), else where it is.
        case release(TouchTracker.Point?)
        /// The system cancels the touch.
        case cancel
        /// The control is enabled or disabled (disabling while tracking cancels).
        case setEnabled(Bool)
        /// Space or Return on the focused control, or a remote's select.
        case keyboardActivate
        /// Assistive technology activates the control: a synthesized tap (press and release) at the point.
        case accessibilityActivate(TouchTracker.Point)
        /// Assistive technology increments (`up`) or decrements the control's value.
        case accessibilityAdjust(up: Bool)
    }

    /// What the control does for one step, with the origin of the events it sends meanwhile.
    public enum Step: Hashable, Sendable {
        /// A touch step: react to `outcome.phase` at the location (change the value, send valueChanged), then
        /// send `outcome.events`, as UIKit's `UIControl` calls its tracking method before it sends the step's
        /// events.
        case touch(TouchTracker.Outcome, at: TouchTracker.Point, origin: EventOrigin)
        /// Keyboard activation of the enabled, untouched control (origin `.keyboard`): primaryActionTriggered
        /// and no touch event, after the control's own change (a switch toggles and sends valueChanged first).
        case keyboardActivate
        /// Accessibility increment (`up`) or decrement of the enabled, untouched control (origin
        /// `.accessibility`): change the value by the control's accessibility step, valueChanged when it changed.
        case accessibilityAdjust(up: Bool)

        /// Where the events the control sends for this step come from.
        public var origin: EventOrigin {
            switch self {
            case .touch(_, _, let origin): origin
            case .keyboardActivate: .keyboard
            case .accessibilityAdjust: .accessibility
            }
        }
    }

    /// The next piece of input, taken off the queue by ``next()``: the control answers whether a press at
    /// ``pressLocation`` begins tracking, then asks for its ``Step``.
    public struct Pending: Hashable, Sendable {
        fileprivate let action: Action

        /// Where a pointer press lands, for the control's `beginsTracking(at:)` (UIKit's `beginTracking(_:with:)`
        /// answer); `nil` for everything else (an accessibility activation presses where it is told).
        public var pressLocation: TouchTracker.Point? {
            if case .press(let point, .touch) = action { point } else { nil }
        }
    }

    /// One piece of input, as the tracker takes it.
    fileprivate enum Action: Hashable, Sendable {
        case press(TouchTracker.Point, EventOrigin)
        case move(TouchTracker.Point)
        case release(EventOrigin)
        case cancel
        case setEnabled(Bool)
        case keyboardActivate
        case accessibilityAdjust(up: Bool)
    }

    /// Input waiting its turn; an accessibility activation's release waits at the front while its press is
    /// delivered.
    private enum Queued: Hashable, Sendable {
        case input(Input)
        case accessibilityRelease
    }

    /// The state machine of the current touch.
    public private(set) var tracker: TouchTracker
    private var queue: [Queued] = []
    private var isRunning = false

    /// A driver over `tracker` (UIKit's slop and double-tap interval by default).
    public init(tracker: TouchTracker = TouchTracker()) {
        self.tracker = tracker
    }

    /// Queues `input`; `true` when no step is in progress, so the caller runs the loop now (``next()`` until
    /// it returns `nil`), `false` when the loop in progress will reach it.
    public mutating func submit(_ input: Input) -> Bool {
        queue.append(.input(input))
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// The next piece of input, or `nil` when the queue is empty and the loop ends.
    public mutating func next() -> Pending? {
        while !queue.isEmpty {
            switch queue.removeFirst() {
            case .accessibilityRelease:
                return Pending(action: .release(.accessibility))
            case .input(.press(let point)):
                return Pending(action: .press(point, .touch))
            case .input(.move(let point)):
                return Pending(action: .move(point))
            case .input(.release(let point)):
                if let point, tracker.isTracking, point != tracker.location {
                    queue.insert(.input(.release(nil)), at: 0)
                    return Pending(action: .move(point))
                }
                return Pending(action: .release(.touch))
            case .input(.cancel):
                return Pending(action: .cancel)
            case .input(.setEnabled(let enabled)):
                return Pending(action: .setEnabled(enabled))
            case .input(.keyboardActivate):
                return Pending(action: .keyboardActivate)
            case .input(.accessibilityActivate(let point)):
                guard tracker.isEnabled, !tracker.isTracking else { continue }
                queue.insert(.accessibilityRelease, at: 0)
                return Pending(action: .press(point, .accessibility))
            case .input(.accessibilityAdjust(let up)):
                return Pending(action: .accessibilityAdjust(up: up))
            }
        }
        isRunning = false
        return nil
    }

    /// What the control does for `pending`, judged against `bounds` at scheduler time `time`; `nil` when the
    /// input is ignored. A pointer press begins tracking only where `beginsTracking` (the control's answer for
    /// ``Pending/pressLocation``) says so.
    public mutating func step(
        for pending: Pending, in bounds: TouchTracker.Bounds, at time: Duration, beginsTracking: Bool
    ) -> Step? {
        switch pending.action {
        case .keyboardActivate:
            return tracker.isEnabled && !tracker.isTracking ? .keyboardActivate : nil
        case .accessibilityAdjust(let up):
            return tracker.isEnabled && !tracker.isTracking ? .accessibilityAdjust(up: up) : nil
        case .press(let point, let origin):
            guard tracker.isEnabled, !tracker.isTracking, beginsTracking else { return nil }
            return touch(tracker.press(at: point, in: bounds, time: time), at: point, origin, bounds)
        case .move(let point):
            return touch(tracker.move(to: point, in: bounds), at: point, .touch, bounds)
        case .release(let origin):
            let location = tracker.location
            return touch(tracker.release(at: nil, in: bounds, time: time), at: location, origin, bounds)
        case .cancel:
            return touch(tracker.cancel(), at: tracker.location, .touch, bounds)
        case .setEnabled(let enabled):
            return touch(tracker.setEnabled(enabled), at: tracker.location, .touch, bounds)
        }
    }

    private func touch(
        _ outcome: TouchTracker.Outcome, at location: TouchTracker.Point?, _ origin: EventOrigin,
        _ bounds: TouchTracker.Bounds
    ) -> Step? {
        guard outcome.phase != nil else { return nil }
        return .touch(outcome, at: location ?? bounds.center, origin: origin)
    }
}
