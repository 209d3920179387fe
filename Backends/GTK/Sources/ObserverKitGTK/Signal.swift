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

import CGtk4

/// Connects GTK signals to Swift closures, typed by the signal's arguments. The closure is retained by the
/// connection and released by GLib when the handler is disconnected or the object finalized; handlers capture
/// the Swift side weakly.
enum Signal {
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
    /// holding `body` as its data. Returns the handler id.
    private static func connect<Body>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ body: Body, via callback: GCallback
    ) -> UInt {
        let data = Unmanaged.passRetained(Handler(body)).toOpaque()
        return UInt(g_signal_connect_data(instance, signal, callback, data, release, GConnectFlags(rawValue: 0)))
    }

    /// Connects `name`, a signal whose handler takes only the instance (and data).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping () -> Void) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            Handler<() -> Void>.body(data)()
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Gives `widget` a focus controller whose `enter` and `leave` (the keyboard focus moving into and out of the
    /// widget) call `enter` and `leave`.
    static func connectFocus(
        of widget: UnsafeMutablePointer<GtkWidget>, enter: @escaping () -> Void, leave: @escaping () -> Void
    ) {
        let focus = gtk_event_controller_focus_new()!
        connect(UnsafeMutableRawPointer(focus), "enter", enter)
        connect(UnsafeMutableRawPointer(focus), "leave", leave)
        gtk_widget_add_controller(widget, focus)
    }

    /// Connects `notify::property` (handler: the instance, the property's `GParamSpec`, which is ignored).
    @discardableResult
    static func connectNotify(
        _ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping () -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            Handler<() -> Void>.body(data)()
        }
        return connect(instance, "notify::\(property)", body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects `name`, a signal whose handler takes one int (or enum, boolean, flags) after the instance.
    @discardableResult
    static func connectInt(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (Int32) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
            Handler<(Int32) -> Void>.body(data)(value)
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects `name`, a signal whose handler takes two unsigned ints after the instance (a selection model's
    /// `selection-changed`: position and count).
    @discardableResult
    static func connectUIntPair(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (UInt32, UInt32) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, UInt32, UInt32, gpointer?) -> Void = { _, first, second, data in
            Handler<(UInt32, UInt32) -> Void>.body(data)(first, second)
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects `name`, a signal whose handler takes one string after the instance (`nil` for NULL).
    @discardableResult
    static func connectString(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (String?) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, value, data in
            Handler<(String?) -> Void>.body(data)(value.map { String(cString: $0) })
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects `name`, a signal whose handler takes one object (or NULL) after the instance, unretained.
    @discardableResult
    static func connectObject(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (UnsafeMutableRawPointer?) -> Void
    ) -> UInt {
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            Handler<(UnsafeMutableRawPointer?) -> Void>.body(data)(object)
        }
        return connect(instance, name, body, via: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects GtkEventControllerLegacy's `event`; `body` returns whether it handled the event (it never does
    /// here: ObserverKit observes input, it does not take it from the widget).
    @discardableResult
    static func connectEvent(_ instance: UnsafeMutableRawPointer, _ body: @escaping (OpaquePointer) -> Bool) -> UInt {
        let callback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event else { return 0 }
            return Handler<(OpaquePointer) -> Bool>.body(data)(event) ? 1 : 0
        }
        return connect(instance, "event", body, via: unsafeBitCast(callback, to: GCallback.self))
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
