import CGtk4
import CGtkHelpers

/// Connects GTK signals to Swift closures. The closure is boxed and retained by the connection; GTK releases it
/// when the handler is disconnected or the object is finalized. Handlers capture the Swift side weakly.
enum Signal {
    private final class Box<Body> {
        let body: Body

        init(_ body: Body) {
            self.body = body
        }
    }

    private static let release: okg_release = { context in
        guard let context else { return }
        Unmanaged<AnyObject>.fromOpaque(context).release()
    }

    /// Connects `name`, a signal whose handler takes only the instance (and data).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping () -> Void) -> UInt {
        let context = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return okg_connect_void(
            instance, name,
            { context in
                guard let context else { return }
                (Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as! Box<() -> Void>).body()
            }, context, release)
    }

    /// Connects `notify::property`.
    @discardableResult
    static func connectNotify(
        _ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping () -> Void
    )
        -> UInt
    {
        let context = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return okg_connect_notify(
            instance, "notify::\(property)",
            { context in
                guard let context else { return }
                (Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as! Box<() -> Void>).body()
            }, context, release)
    }

    /// Connects `name`, a signal whose handler takes one int (or enum) after the instance.
    @discardableResult
    static func connectInt(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (Int32) -> Void
    )
        -> UInt
    {
        let context = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return okg_connect_int(
            instance, name,
            { context, value in
                guard let context else { return }
                (Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as! Box<(Int32) -> Void>).body(value)
            }, context, release)
    }

    /// Connects `name`, a signal whose handler takes one string after the instance (NULL arrives as "").
    @discardableResult
    static func connectString(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping (String) -> Void
    ) -> UInt {
        let context = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return UInt(
            okg_connect_string(
                instance, name,
                { context, value in
                    guard let context else { return }
                    let box = Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as! Box<(String) -> Void>
                    box.body(value.map { String(cString: $0) } ?? "")
                }, context, release))
    }

    /// Connects GtkEventControllerLegacy's `event`; `body` returns whether it handled the event (it never does
    /// here: ObserverKit observes input, it does not take it from the widget).
    @discardableResult
    static func connectEvent(_ instance: UnsafeMutableRawPointer, _ body: @escaping (OpaquePointer) -> Bool) -> UInt {
        let context = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return okg_connect_event(
            instance,
            { context, event in
                guard let context, let event else { return 0 }
                let box =
                    Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as! Box<(OpaquePointer) -> Bool>
                return box.body(event) ? 1 : 0
            }, context, release)
    }

    /// Runs `body` while the handler `id` of `instance` is blocked: for programmatic changes, which send nothing.
    static func blocking(_ instance: UnsafeMutableRawPointer, _ id: UInt, _ body: () -> Void) {
        g_signal_handler_block(instance, gulong(id))
        body()
        g_signal_handler_unblock(instance, gulong(id))
    }
}
