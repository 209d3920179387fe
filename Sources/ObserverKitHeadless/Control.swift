import Foundation
@_spi(Backend) import ObserverKit

/// The headless base class of every control: UIControl's state and simulated touch input, with UIKit's event
/// semantics derived by `TouchTracker`.
///
/// You use its subclasses (``ObservableButton``, ``ObservableSlider``, …); the touch methods here are how a test,
/// or the demo, plays a user:
///
/// ```swift
/// let button = ObservableButton()
/// button.addObserver(for: [.touchDown, .touchUpInside]) { print("event") }
/// button.beginTouch()                               // touchDown, at the centre
/// button.moveTouch(to: CGPoint(x: 400, y: 22))      // touchDragOutside, touchDragExit (beyond the 70 pt slop)
/// button.endTouch()                                 // touchUpOutside
/// button.tap()                                      // touchDown, touchUpInside, primaryActionTriggered
/// ```
///
/// The base is generic over the control's observation (`Control<Void>` for a button, `Control<SliderAction>` for
/// a slider): it holds the control's `ControlObserver` and sends through it, so a touch reaches the observers
/// without leaving the control; a control of your own subclasses it and overrides ``observation(for:)`` and
/// ``trackTouch(_:at:)``. A list of controls of different kinds is `[any HeadlessControl]`.
///
/// ## How a touch reaches a concrete control's observers
///
/// `Control` queues its input in the core's `TouchTracker`, the pure state machine that the GTK backend
/// shares, and asks it for each *step* in turn (the tracker calls nothing back). Each touch input is one step: a
/// phase and the control events to send (a button's touchUpInside brings primaryActionTriggered); the control
/// reacts to the phase, as UIKit's `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking` do, through
/// ``trackTouch(_:at:)`` (a slider moves its thumb, a switch toggles, and each sends its own valueChanged); then
/// it sends the step's events through its `ControlObserver` to its typed observers, each observation computed
/// here, before the core delivers it. The core never calls the control back. The reaction comes first because
/// UIKit's `UIControl` calls the tracking method before sending the step's touch events (as the open-source UIKit
/// reimplementation Chameleon shows in `UIControl.m`: `beginTrackingWithTouch:` then touchDown,
/// `continueTrackingWithTouch:` then the drag events, `endTrackingWithTouch:` then touchUpInside/Outside).
/// A press begins tracking only where ``beginsTracking(at:)`` says so (a slider's thumb).
///
/// ## Rules
/// - A disabled control ignores touches; disabling it while tracking cancels the touch (touchCancel).
/// - Touch input given from inside an observer (a handler that taps another control, or disables this one) is
///   queued and runs when the current step has been delivered completely, as a platform queues real input.
///   So every touch's events stay in order: its touchDown first, exactly one touchUpInside, touchUpOutside or
///   touchCancel last. Sends through `sendActions(for:)` are never queued.
/// - Keyboard and accessibility input (``keyboardActivate()``, ``accessibilityActivate()``, a slider's or
///   stepper's `accessibilityIncrement()` and `accessibilityDecrement()`) runs through the same tracker, so it
///   is queued the same way; a disabled control ignores it, and so does a control a finger is holding (the
///   touch wins). Each event carries its origin (`ObservableControl.currentEventOrigin`).
/// - Times come from ``View/scheduler``'s `now`, so a `TestScheduler` makes double taps deterministic.
@MainActor
open class Control<Observation>: View, ObservableControl {
    /// The control's observers, per event, typed by the control's observation.
    public let controlObserver = ControlObserver<Observation>()
    /// The state machine of the control's input, shared with the GTK backend.
    private var tracker: TouchTracker
    /// What every event carries, for a control whose events carry no value of their own (a button's `()`);
    /// `nil` for a control that overrides ``observation(for:)``.
    @usableFromInline let fixedObservation: Observation?
    private var enabled = true

    /// Whether the control is selected (state only, as `UIControl.isSelected`; touches do not change it).
    public var isSelected = false

    /// Creates a control with `bounds`, whose subclass overrides ``observation(for:)``.
    override public init(bounds: CGRect) {
        tracker = TouchTracker()
        fixedObservation = nil
        super.init(bounds: bounds, handlesOwnTouch: true)
    }

    /// Creates a control with `bounds` whose every event carries `observation` (a button's `()`), its touchUpInside
    /// bringing primaryActionTriggered when `sendsPrimaryActionOnTouchUpInside` (a button's).
    init(bounds: CGRect, observation: Observation, sendsPrimaryActionOnTouchUpInside: Bool) {
        tracker = TouchTracker(sendsPrimaryActionOnTouchUpInside: sendsPrimaryActionOnTouchUpInside)
        fixedObservation = observation
        super.init(bounds: bounds, handlesOwnTouch: true)
    }

