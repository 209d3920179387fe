/// The one driver of ``TouchTracker`` that every backend without UIKit's touch handling shares (headless and
/// GTK): it feeds a control's touch input to the tracker, lets the control react to each step's phase, then
/// has it send the step's events, and queues input that arrives while a step is being delivered.
///
/// ```swift
/// struct Knob: TouchDriverHost {
///     let driver = TouchDriver()
///     var touchBounds: TouchTracker.Bounds { .init(x: 0, y: 0, width: 44, height: 44) }
///     var touchTime: Duration { .zero }
///     func touchDriver(didStep outcome: TouchTracker.Outcome, at location: TouchTracker.Point) {
///         print(outcome.phase!, outcome.events)   // react first (change the value), then send the events
///     }
///     func touchDriver(handling origin: EventOrigin, _ body: () -> Void) { body() }   // a control scopes origin
///     func touchDriverActivateFromKeyboard() { print("activated") }
///     func touchDriver(adjustUp up: Bool) {}
/// }
/// let knob = Knob()
/// knob.driver.perform(.press(.init(x: 22, y: 22)), on: knob)   // began [touchDown]
/// knob.driver.perform(.release(nil), on: knob)                  // ended(inside: true) [touchUpInside]
/// ```
///
/// The rules it keeps on every backend at once:
/// - One input is one *step*: the tracker turns it into an ``TouchTracker/Outcome``; the host reacts and sends
///   (``TouchDriverHost/touchDriver(didStep:at:)``). Ignored input (a press outside, a move while not tracking)
///   reaches the host not at all.
/// - A press begins tracking only where the host says so (``TouchDriverHost/beginsTracking(at:)``, UIKit's
///   `beginTracking(_:with:)` answer): a slider's thumb. Elsewhere it sends nothing and changes nothing.
/// - A release at a new point is two steps: the move there, then the release.
/// - Input given from inside a step (a handler that taps another control, or disables this one) is queued and
///   runs when the current step has been delivered completely, in the order given, as a platform queues real
///   input. So every touch's events stay in order: its touchDown first, exactly one touchUpInside,
///   touchUpOutside or touchCancel last.
/// - Keyboard and accessibility input run through it too, as steps of their own: queued the same way, ignored
///   while the control is disabled, and ignored while a pointer touch is being tracked (the touch wins). Each
///   step runs inside ``TouchDriverHost/touchDriver(handling:_:)`` with its ``EventOrigin``: `.touch` for
///   pointer input (a touch's touchCancel when the control is disabled included), `.keyboard` and
///   `.accessibility` for the others.
@MainActor
@_spi(Backend) public final class TouchDriver {
    /// One touch input.
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
        /// Space or Return on the focused control, or a remote's select: the host's
        /// ``TouchDriverHost/touchDriverActivateFromKeyboard()``, origin `.keyboard`.
        case keyboardActivate
        /// Assistive technology activates the control: a synthesized tap (press and release) at the point,
        /// origin `.accessibility`.
        case accessibilityActivate(TouchTracker.Point)
        /// Assistive technology increments (`up`) or decrements the control's value: the host's
        /// ``TouchDriverHost/touchDriver(adjustUp:)``, origin `.accessibility`.
        case accessibilityAdjust(up: Bool)
    }

    /// The state machine of the current touch.
    public private(set) var tracker: TouchTracker
    /// Input waiting for the current step to finish (given from inside a handler).
    private var pending: [Input] = []
    private var isRunning = false

    /// A driver over `tracker` (UIKit's slop and double-tap interval by default).
    public init(tracker: TouchTracker = TouchTracker()) {
        self.tracker = tracker
    }

    /// Runs `input` on `host` now, or, when called from inside a step, after that step and any input queued
    /// before it.
    public func perform(_ input: Input, on host: some TouchDriverHost) {
        guard !isRunning else {
            pending.append(input)
            return
        }
        isRunning = true
        defer { isRunning = false }
        run(input, on: host)
        while !pending.isEmpty {
            run(pending.removeFirst(), on: host)
        }
    }

    private func run(_ input: Input, on host: some TouchDriverHost) {
        switch input {
        case .keyboardActivate:
            guard tracker.isEnabled, !tracker.isTracking else { return }
            host.touchDriver(handling: .keyboard) { host.touchDriverActivateFromKeyboard() }
        case .accessibilityActivate(let point):
            guard tracker.isEnabled, !tracker.isTracking else { return }
            let press = tracker.press(at: point, in: host.touchBounds, time: host.touchTime)
            step(press, at: point, from: .accessibility, on: host)
            guard tracker.isTracking else { return }
            let release = tracker.release(at: nil, in: host.touchBounds, time: host.touchTime)
            step(release, at: point, from: .accessibility, on: host)
        case .accessibilityAdjust(let up):
            guard tracker.isEnabled, !tracker.isTracking else { return }
            host.touchDriver(handling: .accessibility) { host.touchDriver(adjustUp: up) }
        case .press(let point):
            guard tracker.isEnabled, !tracker.isTracking, host.beginsTracking(at: point) else { return }
            step(tracker.press(at: point, in: host.touchBounds, time: host.touchTime), at: point, on: host)
        case .move(let point):
            step(tracker.move(to: point, in: host.touchBounds), at: point, on: host)
        case .release(let point):
            if let point, tracker.isTracking, point != tracker.location {
                step(tracker.move(to: point, in: host.touchBounds), at: point, on: host)
            }
            let location = tracker.location
            step(tracker.release(at: nil, in: host.touchBounds, time: host.touchTime), at: location, on: host)
        case .cancel:
            step(tracker.cancel(), at: tracker.location, on: host)
        case .setEnabled(let enabled):
            step(tracker.setEnabled(enabled), at: tracker.location, on: host)
        }
    }

    private func step(
        _ outcome: TouchTracker.Outcome, at location: TouchTracker.Point?, from origin: EventOrigin = .touch,
        on host: some TouchDriverHost
    ) {
        guard outcome.phase != nil else { return }
        host.touchDriver(handling: origin) {
            host.touchDriver(didStep: outcome, at: location ?? host.touchBounds.center)
        }
    }
}

