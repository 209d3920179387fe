import CGtk4
import Foundation

/// Loads a GtkBuilder `.ui` definition and hands out its widgets as typed ObserverKit controls, by object id.
///
/// ```swift
/// let volumeSetting = ObservableValue<Float>(0.5)
/// do {
///     let builder = try Builder(path: "Settings.ui")
///     let window = try builder.window(id: "window")
///     let volume = try builder.control(ObservableSlider.self, id: "volume")
///     window.add(volume)  // already in the window: this keeps the control alive while the window is open
///     volume.bind(volumeSetting)
///     window.present()
/// } catch {
///     print(error)  // names the file and the id
/// }
/// ```
///
/// A definition that does not parse throws ``GTKError/builderFailed(file:message:)`` with the reason and line
/// (an unclosed tag included, which GtkBuilder alone accepts);
/// an id it lacks throws ``GTKError/missingObject(file:id:)``; an object of the wrong kind throws
/// ``GTKError/wrongObjectType(file:id:expected:actual:)``.
///
/// Lifetimes: the builder holds the objects it made until it goes, and then releases them. A control
/// (``control(_:id:)``) holds its own widget and a ``Window`` stays until it is closed, so both outlive the
/// builder. A raw widget from ``widget(id:)`` does not: it lives while the builder does, or while its parent
/// (a window) does; keep the builder as long as you use it, as ``WidgetSignal``'s example does.
@MainActor
public final class Builder {
    /// The `GtkBuilder`.
    public let builder: OpaquePointer
    /// The definition's name in errors: its path, or the name given with a string.
    public let file: String

    /// Loads the `.ui` definition in `string`; `name` stands for it in errors.
    public init(string: String, name: String = "<ui string>") throws {
        GTKApplication.start()
        file = name
        builder = gtk_builder_new()
        var error: UnsafeMutablePointer<GError>?
        // GtkBuilder accepts a definition that ends with elements still open (an unclosed tag), and then lacks
        // their objects; GLib's markup parser, run to the end first, rejects it with the line.
        if !Self.isWellFormed(string, &error) || gtk_builder_add_from_string(builder, string, -1, &error) == 0 {
            // The deinit releases the builder.
            throw GTKError.builderFailed(file: name, message: Self.consume(error))
        }
    }

    /// Loads the `.ui` file at `path`.
    public convenience init(path: String) throws {
        let string: String
        do {
            string = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw GTKError.builderFailed(file: path, message: "the file could not be read (\(error))")
        }
        try self.init(string: string, name: path)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    /// The object with id `id`, as a widget: valid while this builder lives (or while a window it is in stays
    /// open); wrap it in a control to hold it longer.
    public func widget(id: String) throws -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder, id) else {
            throw GTKError.missingObject(file: file, id: id)
        }
        let raw = UnsafeMutableRawPointer(object)
        guard GObjectType.isInstance(raw, of: gtk_widget_get_type()) else {
            throw GTKError.wrongObjectType(
                file: file, id: id, expected: "GtkWidget", actual: GObjectType.name(of: raw))
        }
        return raw.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Object `id` wrapped as a `type` control (which must adopt its kind of widget).
    public func control<Adopter: AdoptingControl>(_ type: Adopter.Type, id: String) throws -> Adopter {
        let widget = try widget(id: id)
        guard GObjectType.isInstance(UnsafeMutableRawPointer(widget), of: Adopter.adoptedWidgetType) else {
            throw GTKError.wrongObjectType(
                file: file, id: id, expected: GObjectType.name(Adopter.adoptedWidgetType),
                actual: GObjectType.name(of: UnsafeMutableRawPointer(widget)))
        }
        return try Adopter(adopting: widget)
    }

    /// Object `id`, a `GtkLabel`, as a ``Label`` (which holds it).
    ///
    /// ```swift
    /// let status = try builder.label(id: "status")
    /// status.bind(statusText)
    /// ```
    public func label(id: String) throws -> Label {
        let widget = try widget(id: id)
        guard GObjectType.isInstance(UnsafeMutableRawPointer(widget), of: gtk_label_get_type()) else {
            throw GTKError.wrongObjectType(
                file: file, id: id, expected: "GtkLabel", actual: GObjectType.name(of: UnsafeMutableRawPointer(widget)))
        }
        return try Label(adopting: widget)
    }

    /// Object `id`, a `GtkScrolledWindow`, as a ``ScrollView`` (which holds it).
    public func scrollView(id: String) throws -> ScrollView {
        try ScrollView(adopting: widget(id: id))
    }

    /// Object `id`, a `GtkListView` in a `GtkScrolledWindow`, as a ``TableView`` (see its `init(adopting:)`).
    ///
    /// ```swift
    /// let tracks = try builder.tableView(id: "tracks")
    /// tracks.observed.addObserver { print($0) }
    /// ```
    public func tableView(id: String) throws -> TableView {
        try TableView(adopting: widget(id: id))
    }

    /// Object `id`, a `GtkGridView` in a `GtkScrolledWindow`, as a ``CollectionView``.
    public func collectionView(id: String) throws -> CollectionView {
        try CollectionView(adopting: widget(id: id))
    }

    /// Object `id`, a `GtkSearchEntry`, as a ``SearchBar``.
    public func searchBar(id: String) throws -> SearchBar {
        try SearchBar(adopting: widget(id: id))
    }

    /// Object `id`, a `GtkWindow`, as a ``Window``.
    public func window(id: String) throws -> Window {
        let widget = try widget(id: id)
        guard GObjectType.isInstance(UnsafeMutableRawPointer(widget), of: gtk_window_get_type()) else {
            throw GTKError.wrongObjectType(
                file: file, id: id, expected: "GtkWindow", actual: GObjectType.name(of: UnsafeMutableRawPointer(widget))
            )
        }
        return try Window(adopting: widget)
    }

    /// Whether `string` is well-formed markup to its end, by GLib's parser (GtkBuilder's own, which reports
    /// no error when the text ends with elements still open); `error` says where when it is not.
    private static func isWellFormed(_ string: String, _ error: inout UnsafeMutablePointer<GError>?) -> Bool {
        var parser = GMarkupParser()
        guard let context = g_markup_parse_context_new(&parser, GMarkupParseFlags(rawValue: 0), nil, nil) else {
            return true
        }
        defer { g_markup_parse_context_free(context) }
        return g_markup_parse_context_parse(context, string, -1, &error) != 0
            && g_markup_parse_context_end_parse(context, &error) != 0
    }

    /// GtkBuilder's message, and the error freed.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
