import CGtk4
import ObserverKit

/// Observes any named signal of any GTK widget with a Swift closure, typed by the signal's one argument: none,
/// an integer (int, uint, boolean, enum or flags), a string, or an object.
///
/// ```swift
/// import CGtk4
///
/// let checkButton = gtk_check_button_new()!
/// let listBox = gtk_list_box_new()!
/// let button = gtk_button_new_with_label("Play")!
/// do {
///     let token = try WidgetSignal.observe("toggled", on: checkButton) { print("toggled") }
///     _ = try WidgetSignal.observe("row-activated", on: listBox, object: { row in print(row as Any) })
///     _ = try WidgetSignal.observe("notify::label", on: button) { print("relabelled") }
///     token.cancel()  // the handler is disconnected and the closure released
/// } catch {
///     print(error)  // a signal the widget lacks, or a closure of the wrong shape
/// }
/// ```
///
/// A signal the widget's type lacks throws ``GTKError/unknownSignal(type:signal:)`` (GLib's `g_signal_lookup`);
/// a signal whose arguments or return value differ from the closure's throws
/// ``GTKError/signalSignatureMismatch(type:signal:expected:actual:)``. The closure lives until the token is
/// cancelled or the widget is finalized, whichever comes first: a finalized widget's observations end, its
/// closures are released and never called again, and cancelling their tokens afterwards does nothing (the
/// observation holds a GLib weak reference, `g_object_weak_ref`, to know). Signals are emitted on the main
/// thread, where the closure runs; cancel the token there too.
@MainActor
public enum WidgetSignal {
    /// Observes `signal`, which passes nothing besides the widget; `"notify::property"` observes changes of a
    /// property (a name the widget's class lacks throws ``GTKError/unknownSignal(type:signal:)``).
    public static func observe(
        _ signal: String, on widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping () -> Void
    ) throws -> ObservationToken {
        let instance = UnsafeMutableRawPointer(widget)
        if signal.hasPrefix("notify::") {
            let property = String(signal.dropFirst("notify::".count))
            let objectClass = UnsafeMutableRawPointer(
                instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!)
            guard g_object_class_find_property(objectClass.assumingMemoryBound(to: GObjectClass.self), property) != nil
            else { throw GTKError.unknownSignal(type: GObjectType.name(of: instance), signal: signal) }
            let id = Signal.connectNotify(instance, property, body)
            return SignalConnection(instance: instance, handler: id).token
        }
        try check(signal, of: instance, takes: .none)
        let id = Signal.connect(instance, signal, body)
        return SignalConnection(instance: instance, handler: id).token
    }

    /// Observes `signal`, which passes one integer-like argument (int, uint, boolean, enum or flags).
    public static func observe(
        _ signal: String, on widget: UnsafeMutablePointer<GtkWidget>, integer body: @escaping (Int) -> Void
    ) throws -> ObservationToken {
        let instance = UnsafeMutableRawPointer(widget)
        try check(signal, of: instance, takes: .integer)
        let id = Signal.connectInt(instance, signal) { body(Int($0)) }
        return SignalConnection(instance: instance, handler: id).token
    }

    /// Observes `signal`, which passes one string (`nil` when the signal passes NULL).
    public static func observe(
        _ signal: String, on widget: UnsafeMutablePointer<GtkWidget>, string body: @escaping (String?) -> Void
    ) throws -> ObservationToken {
        let instance = UnsafeMutableRawPointer(widget)
        try check(signal, of: instance, takes: .string)
        let id = Signal.connectString(instance, signal, body)
        return SignalConnection(instance: instance, handler: id).token
    }

    /// Observes `signal`, which passes one object (`nil` when the signal passes NULL), unretained: take a
    /// reference to keep it past the closure.
    public static func observe(
        _ signal: String, on widget: UnsafeMutablePointer<GtkWidget>,
        object body: @escaping (UnsafeMutableRawPointer?) -> Void
    ) throws -> ObservationToken {
        let instance = UnsafeMutableRawPointer(widget)
        try check(signal, of: instance, takes: .object)
        let id = Signal.connectObject(instance, signal, body)
        return SignalConnection(instance: instance, handler: id).token
    }

    /// The one argument a closure takes.
    enum Argument: String {
        case none = "no arguments"
        case integer = "one integer"
        case string = "one string"
        case object = "one object"

        /// Whether a parameter of `type` passes as this argument.
        func accepts(_ type: GType) -> Bool {
            let fundamental = g_type_fundamental(type)
            switch self {
            case .none: return false
            case .integer:
                return [Fundamental.int, Fundamental.uint, Fundamental.boolean, Fundamental.enum, Fundamental.flags]
                    .contains(fundamental)
            case .string: return fundamental == Fundamental.string
            case .object: return fundamental == Fundamental.object
            }
        }
    }

    /// GLib's fundamental type ids (`G_TYPE_INT` and the others are macros Swift does not import).
    enum Fundamental {
        static let none = GType(1 << 2)
        static let boolean = GType(5 << 2)
        static let int = GType(6 << 2)
        static let uint = GType(7 << 2)
        static let `enum` = GType(12 << 2)
        static let flags = GType(13 << 2)
        static let string = GType(16 << 2)
        static let object = GType(20 << 2)
    }

    /// Throws unless `instance`'s type has `signal`, returning nothing and passing `argument`.
    static func check(_ signal: String, of instance: UnsafeMutableRawPointer, takes argument: Argument) throws {
        let type = GObjectType.of(instance)
        let typeName = GObjectType.name(of: instance)
        // A detailed name ("notify::label") is looked up by its signal part.
        let name = String(signal.split(separator: ":", maxSplits: 1).first ?? Substring(signal))
        let id = g_signal_lookup(name, type)
        guard id != 0 else { throw GTKError.unknownSignal(type: typeName, signal: signal) }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        // GLib marks a parameter passed without copying with the lowest bit.
        let parameters = (0..<Int(query.n_params)).map { query.param_types[$0] & ~GType(1) }
        let returnType = query.return_type & ~GType(1)
        let matches =
            returnType == Fundamental.none
            && (argument == .none ? parameters.isEmpty : parameters.count == 1 && argument.accepts(parameters[0]))
        guard matches else {
            let spelled = parameters.map { GObjectType.name($0) }.joined(separator: ", ")
            throw GTKError.signalSignatureMismatch(
                type: typeName, signal: signal, expected: argument.rawValue,
                actual: "(\(spelled)) -> \(GObjectType.name(returnType))")
        }
    }
}
