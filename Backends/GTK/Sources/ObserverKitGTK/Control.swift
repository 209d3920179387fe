import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// The base of the GTK controls: owns a GTK widget and turns its pointer input into UIKit's control events
/// through the core's `TouchTracker` (the one the headless backend uses), so a real mouse produces the events the
/// headless backend produces for the same path, and input given from inside a handler (a handler that disables
/// this control, or clicks another) is queued until the current step has been delivered, as on the headless
/// backend.
///
/// A capture-phase `GtkEventControllerLegacy` sees each press, motion and release before the widget's own
/// gestures; it lets them through unless the control takes the pointer over (``handlesPointer``: a slider,
/// a switch and a segmented control, which run the headless controls' behaviour instead of GTK's). Each step, the control reacts to the
/// phase (``trackTouch(_:at:)``), then sends the step's events, each observation computed here before the core
/// delivers it: the core never calls the control back. A touch GTK stops delivering without a release (the widget
/// hidden, made insensitive, itself or through a parent, or made untargetable) is cancelled there (touchCancel),
/// as a headless control disabled mid-touch, so the control never waits for a release that cannot come. A release
/// taken by a modal window opened during the press, which GTK delivers neither to the control nor as a broken grab,
/// cancels the touch at the control's next pointer motion, made with the button up (a hover drags nothing). The
/// control holds a reference to its widget and releases it when it goes; the widget's handlers hold the control
/// weakly.
///
/// The base is generic over the control's observation (`Control<Void>` for a button, `Control<SliderAction>` for
/// a slider): it holds the control's `ControlObserver` and sends through it, so input reaches the
/// observers without leaving the control. A list of controls of different kinds is `[any Widget]`.
@MainActor
open class Control<Observation>: ObservableControl {
    /// The GTK widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The control's observers, per event, typed by the control's observation.
    public let controlObserver = ControlObserver<Observation>()
    /// The state machine of the control's input, shared with the headless backend.
    private var tracker: TouchTracker
    /// What every event carries, for a control whose events carry no value of their own (a button's `()`);
    /// `nil` for a control that overrides ``observation(for:)``.
    @usableFromInline let fixedObservation: Observation?
    /// The scheduler of the control's timed streams (press-and-hold): the main scheduler, whose work runs in
    /// GTK's main loop once ``GTKApplication`` has started.
    public var scheduler: any Scheduler = MainScheduler()
    /// The handlers and controllers the control gave its widget and the widget's parts, taken back when it goes
    /// (an adopted widget outlives the control).
    let wiring = Wiring()

    /// A control over `widget`; a control whose every event carries the same value (a button's `()`) gives it as
    /// `observation`, and a button's touchUpInside brings primaryActionTriggered.
    init(
        widget: UnsafeMutablePointer<GtkWidget>, observation: Observation? = nil,
        sendsPrimaryActionOnTouchUpInside: Bool = false
    ) {
        self.widget = widget
        tracker = TouchTracker(sendsPrimaryActionOnTouchUpInside: sendsPrimaryActionOnTouchUpInside)
        fixedObservation = observation
        g_object_ref_sink(widget)
        HeldKeys.start()
        Signal.captureEvents(of: widget, keptBy: wiring) { [weak self] event in
            guard let self else { return false }
            return handle(event) && handlesPointer
        }
        // Hidden, made insensitive (itself or through a parent) or untargetable (``Widget/isUserInteractionEnabled``,
        // or GTK directly), the control gets no more of the touch in progress, not even its release: it is
        // cancelled, as a headless control disabled mid-touch (a non-continuous slider reports its value then).
        TouchInterruption.watch(widget, keptBy: wiring) { [weak self] in self?.perform(.cancel) }
    }

    isolated deinit {
        wiring.takeBack()
        g_object_unref(widget)
    }

