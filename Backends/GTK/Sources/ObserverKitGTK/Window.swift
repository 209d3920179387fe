import CGtk4

/// A top-level GTK window holding one child widget (a vertical box of controls, say).
@MainActor
public final class Window {
    /// The `GtkWindow`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Where ``add(_:)`` puts widgets: the window's own box, or an adopted window's child when it is a box.
    private let box: UnsafeMutablePointer<GtkWidget>?
    /// The Swift side of the window's controls: they live as long as the window is open.
    private var contents: [AnyObject] = []

    /// A window titled `title`, `width` × `height`, whose controls stack vertically.
    public init(title: String, width: Int, height: Int) {
        widget = gtk_window_new()
        g_object_ref_sink(widget)
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, GTKSize.request(width), GTKSize.request(height))
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_widget_set_margin_top(box, 16)
        gtk_widget_set_margin_bottom(box, 16)
        gtk_widget_set_margin_start(box, 16)
        gtk_widget_set_margin_end(box, 16)
        gtk_window_set_child(window, box)
    }

    /// Wraps `widget`, a `GtkWindow` something else created (``Builder/window(id:)`` makes these), taking a
    /// reference to it. ``add(_:)`` keeps a control alive while the window is open and, when the control's
    /// widget has no parent yet, appends it to the window's child if that is a `GtkBox`.
    ///
    /// ```swift
    /// let window = try Window(adopting: windowFromAnotherLibrary)
    /// ```
    ///
    /// - Throws: ``GTKError/wrongWidgetType(control:expected:actual:)`` when `widget` is not a `GtkWindow`, as
    ///   every `init(adopting:)` does; nothing is adopted then.
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        self.widget = try GObjectType.checked(widget, is: gtk_window_get_type(), for: "Window")
        g_object_ref_sink(widget)
        let child = gtk_window_get_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget)))
        box = child.flatMap { GObjectType.isInstance(UnsafeMutableRawPointer($0), of: gtk_box_get_type()) ? $0 : nil }
    }

    isolated deinit {
        g_object_unref(widget)
    }

    /// Adds `child` (a control, a ``Label``, a ``Box``, a ``Grid``, a scroll view, a text view) below the others
    /// (a widget already in the window stays where it is); the window keeps the Swift object while it is open.
    public func add(_ child: any Widget) {
        contents.append(child)
        append(child.widget)
    }

    /// Adds a ``Label`` showing `text` below the others, and returns it (to bind it to a value, say).
    @discardableResult
    public func addLabel(_ text: String) -> Label {
        let label = Label(text)
        add(label)
        return label
    }

    private func append(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_parent(child) == nil else { return }
        guard let box else {
            preconditionFailure("this window's child is not a GtkBox: place the widget in its .ui file")
        }
        gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), child)
    }

    /// Shows the window.
    public func present() {
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget)))
    }

    /// Closes and destroys the window: its widgets go, and with them every handler on them; the window lets go
    /// of its controls, so each goes too unless something else holds it, and with it its observations,
    /// bindings and timers.
    public func close() {
        gtk_window_destroy(UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget)))
        contents.removeAll()
    }

    /// Renders the window as it is on screen and saves it as a PNG at `path`; returns whether it did.
    public func savePNG(to path: String) -> Bool {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            return false
        }
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { return false }
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }

    /// Whether the window is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Where `child`'s point (`x`, `y`) is in the window's surface: what xdotool's `--window` moves take.
    public func surfacePoint(of child: any Widget, x: Double, y: Double) -> (x: Double, y: Double) {
        surfacePoint(ofWidget: child.widget, x: x, y: y)
    }

    /// Where the point (`x`, `y`) of `child`, a GTK widget inside the window, is in the window's surface.
    public func surfacePoint(
        ofWidget child: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double
    ) -> (x: Double, y: Double) {
        var windowX = 0.0
        var windowY = 0.0
        _ = gtk_widget_translate_coordinates(child, widget, x, y, &windowX, &windowY)
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(widget), &surfaceX, &surfaceY)
        return (windowX + surfaceX, windowY + surfaceY)
    }
}
