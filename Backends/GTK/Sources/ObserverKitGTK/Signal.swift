// Every GTK signal connection of ObserverKit goes through this file, and so does every unsafe construct it needs.
//
// A connection's data is a `Signal.Handler<Body>`, retained once when connected (`Unmanaged.passRetained`) and
// released by GLib's destroy notify (`release`), which GLib calls once, when the handler is disconnected or its
// object is finalized. So a handler lives exactly as long as its connection, and nothing else frees it.
//
// Each signal shape is one `@convention(c)` function with the handler signature GLib calls (the instance, the
// signal's arguments, then the data); it reads its `Handler` at +0 (`takeUnretainedValue`: the connection holds
// it for as long as GLib may call) and calls the body. `g_signal_connect_data` takes every handler as the
// argument-less `GCallback`, so each function is cast to it (`unsafeBitCast` between two C function pointers,
// which is what `G_CALLBACK` does in C); GLib calls it back with the shape the signal declares, so the function
// must match that shape exactly. `WidgetSignal` checks a user's signal against the shape before connecting; the
// backend's own connections name signals whose shapes GTK documents.
//
// A class handler override's data is a `Handler` too, retained once and released by its closure's finalize
// notifier. An
// `ObjectData` object is retained once by its GObject and released when the GObject goes. A
// `SignalConnection` is retained once by its GLib weak reference and released once, by whichever comes first:
// the object's finalization (the weak notify) or the token's cancel (which removes the weak reference).

import CGtk4

/// Connects GTK signals to Swift closures, typed by the signal's arguments. The closure is retained by the
/// connection and released by GLib when the handler is disconnected or the object finalized; handlers capture
/// the Swift side weakly.
enum Signal {
    /// A GObject instance, as GLib's signal functions take it.
    typealias Instance = UnsafeMutableRawPointer

    /// A Swift closure owned by one signal connection.
    final class Handler<Body> {
        let body: Body

        init(_ body: Body) {
            self.body = body
        }

        /// The body of the handler that `data`, a connection's data, holds; at +0.
        static func body(_ data: gpointer?) -> Body {
            Unmanaged<Handler<Body>>.fromOpaque(data!).takeUnretainedValue().body
        }
    }

    /// GLib's destroy notify for every connection: releases its handler, whatever the body's type (a release
    /// needs only the object).
    private static let release: GClosureNotify = { data, _ in
        Unmanaged<AnyObject>.fromOpaque(data!).release()
    }

