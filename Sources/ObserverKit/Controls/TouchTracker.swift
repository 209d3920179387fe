import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pure state machine of a control's input on every backend without UIKit's touch handling (headless and GTK):
/// it queues the control's input and turns each piece into what the control does next, one `Step` at a time,
/// with UIKit's control events. It calls nothing back and knows nothing of any concrete control: the control
/// asks, then acts (the state machine and storage split of swift-async-algorithms).
///
/// A backend's control runs every input through the tracker's loop (`submit`, `next`, `step`: the backends'
/// seam, `@_spi(Backend)`), and reacts to each step it returns.
///
/// A touch step carries an ``Outcome``: the ``TouchPhase`` of the touch that the input was (a concrete control reacts
/// to it, as UIKit's `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking`), and the events to send,
/// in one set, which a control delivers in ascending bit order. The transitions behind it can be run directly:
///
/// ```swift
/// import Foundation  // CGRect
///
/// var tracker = TouchTracker()
/// let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
/// tracker.press(at: .init(x: 50, y: 22), in: bounds, time: .zero)   // began: [touchDown]
/// tracker.move(to: .init(x: 300, y: 22), in: bounds)                 // moved: [touchDragOutside, touchDragExit]
/// tracker.move(to: .init(x: 60, y: 22), in: bounds)                  // moved: [touchDragInside, touchDragEnter]
/// tracker.release(at: nil, in: bounds, time: .milliseconds(80))      // ended(inside: true): [touchUpInside]
/// ```
///
/// The touch rules, as UIKit's `UIControl`:
/// - A press counts only inside `bounds` (hit testing) on an enabled control that is not already tracking:
///   touchDown, plus touchDownRepeat when it comes within ``doubleTapInterval`` of a tap's release (a touch
///   cancelled in between, or the control disabled, starts a new sequence).
/// - Every move while tracking sends touchDragInside or touchDragOutside, judged against `bounds` grown by
///   ``touchSlop`` on every side; crossing that edge also sends touchDragEnter or touchDragExit.
/// - Release sends touchUpInside or touchUpOutside (a button's touchUpInside brings primaryActionTriggered,
///   ``sendsPrimaryActionOnTouchUpInside``); cancel sends touchCancel; disabling while tracking cancels.
/// - Nothing is sent while disabled or not tracking.
///
/// The input rules, the same on every backend:
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
/// - The touch state changes only inside `step(for:in:at:beginsTracking:)`, one step at a time, so while a
///   step is delivered the control's `isTracking` is that step's.
public struct TouchTracker: Equatable, Sendable {
    /// What one input did: the phase of the touch it was, or `nil` when it was ignored, and the events to send.
    public struct Outcome: Hashable, Sendable {
        /// The phase, or `nil` when the input was ignored (then ``events`` is empty).
        public var phase: TouchPhase?
        /// The events to send, in ascending bit order.
        public var events: ControlEvent

        /// An outcome of `phase` sending `events`.
        public init(_ phase: TouchPhase?, _ events: ControlEvent) {
            self.phase = phase
            self.events = events
        }

        /// Nothing happened.
        public static let ignored = Outcome(nil, [])
    }

    /// One input a control is given.
    @_spi(Backend) public enum Input: Equatable, Sendable {
        /// A finger (or the primary pointer button) goes down at a point.
        case press(CGPoint)
        /// It moves to a point.
        case move(CGPoint)
        /// It lifts, at a point if given (a move there comes first), else where it is.
        case release(CGPoint?)
        /// The system cancels the touch.
        case cancel
        /// The control is enabled or disabled (disabling while tracking cancels).
        case setEnabled(Bool)
        /// Space or Return on the focused control, or a remote's select.
        case keyboardActivate
        /// Assistive technology activates the control: a synthesized tap (press and release) at the point.
        case accessibilityActivate(CGPoint)
        /// Assistive technology increments (`up`) or decrements the control's value.
        case accessibilityAdjust(up: Bool)
    }

    /// What the control does for one step, with the origin of the events it sends meanwhile.
    @_spi(Backend) public enum Step: Equatable, Sendable {
        /// A touch step: react to `outcome.phase` at the location (change the value, send valueChanged), then
        /// send `outcome.events`, as UIKit's `UIControl` calls its tracking method before it sends the step's
        /// events.
        case touch(Outcome, at: CGPoint, origin: EventOrigin)
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
    @_spi(Backend) public struct Pending: Equatable, Sendable {
        fileprivate let action: Action

        /// Where a pointer press lands, for the control's `beginsTracking(at:)` (UIKit's `beginTracking(_:with:)`
        /// answer); `nil` for everything else (an accessibility activation presses where it is told).
        public var pressLocation: CGPoint? {
            if case .press(let point, .touch) = action { point } else { nil }
        }
    }

