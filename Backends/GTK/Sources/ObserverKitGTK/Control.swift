import CGtk4
@_spi(Backend) import ObserverKit

/// The base of the GTK controls: owns a GTK widget and turns its pointer input into UIKit's control events
/// through the core's `TouchDriver` (the one the headless backend uses) and its `TouchTracker`, so a real
/// mouse produces the events the headless backend produces for the same path, and input given from inside a
/// handler (a handler that disables this control, or clicks another) is queued until the current step has
/// been delivered, as on the headless backend.
///
/// A capture-phase `GtkEventControllerLegacy` sees each press, motion and release before the widget's own
/// gestures; it lets them through unless the control takes the pointer over (``handlesPointer``: a slider and
/// a switch, which run the core's shared behaviour instead of GTK's). Each step, the control reacts to the
/// phase (``trackTouch(_:at:)``), then sends the step's events (``sendTouchEvents(_:)``). The control holds a
/// reference to its widget and releases it when it goes; the widget's handlers hold the control weakly.
@MainActor
open class Control {
    /// The GTK widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let driver = TouchDriver()
    /// The scheduler of the control's timed streams (press-and-hold): the main scheduler, whose work runs in
    /// GTK's main loop once ``GTKApplication`` has started.
    public var scheduler: any Scheduler = MainScheduler()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
        let input = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(input, GTK_PHASE_CAPTURE)
        Signal.connectEvent(UnsafeMutableRawPointer(input)) { [weak self] event in
            guard let self else { return false }
            return handle(event) && handlesPointer
        }
        gtk_widget_add_controller(widget, input)
    }

    isolated deinit {
        g_object_unref(widget)
    }

    /// Whether the control accepts input (GTK's sensitivity). Disabling it while tracking cancels the touch.
    public var isEnabled: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set {
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            perform(.setEnabled(newValue))
        }
    }

    /// Where the last press landed, across the control (its x in the control's coordinates).
    public private(set) var lastPressLocation: Double?

    /// Whether a touch (a pressed primary button) is in progress.
    public var isTracking: Bool { driver.tracker.isTracking }

    /// The control's bounds in its own coordinates: its allocated size.
    public var bounds: TouchTracker.Bounds {
        TouchTracker.Bounds(
            x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// Whether the control takes the pointer over from its GTK widget (its own handling of presses, motions
    /// and releases is then skipped): `false` unless the control runs a shared behaviour instead of GTK's.
    open var handlesPointer: Bool { false }

    /// Whether a press at `location` (inside the bounds) begins tracking; `true` unless the control tracks
    /// only part of itself (a slider, its thumb).
    open func beginsTracking(at location: TouchTracker.Point) -> Bool { true }

    /// The control's own reaction to one touch step, before that step's touch events are sent, as on the
    /// headless backend. The base implementation does nothing.
    open func trackTouch(_ phase: TouchTracker.Phase, at location: TouchTracker.Point) {}

    /// Sends one step's touch events to the control's observers: the concrete control's `sendActions(for:)`.
    /// A button overrides it to add primaryActionTriggered to touchUpInside.
    open func sendTouchEvents(_ events: ControlEvent) {
        // The base class does not know its subclass's observation type; the protocol existential does.
        (self as? any ObservableControl)?.sendActions(for: events)
    }

    /// Handles one GDK event; returns whether it was pointer input of the primary button (or its motion).
    private func handle(_ event: OpaquePointer) -> Bool {
        let type = gdk_event_get_event_type(event)
        switch type {
        case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            guard let point = location(of: event) else { return false }
            lastPressLocation = point.x
            perform(.press(point))
            return true
        case GDK_MOTION_NOTIFY where driver.tracker.isTracking:
            // A motion that does not move (GTK reports some around a press) is not a drag.
            guard let point = location(of: event), point != driver.tracker.location else { return true }
            perform(.move(point))
            return true
        case GDK_BUTTON_RELEASE where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            perform(.release(location(of: event)))
            return true
        case GDK_GRAB_BROKEN, GDK_TOUCH_CANCEL:
            perform(.cancel)
            return false
        default:
            return false
        }
    }

    /// Runs `input` through the shared driver: now, or after the step in progress when given from inside one.
    func perform(_ input: TouchDriver.Input) {
        driver.perform(input, on: Host(control: self))
    }

    /// The control as the driver sees it.
    private struct Host: TouchDriverHost {
        unowned let control: Control

        var touchBounds: TouchTracker.Bounds { control.bounds }
        var touchTime: Duration { control.scheduler.now }

        func beginsTracking(at point: TouchTracker.Point) -> Bool { control.beginsTracking(at: point) }

        func touchDriver(didStep outcome: TouchTracker.Outcome, at location: TouchTracker.Point) {
            guard let phase = outcome.phase else { return }
            control.trackTouch(phase, at: location)
            control.sendTouchEvents(outcome.events)
            if !control.isTracking { control.releaseTouchHoldAfterGTK() }
        }

        func touchDriver(handling origin: EventOrigin, _ body: () -> Void) { control.handling(origin, body) }

        func touchDriverActivateFromKeyboard() { control.activateFromKeyboard() }

        func touchDriver(adjustUp up: Bool) { control.adjustFromAccessibility(up: up) }
    }

    /// The event's position in the widget's coordinates.
    private func location(of event: OpaquePointer) -> TouchTracker.Point? {
        EventLocation.of(event, in: widget).map { TouchTracker.Point(x: $0.x, y: $0.y) }
    }
}