/// A control that a ``TouchDriver`` drives: it says where and when touches land, whether a press begins
/// tracking, and reacts to each step.
@MainActor
@_spi(Backend) public protocol TouchDriverHost {
    /// The bounds touches are judged against, at the moment of each step.
    var touchBounds: TouchTracker.Bounds { get }
    /// The current time, for double taps (a scheduler's `now`).
    var touchTime: Duration { get }
    /// Whether a press at `point`, inside the bounds, begins tracking; `true` unless the control tracks only
    /// part of itself (a slider's thumb).
    func beginsTracking(at point: TouchTracker.Point) -> Bool
    /// One step: react to `outcome.phase` at `location` (change the value, send valueChanged), then send
    /// `outcome.events`, as UIKit's `UIControl` calls its tracking method before it sends the step's events.
    func touchDriver(didStep outcome: TouchTracker.Outcome, at location: TouchTracker.Point)
    /// Runs `body`, one step of input, as the control's handling of input from `origin`
    /// (``ObservableControl/withEventOrigin(_:_:)``), so that the events it sends carry that origin.
    func touchDriver(handling origin: EventOrigin, _ body: () -> Void)
    /// Keyboard activation of the enabled, untouched control: send primaryActionTriggered and no touch event,
    /// after the control's own change (a switch toggles and sends valueChanged first).
    func touchDriverActivateFromKeyboard()
    /// Accessibility increment (`up`) or decrement of the enabled, untouched control: change the value by the
    /// control's accessibility step and send valueChanged when it changed.
    func touchDriver(adjustUp up: Bool)
}

extension TouchDriverHost {
    /// Every press inside the bounds begins tracking.
    public func beginsTracking(at point: TouchTracker.Point) -> Bool { true }

    /// Runs `body` as it is: a host that does not report where its events came from.
    public func touchDriver(handling origin: EventOrigin, _ body: () -> Void) { body() }

    /// Does nothing: a host that is not activated from the keyboard.
    public func touchDriverActivateFromKeyboard() {}

    /// Does nothing: a host without an accessibility step.
    public func touchDriver(adjustUp up: Bool) {}
}