    /// Whether the control accepts input (GTK's sensitivity). Disabling it while tracking cancels the touch;
    /// disabling it while it is first responder resigns it first, so a text field reports editingDidEnd (GTK
    /// takes the focus from an insensitive widget without telling it).
    public var isEnabled: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set {
            if !newValue { resignFirstResponder() }
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            perform(.setEnabled(newValue))
        }
    }

    /// Whether the control is selected: state only, as `UIControl.isSelected` and a headless control's (input does
    /// not change it), shown as GTK's selected state (`GTK_STATE_FLAG_SELECTED`, the CSS `:selected` a theme
    /// or the app's style sheet draws). Setting it sends no event.
    public var isSelected: Bool {
        get { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 }
        set {
            if newValue {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
            } else {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
            }
        }
    }

    /// Where the current touch is, or the last one was (the centre before any touch), in the control's
    /// coordinates, as a headless control's `touchLocation`.
    public var touchLocation: CGPoint {
        tracker.location ?? center
    }

    /// Whether a touch (a pressed primary button) is in progress.
    public var isTracking: Bool { tracker.isTracking }

    /// Whether the current touch is within ``Widget/bounds`` grown by the 70 pt touch slop (`false` when not
    /// tracking), as a headless control's.
    public var isTouchInside: Bool { tracker.isTouchInside }

    /// Whether a touch is in progress and inside, as a headless control's `isHighlighted` (UIKit's pressed look;
    /// GTK draws its own).
    public var isHighlighted: Bool { tracker.isHighlighted }

    /// Whether GTK lays the control out right to left (a right-to-left locale such as Arabic or Hebrew, or
    /// `gtk_widget_set_direction`): a composed control's parts are then in mirrored order, the stepper's "−" on
    /// the right, the page control's first dot on the right.
    var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// `point`, mirrored across the control's width when `mirrored`: where it is in the left-to-right layout that
    /// the core's behaviours (a stepper's halves, a page control's sides, a slider's track) assume.
    func leftToRight(_ point: CGPoint, mirrored: Bool) -> CGPoint {
        mirrored ? CGPoint(x: bounds.width - point.x, y: point.y) : point
    }

    /// Whether the control takes the pointer over from its GTK widget (its own handling of presses, motions
    /// and releases is then skipped): `false` unless the control runs a shared behaviour instead of GTK's.
    open var handlesPointer: Bool { false }

    /// Whether a press at `location` (inside the bounds) begins tracking; `true` unless the control tracks
    /// only part of itself (a slider, its thumb).
    open func beginsTracking(at location: CGPoint) -> Bool { true }

    /// The control's own reaction to one touch step, before that step's touch events are sent, as on the
    /// headless backend. The base implementation does nothing.
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

    /// Space or Return on the focused control, as GTK reports it (a button's `activate`, the stepper's "−" or
    /// "+" button's `activate`, the switch's activation keys taken in the capture phase): run through the shared
    /// tracker, so it is queued when given from inside a handler, ignored while disabled or while a pointer touch
    /// is in progress (the touch wins), and sent with origin `.keyboard`. Assistive technology activates a
    /// button and the stepper's buttons through the same `activate` signals, so its activations arrive as
    /// `.keyboard` too; a switch's arrives through GtkSwitch's own `activate`, which the switch reports when GTK
    /// toggles it (see `ObservableSwitch.sendStateChange()`), not through this tracker step.
    ///
    /// A key held down activates once: its repeats, which GTK delivers as further presses (and a button's
    /// `activate` for some of them), activate nothing until it is released (`HeldKeys`).
    func keyboardActivate() {
        guard !HeldKeys.isDeliveringRepeat else { return }
        perform(.keyboardActivate)
    }

    /// Makes each `activate` of `button`, a GtkButton (the control's own widget, or one of its parts: the
    /// stepper's "−" and "+"), a keyboard activation of the control (``keyboardActivate()``), after `prepare` (the
    /// stepper names the half it steps). The signal GTK's key bindings (Space, Return, Enter on the focused button)
    /// and assistive technology emit, and a pointer never does.
    func activatesFromKeyboard(
        whenActivated button: UnsafeMutablePointer<GtkWidget>, keptBy wiring: Wiring? = nil,
        preparing prepare: @escaping () -> Void = {}
    ) {
        Signal.connect(UnsafeMutableRawPointer(button), "activate", keptBy: wiring) { [weak self] in
            prepare()
            self?.keyboardActivate()
        }
    }

    /// The control's reaction to keyboard activation (Space or Return on the focused widget, through
    /// ``keyboardActivate()``): primaryActionTriggered. A switch and a stepper change their value first.
    func handleKeyboardActivation() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Handles one GDK event; returns whether it was pointer input of the primary button (or its motion).
    private func handle(_ event: OpaquePointer) -> Bool {
        let type = gdk_event_get_event_type(event)
        switch type {
        case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            guard let point = WidgetCoordinates.location(of: event, in: widget) else { return false }
            perform(.press(point))
            return true
        case GDK_MOTION_NOTIFY where tracker.isTracking:
            // The primary button is up, yet its release never came (a modal window opened during the press took
            // it): the touch is cancelled, and this motion is a hover, which drags nothing.
            guard gdk_event_get_modifier_state(event).rawValue & GDK_BUTTON1_MASK.rawValue != 0 else {
                perform(.cancel)
                return true
            }
            // A motion that does not move (GTK reports some around a press) is not a drag.
            guard let point = WidgetCoordinates.location(of: event, in: widget), point != tracker.location else {
                return true
            }
            perform(.move(point))
            return true
        case GDK_BUTTON_RELEASE where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            perform(.release(WidgetCoordinates.location(of: event, in: widget)))
            return true
        case GDK_GRAB_BROKEN, GDK_TOUCH_CANCEL:
            perform(.cancel)
            return false
        default:
            return false
        }
    }

    /// Runs `input` through the tracker: now, or after the step in progress when given from inside one.
    func perform(_ input: TouchTracker.Input) {
        guard tracker.submit(input) else { return }
        while let pending = tracker.next() {
            let begins = pending.pressLocation.map(beginsTracking(at:)) ?? true
            // The bounds straight from GTK's coordinates, read for a touch's step: a control that leaves the pointer
            // to its GTK widget (a button) takes a press wherever GTK does, its padding and border included; one
            // that tracks the pointer itself (a slider) follows what it draws, its content (``Widget/bounds``).
            let bounds =
                handlesPointer ? WidgetCoordinates.bounds(of: widget) : WidgetCoordinates.drawnBounds(of: widget)
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
            // The touch is over: a binding shows what it held back meanwhile, once GTK has handled the release.
            if !isTracking, controlObserver.isBound { releaseTouchHoldAfterGTK() }
        case .keyboardActivate:
            handleKeyboardActivation()
        case .accessibilityAdjust:
            // Never submitted on GTK: assistive technology changes a scale's value through GTK, and the slider
            // reports it from GtkRange's value-changed, as it does the arrow keys.
            break
        }
    }
}
