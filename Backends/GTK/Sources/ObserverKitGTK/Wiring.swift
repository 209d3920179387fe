import CGtk4

/// What one ObserverKit wrapper connected to GTK objects and added to its widget, taken back when the wrapper
/// goes: its signal handlers (on the widget, its parts, its buffer) and its event controllers.
///
/// A widget adopted from a `.ui` file outlives its wrapper, and may be adopted again (a screen made anew over a
/// long-lived window): without this, each wrapper that ever adopted it would leave a controller that sees every
/// pointer event and handlers that wake a dead weak reference. A handler is held by a `SignalConnection`, which
/// knows when its object is finalized first (a removed segment's button, a replaced text buffer), so taking
/// it back never touches a freed object. Controllers are on the wrapper's own widget, which the wrapper holds
/// until after ``takeBack()``, or on one of its parts (an entry's text widget, which the entry drops when it is
/// destroyed), held here until then. What a wrapper gives widgets it made and owns alone (a stepper's buttons, a
/// segmented control's) goes with them, and is not kept here.
@MainActor
final class Wiring {
    private var connections: [SignalConnection] = []
    private var controllers: [(widget: UnsafeMutablePointer<GtkWidget>, controller: OpaquePointer, isHeld: Bool)] =
        []

    /// Keeps handler `id` of `instance`, to disconnect it when the wrapper goes.
    func keep(_ id: UInt, on instance: UnsafeMutableRawPointer) {
        connections.append(SignalConnection(instance: instance, handler: id))
    }

    /// Adds `controller` to `widget` (the wrapper's own widget, which the wrapper holds), to remove it when the
    /// wrapper goes.
    func add(_ controller: OpaquePointer, to widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_controller(widget, controller)
        controllers.append((widget, controller, false))
    }

    /// Adds `controller` to `part`, a widget inside the wrapper's own that the wrapper does not hold, to remove it
    /// when the wrapper goes; `part` is held until then.
    func add(_ controller: OpaquePointer, toPart part: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(part)
        gtk_widget_add_controller(part, controller)
        controllers.append((part, controller, true))
    }

    /// Disconnects every handler whose object is still there and removes every controller: the wrapper is going.
    /// Call it before the wrapper gives back its reference to its widget.
    func takeBack() {
        for connection in connections { connection.cancel() }
        connections = []
        for (widget, controller, isHeld) in controllers {
            gtk_widget_remove_controller(widget, controller)
            if isHeld { g_object_unref(widget) }
        }
        controllers = []
    }
}