    /// Whether the control accepts touches. Setting it to `false` while tracking cancels the touch
    /// (touchCancel), after any step in progress.
    public var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if !newValue { cancelGestures() }
            perform(.setEnabled(newValue))
        }
    }

    /// Whether a touch is in progress.
    public var isTracking: Bool { tracker.isTracking }

    /// Whether the current touch is within ``View/bounds`` grown by the 70 pt touch slop (`false` when not tracking).
    public var isTouchInside: Bool { tracker.isTouchInside }

    /// Whether the control shows its pressed look: a touch is in progress and inside.
    public var isHighlighted: Bool { tracker.isHighlighted }

    /// Where the current touch is, or the last one was (the centre before any touch).
    public var touchLocation: CGPoint {
        tracker.location ?? center
    }

    /// A disabled control takes no touches: its gestures see none either.
    override var takesTouches: Bool { super.takesTouches && enabled }

    // MARK: - Touch input

    /// A finger touches the control at `point` (the centre when `nil`): finger 0, ``View/beginTouch(finger:at:)``.
    /// Counts only inside ``View/bounds`` on an enabled control that is not already tracking: touchDown, plus
    /// touchDownRepeat within the double-tap interval of the last tap.
    ///
    /// Points with a NaN coordinate are ignored by every touch method (``endTouch(at:)`` then lifts where the
    /// finger is); an infinite coordinate is simply far outside. A control whose ``View/isUserInteractionEnabled``
    /// is off takes no touch, as a `UIView`'s; turning it off while tracking cancels the touch (touchCancel).
    public func beginTouch(at point: CGPoint? = nil) {
        beginTouch(finger: 0, at: point ?? center)
    }

    /// The finger moves to `point`: touchDragInside or touchDragOutside, and touchDragEnter or touchDragExit
    /// when it crosses the bounds grown by the slop. Ignored when not tracking.
    public func moveTouch(to point: CGPoint) {
        moveTouch(finger: 0, to: point)
    }

    /// The finger lifts, at `point` if given (a move there comes first), else where it is: touchUpInside or
    /// touchUpOutside. Ignored when not tracking.
    public func endTouch(at point: CGPoint? = nil) {
        endTouch(finger: 0, at: point)
    }

    /// The system cancels the touch: touchCancel. Ignored when not tracking.
    public func cancelTouch() {
        cancelTouch(finger: 0)
    }

    // Finger 0, the view's own touch, is the control's; the other fingers reach its gestures only (a control
    // tracks one touch).

    override func ownTouchBegan(at point: CGPoint) {
        perform(.press(point))
    }

    override func ownTouchMoved(to point: CGPoint) {
        perform(.move(point))
    }

    override func ownTouchEnded() {
        perform(.release(nil))
    }

    override func ownTouchCancelled() {
        perform(.cancel)
    }

    // MARK: - Hooks for concrete controls

    /// Whether a press at `location` (inside the bounds, on an enabled control) begins tracking: UIKit's
    /// `beginTracking(_:with:)` answer. `true` unless a control tracks only part of itself (a slider, its
    /// thumb); when `false`, the press sends nothing and changes nothing.
    open func beginsTracking(at location: CGPoint) -> Bool { true }

    /// The control's own reaction to one touch step, before that step's touch events are sent: UIKit's
    /// `beginTracking`, `continueTracking`, `endTracking` and `cancelTracking` in one method.
    ///
    /// A concrete control overrides it to change its value and send its own events (valueChanged) with
    /// `sendActions(for:)`. The base implementation does nothing.
    open func trackTouch(_ phase: TouchPhase, at location: CGPoint) {}

    /// The observation `event` (a single event) carries, computed when it is sent, only if someone observes the
    /// event: every concrete control with a value overrides it (a slider's `SliderAction`, a switch's `isOn`);
    /// a button's is the `()` it was created with.
    @inlinable
    open func observation(for event: ControlEvent) -> Observation {
        guard let fixedObservation else { preconditionFailure("\(type(of: self)) must override observation(for:)") }
        return fixedObservation
    }

    /// Sends each single event of `events`, in ascending bit order, to its observers, with the observation
    /// computed here, only for an observed event. Sends exactly what it is asked, whatever the control's state.
    /// Inlinable, so that a send is specialized for the concrete control's observation where it is called.
    @inlinable
    public func sendActions(for events: ControlEvent) {
        for event in events where controlObserver.hasObservers(for: event) {
            let observation = observation(for: event)
            controlObserver.send(event, observation)
        }
    }

    /// Where ``accessibilityActivate()`` taps, as UIKit's `accessibilityActivationPoint`: the centre of the
    /// bounds, unless the control says otherwise (a slider, its thumb).
    ///
    /// ```swift
    /// ObservableButton().accessibilityActivationPoint   // (50.0, 22.0)
    /// ```
    open var accessibilityActivationPoint: CGPoint { center }

    /// The control's reaction to keyboard activation (see ``keyboardActivate()``): primaryActionTriggered.
    /// A switch and a stepper change their value first.
    func handleKeyboardActivation() {
        sendActions(for: .primaryActionTriggered)
    }

    /// The control's reaction to an accessibility increment (`up`) or decrement: only adjustable controls
    /// (a slider, a stepper) have one; the others' values do not change.
    func handleAccessibilityAdjustment(up: Bool) {}

    // MARK: - Steps

    /// Runs `input` through the tracker: now, or after the step in progress when given from inside one.
    func perform(_ input: TouchTracker.Input) {
        guard tracker.submit(input) else { return }
        while let pending = tracker.next() {
            let begins = pending.pressLocation.map(beginsTracking(at:)) ?? true
            guard let step = tracker.step(for: pending, in: bounds, at: scheduler.now, beginsTracking: begins)
            else { continue }
            // The step's events carry its origin; a step from inside a handler restores the outer one after.
            let outer = controlObserver.beginEventOrigin(step.origin)
            run(step)
            controlObserver.endEventOrigin(restoring: outer)
        }
    }

    /// One step of input: the control reacts, then sends the step's events.
    private func run(_ step: TouchTracker.Step) {
        switch step {
        case .touch(let outcome, let location, _):
            guard let phase = outcome.phase else { return }
            trackTouch(phase, at: location)
            sendActions(for: outcome.events)
            // The touch is over: a binding shows what it held back meanwhile.
            if !isTracking { controlObserver.releaseBindingHold(.touch) }
        case .keyboardActivate:
            handleKeyboardActivation()
        case .accessibilityAdjust(let up):
            handleAccessibilityAdjustment(up: up)
        }
    }
}