    /// One piece of input, as the tracker takes it.
    fileprivate enum Action: Equatable, Sendable {
        case press(CGPoint, EventOrigin)
        case move(CGPoint)
        case release(EventOrigin)
        case cancel
        case setEnabled(Bool)
        case keyboardActivate
        case accessibilityAdjust(up: Bool)
    }

    /// Input waiting its turn; an accessibility activation's release waits at the front while its press is
    /// delivered.
    private enum Queued: Equatable, Sendable {
        case input(Input)
        case accessibilityRelease
    }

    /// The input waiting its turn, first in first out: the first piece inline, so a control given one input at a
    /// time (the common case) allocates nothing for it; the others, given from inside a step, in an array.
    private struct InputQueue: Equatable, Sendable {
        private var head: Queued?
        private var rest: [Queued] = []

        /// Queues `queued` last.
        mutating func append(_ queued: Queued) {
            if head == nil && rest.isEmpty { head = queued } else { rest.append(queued) }
        }

        /// Queues `queued` first.
        mutating func pushFront(_ queued: Queued) {
            if let head { rest.insert(head, at: 0) }
            head = queued
        }

        /// Takes the first piece off the queue; `nil` when it is empty.
        mutating func popFirst() -> Queued? {
            if let first = head {
                head = nil
                return first
            }
            return rest.isEmpty ? nil : rest.removeFirst()
        }
    }

    /// UIKit's touch slop: how far outside its bounds a touch still counts as inside.
    public static let defaultTouchSlop: CGFloat = 70
    /// The longest gap between a tap's release and the next press that makes a double tap.
    public static let defaultDoubleTapInterval = Duration.milliseconds(350)

    /// How far outside the bounds a touch still counts as inside, in points.
    public var touchSlop: CGFloat
    /// The longest gap between a tap's release and the next press that sends touchDownRepeat.
    public var doubleTapInterval: Duration
    /// Whether a touchUpInside brings primaryActionTriggered with it, as a `UIButton`'s does.
    public var sendsPrimaryActionOnTouchUpInside: Bool

    /// Whether the control accepts touches.
    public private(set) var isEnabled = true
    /// Whether a touch is in progress.
    public private(set) var isTracking = false
    /// Whether the current touch is within the bounds grown by the slop (`false` when not tracking).
    public private(set) var isTouchInside = false
    /// Whether the control shows its pressed look, as `UIControl.isHighlighted` while a touch tracks: a touch is
    /// in progress and inside.
    public var isHighlighted: Bool { isTracking && isTouchInside }
    /// The number of taps in the current sequence: 1 for a single press, 2 for a double tap, and so on.
    public private(set) var tapCount = 0
    /// Where the current touch is, or was last.
    public private(set) var location: CGPoint?
    /// When the last tap (a release inside) happened, if the next press can still repeat it.
    private var lastTapTime: Duration?
    /// Input waiting its turn.
    private var queue = InputQueue()
    /// Whether a step is being delivered: input submitted meanwhile waits in `queue`.
    private var isRunning = false

    /// Creates a tracker with UIKit's slop and a 350 ms double-tap interval; `sendsPrimaryActionOnTouchUpInside`
    /// for a button.
    public init(
        touchSlop: CGFloat = Self.defaultTouchSlop,
        doubleTapInterval: Duration = Self.defaultDoubleTapInterval,
        sendsPrimaryActionOnTouchUpInside: Bool = false
    ) {
        self.touchSlop = touchSlop
        self.doubleTapInterval = doubleTapInterval
        self.sendsPrimaryActionOnTouchUpInside = sendsPrimaryActionOnTouchUpInside
    }

    // MARK: - Input, one step at a time

    /// Queues `input`; `true` when no step is in progress, so the caller runs the loop now (``next()`` until
    /// it returns `nil`), `false` when the loop in progress will reach it.
    ///
    /// A control runs every input through one loop:
    ///
    /// ```swift
    /// var tracker = TouchTracker()
    /// let bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
    /// if tracker.submit(.press(.init(x: 22, y: 22))) {   // true: no step in progress, so the loop runs now
    ///     while let input = tracker.next() {
    ///         // A press begins tracking only where the control says so (a slider's thumb).
    ///         guard let step = tracker.step(for: input, in: bounds, at: .zero, beginsTracking: true) else { continue }
    ///         // step == .touch(Outcome(.began, .touchDown), at: CGPoint(x: 22, y: 22), origin: .touch):
    ///         // react to the phase, then send the events
    ///     }
    /// }
    /// ```
    @_spi(Backend) public mutating func submit(_ input: Input) -> Bool {
        queue.append(.input(input))
        guard !isRunning else { return false }
        isRunning = true
        return true
    }

