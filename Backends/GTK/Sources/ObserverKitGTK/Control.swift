import CGtk4
import CGtkHelpers
import ObserverKit

/// The base of the GTK controls: owns a GTK widget and turns its pointer input into UIKit's control events
/// through the shared `TouchTracker`, so a real mouse produces the events the headless backend produces for
/// the same path.
///
/// Input is observed, never taken: a capture-phase `GtkEventControllerLegacy` sees each press, motion and release
/// before the widget's own gestures, and lets them through. The control holds a reference to its widget and
/// releases it when it goes; the widget's handlers hold the control weakly.
@MainActor
open class Control {
    /// The GTK widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var tracker = TouchTracker()
    /// The scheduler of the control's timed streams (press-and-hold): the main scheduler, whose work runs in
    /// GTK's main loop once ``GTKApplication`` has started.
    public var scheduler: any Scheduler = MainScheduler()

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
        let input = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(input, GTK_PHASE_CAPTURE)
        Signal.connectEvent(UnsafeMutableRawPointer(input)) { [weak self] event in
            self?.handle(event)
            return false
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
            deliver(tracker.setEnabled(newValue))
        }
    }

    /// Where the last press landed, across the control (its x in the control's coordinates).
    public private(set) var lastPressLocation: Double?

    /// Whether a touch (a pressed primary button) is in progress.
    public var isTracking: Bool { tracker.isTracking }

    /// The control's bounds in its own coordinates: its allocated size.
    public var bounds: TouchTracker.Bounds {
        TouchTracker.Bounds(
            x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// Sends one step's touch events; each concrete control sends them to its own observers.
    open func sendTouchEvents(_ events: ControlEvent) {}

    private func handle(_ event: OpaquePointer) {
        let type = gdk_event_get_event_type(event)
        switch type {
        case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            guard let point = location(of: event) else { return }
            lastPressLocation = point.x
            deliver(tracker.press(at: point, in: bounds, time: scheduler.now))
        case GDK_MOTION_NOTIFY where tracker.isTracking:
            // A motion that does not move (GTK reports some around a press) is not a drag.
            guard let point = location(of: event), point != tracker.location else { return }
            deliver(tracker.move(to: point, in: bounds))
        case GDK_BUTTON_RELEASE where gdk_button_event_get_button(event) == UInt32(GDK_BUTTON_PRIMARY):
            deliver(tracker.release(at: location(of: event), in: bounds, time: scheduler.now))
        case GDK_GRAB_BROKEN, GDK_TOUCH_CANCEL:
            deliver(tracker.cancel())
        default:
            break
        }
    }

    private func deliver(_ events: ControlEvent) {
        if !events.isEmpty { sendTouchEvents(events) }
    }

    /// The event's position in the widget's coordinates.
    private func location(of event: OpaquePointer) -> TouchTracker.Point? {
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
            return nil
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var widgetX = 0.0
        var widgetY = 0.0
        let root = UnsafeMutablePointer<GtkWidget>(native)
        guard gtk_widget_translate_coordinates(root, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY) != 0
        else { return nil }
        return TouchTracker.Point(x: widgetX, y: widgetY)
    }
}