    /// Connects `signal` of `instance` to `callback`, a C function of the signal's handler shape, with a handler
    /// holding `body` as its data; `wiring`, when given, disconnects it when its wrapper goes; `after`, whether it
    /// runs after the emission's other handlers (`G_CONNECT_AFTER`). Returns the handler id.
    @MainActor
    private static func connect<Body>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ body: Body, via callback: GCallback,
        keptBy wiring: Wiring?, after: Bool = false
    ) -> UInt {
        let data = Unmanaged.passRetained(Handler(body)).toOpaque()
        let flags = GConnectFlags(rawValue: after ? G_CONNECT_AFTER.rawValue : 0)
        let id = UInt(g_signal_connect_data(instance, signal, callback, data, release, flags))
        wiring?.keep(id, on: instance)
        return id
    }

    /// Connects `name`, a signal whose handler takes only the instance (and data).
    @discardableResult
    @MainActor static func connect(
        _ instance: Instance, _ name: String, keptBy wiring: Wiring? = nil, _ body: @escaping () -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            Handler<() -> Void>.body(data)()
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Gives `widget` a focus controller whose `enter` and `leave` (the keyboard focus moving into and out of the
    /// widget) call `enter` and `leave`; `wiring` removes it when its wrapper goes.
    @MainActor static func connectFocus(
        of widget: UnsafeMutablePointer<GtkWidget>, keptBy wiring: Wiring, enter: @escaping () -> Void,
        leave: @escaping () -> Void
    ) {
        let focus = gtk_event_controller_focus_new()!
        connect(UnsafeMutableRawPointer(focus), "enter", enter)
        connect(UnsafeMutableRawPointer(focus), "leave", leave)
        wiring.add(focus, to: widget)
    }

    /// Connects `notify::property` (handler: the instance, the property's `GParamSpec`, which is ignored).
    @discardableResult
    @MainActor static func connectNotify(
        _ instance: Instance, _ property: String, keptBy wiring: Wiring? = nil, _ body: @escaping () -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            Handler<() -> Void>.body(data)()
        }
        return connect(
            instance, "notify::\(property)", body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Connects `name`, a signal whose handler takes one int (or enum, boolean, flags) after the instance.
    @discardableResult
    @MainActor static func connectInt(
        _ instance: Instance, _ name: String, keptBy wiring: Wiring? = nil, _ body: @escaping (Int32) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
            Handler<(Int32) -> Void>.body(data)(value)
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Connects `name`, a signal whose handler takes two unsigned ints after the instance (a selection model's
    /// `selection-changed`: position and count); `after`, to run after the emission's other handlers.
    @discardableResult
    @MainActor static func connectUIntPair(
        _ instance: Instance, _ name: String, keptBy wiring: Wiring? = nil, after: Bool = false,
        _ body: @escaping (UInt32, UInt32) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, UInt32, UInt32, gpointer?) -> Void = { _, first, second, data in
            Handler<(UInt32, UInt32) -> Void>.body(data)(first, second)
        }
        return connect(
            instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring, after: after)
    }

    /// Connects `name`, a signal whose handler takes three unsigned ints after the instance (a list model's
    /// `items-changed`: position, removed and added); `after`, to run after the emission's other handlers.
    @discardableResult
    @MainActor static func connectUIntTriple(
        _ instance: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
        _ body: @escaping (UInt32, UInt32, UInt32) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, UInt32, UInt32, UInt32, gpointer?) -> Void = {
            _, first, second, third, data in
            Handler<(UInt32, UInt32, UInt32) -> Void>.body(data)(first, second, third)
        }
        return connect(
            instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: nil, after: after)
    }

    /// Connects `name`, a `GtkGestureClick` signal whose handler takes the number of presses and the point after
    /// the instance (`pressed`, `released`), which `body` does not need; `after`, to run after the emission's
    /// other handlers.
    @discardableResult
    @MainActor static func connectClick(
        _ instance: Instance, _ name: String, after: Bool = false, _ body: @escaping () -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, _, _, _, data in
            Handler<() -> Void>.body(data)()
        }
        return connect(
            instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: nil, after: after)
    }

    /// Connects `name`, a signal whose handler takes one string after the instance (`nil` for NULL).
    @discardableResult
    @MainActor static func connectString(
        _ instance: Instance, _ name: String, keptBy wiring: Wiring? = nil, _ body: @escaping (String?) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, value, data in
            Handler<(String?) -> Void>.body(data)(value.map { String(cString: $0) })
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Connects `name`, a signal whose handler takes one object (or NULL) after the instance, unretained.
    @discardableResult
    @MainActor static func connectObject(
        _ instance: Instance, _ name: String, keptBy wiring: Wiring? = nil, _ body: @escaping (Instance?) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            Handler<(UnsafeMutableRawPointer?) -> Void>.body(data)(object)
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Adds to `widget` a capture-phase GtkEventControllerLegacy that passes `body` every event the widget gets,
    /// before the widget's own controllers; `body` returns whether it took the event (GTK then stops it there).
    /// Kept by `wiring`, which removes it when its wrapper goes (`isPart`: `widget` is a part of the wrapper's
    /// widget, which `wiring` holds until then), or else added for good (the caller removes it).
    @discardableResult
    @MainActor static func captureEvents(
        of widget: UnsafeMutablePointer<GtkWidget>, keptBy wiring: Wiring? = nil, isPart: Bool = false,
        _ body: @escaping (OpaquePointer) -> Bool
    ) -> OpaquePointer {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        connectEvent(UnsafeMutableRawPointer(controller), body)
        if let wiring {
            if isPart { wiring.add(controller, toPart: widget) } else { wiring.add(controller, to: widget) }
        } else {
            gtk_widget_add_controller(widget, controller)
        }
        return controller
    }

    /// Adds to `widget`, for good, a capture-phase GtkEventControllerKey that passes `body` the hardware code of
    /// each key pressed (`true`) and released (`false`) on it, before the widget's own controllers, and takes none;
    /// it sees key events only (a pointer's go by it).
    @MainActor static func captureKeys(
        of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping (_ keycode: UInt32, _ isDown: Bool) -> Void
    ) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let pressed: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, _, keycode, _, data in
            Handler<(UInt32, Bool) -> Void>.body(data)(keycode, true)
            return 0
        }
        let released: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
            _, _, keycode, _, data in
            Handler<(UInt32, Bool) -> Void>.body(data)(keycode, false)
        }
        let instance = UnsafeMutableRawPointer(controller)
        _ = connect(instance, "key-pressed", body, via: unsafeBitCast(pressed, to: GCallback.self), keptBy: nil)
        _ = connect(instance, "key-released", body, via: unsafeBitCast(released, to: GCallback.self), keptBy: nil)
        gtk_widget_add_controller(widget, controller)
    }

    /// Connects GtkEventControllerLegacy's `event`; `body` returns whether it handled the event (it never does
    /// here: ObserverKit observes input, it does not take it from the widget).
    @discardableResult
    @MainActor static func connectEvent(
        _ instance: UnsafeMutableRawPointer, keptBy wiring: Wiring? = nil, _ body: @escaping (OpaquePointer) -> Bool
    ) -> UInt {
        let callback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event else { return 0 }
            return Handler<(OpaquePointer) -> Bool>.body(data)(event) ? 1 : 0
        }
        return connect(instance, "event", body, via: unsafeBitCast(callback, to: GCallback.self), keptBy: wiring)
    }

    /// Calls `body` with the instance of every emission of `name` on any object of `type` (or of a subclass),
    /// before the class's own handler runs, which it then runs unless `body` returns `false` (GLib's
    /// `g_signal_override_class_closure` for `type`, chaining with `g_signal_chain_from_overridden`): how to learn
    /// of an emission ahead of what the class does for it, and to refuse it, as a subclass overriding the virtual
    /// function would, on widgets that are instances of the stock class (adopted from a `.ui` file too). Only a
    /// signal without a return value may be refused. A type's class handler can be overridden once per process:
    /// call it once per signal and type. The override holds `body` for the rest of the process.
    static func overrideClassHandler(
        of name: String, on type: GType, before body: @escaping (UnsafeMutableRawPointer) -> Bool
    ) {
        let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
            if count > 0, let values, let instance = g_value_get_object(values),
                !Handler<(UnsafeMutableRawPointer) -> Bool>.body(closure?.pointee.data)(instance)
            {
                return
            }
            g_signal_chain_from_overridden(values, returnValue)
        }
        let data = Unmanaged.passRetained(Handler(body)).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)
        g_closure_set_marshal(closure, marshal)
        g_closure_add_finalize_notifier(closure, data, release)
        g_signal_override_class_closure(g_signal_lookup(name, type), type, closure)
    }

    /// Runs `body` while the handler `id` of `instance` is blocked: for programmatic changes, which send nothing.
    static func blocking(_ instance: UnsafeMutableRawPointer, _ id: UInt, _ body: () -> Void) {
        g_signal_handler_block(instance, gulong(id))
        body()
        g_signal_handler_unblock(instance, gulong(id))
    }
}