    /// The next piece of input, or `nil` when the queue is empty and the loop ends.
    @_spi(Backend) public mutating func next() -> Pending? {
        while let queued = queue.popFirst() {
            switch queued {
            case .accessibilityRelease:
                return Pending(action: .release(.accessibility))
            case .input(.press(let point)):
                return Pending(action: .press(point, .touch))
            case .input(.move(let point)):
                return Pending(action: .move(point))
            case .input(.release(let point)):
                if let point, isTracking, point != location {
                    queue.pushFront(.input(.release(nil)))
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
                guard isEnabled, !isTracking else { continue }
                queue.pushFront(.accessibilityRelease)
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
    /// ``Pending/pressLocation``) says so. `bounds` is read once for a touch's step, and not at all for keyboard
    /// activation and accessibility adjustment, which no bounds judge (a GTK control reads its size from GTK).
    @_spi(Backend) public mutating func step(
        for pending: Pending, in bounds: @autoclosure () -> CGRect, at time: Duration, beginsTracking: Bool
    ) -> Step? {
        switch pending.action {
        case .keyboardActivate:
            return isEnabled && !isTracking ? .keyboardActivate : nil
        case .accessibilityAdjust(let up):
            return isEnabled && !isTracking ? .accessibilityAdjust(up: up) : nil
        case .press(let point, let origin):
            guard isEnabled, !isTracking, beginsTracking else { return nil }
            let bounds = bounds()
            return touch(press(at: point, in: bounds, time: time), at: point, origin, bounds)
        case .move(let point):
            let bounds = bounds()
            return touch(move(to: point, in: bounds), at: point, .touch, bounds)
        case .release(let origin):
            let released = location
            let bounds = bounds()
            return touch(release(at: nil, in: bounds, time: time), at: released, origin, bounds)
        case .cancel:
            return touch(cancel(), at: location, .touch, bounds())
        case .setEnabled(let enabled):
            return touch(setEnabled(enabled), at: location, .touch, bounds())
        }
    }

    private func touch(_ outcome: Outcome, at location: CGPoint?, _ origin: EventOrigin, _ bounds: CGRect) -> Step? {
        guard outcome.phase != nil else { return nil }
        return .touch(outcome, at: location ?? CGPoint(x: bounds.midX, y: bounds.midY), origin: origin)
    }

    // MARK: - Transitions

    /// A press at `point` at scheduler time `time`.
    public mutating func press(at point: CGPoint, in bounds: CGRect, time: Duration) -> Outcome {
        guard isEnabled, !isTracking, bounds.touchContains(point) else { return .ignored }
        isTracking = true
        isTouchInside = true
        location = point
        if let lastTapTime, time - lastTapTime <= doubleTapInterval, time >= lastTapTime {
            tapCount += 1
        } else {
            tapCount = 1
        }
        return Outcome(.began, tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// The touch moved to `point`.
    public mutating func move(to point: CGPoint, in bounds: CGRect) -> Outcome {
        guard isTracking else { return .ignored }
        location = point
        let inside = bounds.touchContains(point, grownBy: touchSlop)
        defer { isTouchInside = inside }
        switch (isTouchInside, inside) {
        case (true, true): return Outcome(.moved, .touchDragInside)
        case (false, false): return Outcome(.moved, .touchDragOutside)
        case (false, true): return Outcome(.moved, [.touchDragInside, .touchDragEnter])
        case (true, false): return Outcome(.moved, [.touchDragOutside, .touchDragExit])
        }
    }

    /// The touch lifted, at `point` if given (a move there comes first when it differs, its drag events sent
    /// with the release's), else where it last was.
    public mutating func release(at point: CGPoint?, in bounds: CGRect, time: Duration) -> Outcome {
        guard isTracking else { return .ignored }
        var events: ControlEvent = []
        if let point, point != location {
            events = move(to: point, in: bounds).events
        }
        let inside = isTouchInside
        endTouch()
        lastTapTime = inside ? time : nil
        guard inside else { return Outcome(.ended(inside: false), events.union(.touchUpOutside)) }
        events.insert(.touchUpInside)
        if sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        return Outcome(.ended(inside: true), events)
    }

    /// The system cancelled the touch.
    public mutating func cancel() -> Outcome {
        guard isTracking else { return .ignored }
        endTouch()
        lastTapTime = nil
        return Outcome(.cancelled, .touchCancel)
    }

    /// The control was enabled or disabled; disabling while tracking cancels the touch.
    public mutating func setEnabled(_ enabled: Bool) -> Outcome {
        isEnabled = enabled
        guard !enabled else { return .ignored }
        lastTapTime = nil
        return cancel()
    }

    private mutating func endTouch() {
        isTracking = false
        isTouchInside = false
    }
}