/// Swift objects kept by GObjects under a key (`g_object_set_data_full`): retained once when set and released by
/// GLib's destroy notify when the GObject is finalized (or the key is set again), as a signal's handler is.
enum ObjectData {
    /// GLib's destroy notify: releases the object, whatever its type.
    private static let release: GDestroyNotify = { data in
        Unmanaged<AnyObject>.fromOpaque(data!).release()
    }

    /// The object `instance` keeps under `key`, made by `make` and kept the first time.
    static func object<Value: AnyObject>(
        of instance: UnsafeMutableRawPointer, key: String, make: () -> Value
    ) -> Value {
        if let data = g_object_get_data(instance.assumingMemoryBound(to: GObject.self), key) {
            // Only this function sets data under ObserverKit's keys, each key with one type.
            return Unmanaged<Value>.fromOpaque(data).takeUnretainedValue()
        }
        let made = make()
        g_object_set_data_full(
            instance.assumingMemoryBound(to: GObject.self), key, Unmanaged.passRetained(made).toOpaque(), release)
        return made
    }
}

/// One handler on one object, and whether the object is still there: a GLib weak reference tells when it is
/// finalized (GLib has then disconnected the handler and released its closure), so cancelling afterwards
/// touches nothing. The weak reference holds the connection until the object goes or the token cancels.
@MainActor
final class SignalConnection {
    private var instance: UnsafeMutableRawPointer?
    private let handler: UInt

    init(instance: UnsafeMutableRawPointer, handler: UInt) {
        self.instance = instance
        self.handler = handler
        g_object_weak_ref(
            instance.assumingMemoryBound(to: GObject.self), Self.finalized, Unmanaged.passRetained(self).toOpaque())
    }

    /// The weak reference's notification: the object is gone. One function for `g_object_weak_ref` and
    /// `g_object_weak_unref`, which finds the reference by function and data.
    private static let finalized: GWeakNotify = { data, _ in
        let connection = Unmanaged<SignalConnection>.fromOpaque(data!)
        MainActor.assumeIsolated { connection.takeUnretainedValue().instance = nil }
        connection.release()
    }

    /// The token that disconnects the handler while the object lives.
    var token: ObservationToken {
        ObservationToken { [self] in cancel() }
    }

    /// Disconnects the handler, unless the object is gone (GLib did then).
    func cancel() {
        guard let instance else { return }
        self.instance = nil
        g_signal_handler_disconnect(instance, gulong(handler))
        let data = Unmanaged.passUnretained(self)
        g_object_weak_unref(instance.assumingMemoryBound(to: GObject.self), Self.finalized, data.toOpaque())
        data.release()
    }
}
