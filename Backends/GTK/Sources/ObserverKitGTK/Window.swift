import CGtk4
import Dispatch

/// A top-level GTK window holding one child widget (a vertical box of controls, say).
///
/// ## Lifetime
/// - The window is open from its creation (or adoption) until it is closed: by ``close()``, by the user (the
///   title bar's close button, or a key the window manager binds), or by code destroying the `GtkWindow`
///   (`gtk_window_destroy`). ``isClosed`` then says so at once. However it closes, at the end of that turn of
///   the main loop a window made here lets go of its widgets (its child leaves it), and the window lets go of
///   the controls ``add(_:)`` gave it: each goes then unless something else holds it, and with it its
///   observations, bindings and timers. Not at once: the window may be closing from a handler GTK calls in the
///   middle of its own work on one of them (a list binding rows as it lays out), which must find them as they
///   were.
/// - A closed window stays closed: ``present()`` does nothing, and ``add(_:)`` holds nothing.
/// - A `Window` made here that goes while open closes its window first, so no window is left on screen whose
///   controls are gone. An adopted window (``init(adopting:)``) belongs to whoever made it: its `Window` going
///   leaves it open, and its closing leaves its widgets (and the handlers its maker gave them) to its maker;
///   either way, the `Window` lets go of the controls it held.
@MainActor
public final class Window {
    /// The `GtkWindow`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The Swift side of the window's controls: they live as long as the window is open.
    private var contents: [AnyObject] = []
    /// Whether the window was made here (not adopted), so that it closes when this object goes.
    private let isOwned: Bool
    /// The handler on GTK's list of open windows that tells when this one is destroyed, until it is.
    private var toplevelsHandler: UInt = 0

    /// Whether the window has been closed (by ``close()``, by the user, or by code destroying it).
    public private(set) var isClosed = false

    /// A window titled `title`, `width` × `height`, whose controls stack vertically.
    public init(title: String, width: Int, height: Int) {
        widget = gtk_window_new()
        g_object_ref_sink(widget)
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(widget))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, GTKSize.request(width), GTKSize.request(height))
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_widget_set_margin_top(box, 16)
        gtk_widget_set_margin_bottom(box, 16)
        gtk_widget_set_margin_start(box, 16)
        gtk_widget_set_margin_end(box, 16)
        gtk_window_set_child(window, box)
        isOwned = true
        watchClosing()
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
        isOwned = false
        watchClosing()
    }

    isolated deinit {
        if isOwned, !isClosed {
            close()
        } else {
            stopWatchingClosing()
        }
        g_object_unref(widget)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutablePointer(OpaquePointer(widget)) }

    /// Where ``add(_:)`` puts widgets: the window's child, read when adding (an app may have replaced it), when
    /// it is a `GtkBox`.
    private var box: UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_child(window).flatMap {
            GObjectType.isInstance(UnsafeMutableRawPointer($0), of: gtk_box_get_type()) ? $0 : nil
        }
    }

    /// Learns when GTK destroys the window, however that happens: `gtk_window_destroy` (the default handler of
    /// the user's close request calls it) takes the window out of GTK's list of open windows, which says so.
    /// The window keeps living while this object holds it, so its dispose (GTK's `destroy` signal) would not.
    private func watchClosing() {
        let toplevels = UnsafeMutableRawPointer(gtk_window_get_toplevels()!)
        toplevelsHandler = Signal.connectUIntTriple(toplevels, "items-changed") { [weak self] _, removed, _ in
            guard let self, removed > 0, !isOpen else { return }
            closed()
        }
        if !isOpen { closed() }
    }

    private func stopWatchingClosing() {
        guard toplevelsHandler != 0 else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(gtk_window_get_toplevels()!), gulong(toplevelsHandler))
        toplevelsHandler = 0
    }

    /// Whether GTK lists the window among the open ones.
    private var isOpen: Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(widget) { return true }
        }
        return false
    }

    /// The window was destroyed: at the end of this turn of the main loop (see the type's Lifetime), a window
    /// made here lets go of its widgets (GLib's dispose, which a window GTK alone held would have had: this
    /// object's reference keeps the `GtkWindow` itself alive, emptied), and the controls it held go.
    private func closed() {
        guard !isClosed else { return }
        isClosed = true
        stopWatchingClosing()
        ClosedWindows.letGoAtEndOfTurn(of: isOwned ? widget : nil, contents)
        contents = []
    }

    /// Adds `child` (a control, a ``Label``, a ``Box``, a ``Grid``, a scroll view, a text view) below the others
    /// (a widget already in the window stays where it is); the window keeps the Swift object while it is open.
    /// Ignored once the window is closed.
    public func add(_ child: any Widget) {
        guard !isClosed else { return }
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

    /// Shows the window; does nothing once it is closed (GTK would show a destroyed window again, which nothing
    /// could close).
    public func present() {
        guard !isClosed else { return }
        gtk_window_present(window)
    }

    /// Closes and destroys the window: its widgets go, and with them every handler on them; the window lets go
    /// of its controls, so each goes too unless something else holds it, and with it its observations,
    /// bindings and timers. Closing a closed window does nothing.
    public func close() {
        guard !isClosed else { return }
        gtk_window_destroy(window)
        closed()
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

/// What the windows closed in this turn of the main loop let go of at its end (see ``Window``'s Lifetime): the
/// windows made here to dispose, referenced until then, and the controls they held. Held here, not by each
/// window, which may be going itself.
@MainActor
private enum ClosedWindows {
    private static var disposing: [UnsafeMutablePointer<GtkWidget>] = []
    private static var controls: [AnyObject] = []

    /// Disposes `window` (when given) and lets go of `contents` at the end of this turn.
    static func letGoAtEndOfTurn(of window: UnsafeMutablePointer<GtkWidget>?, _ contents: [AnyObject]) {
        if disposing.isEmpty, controls.isEmpty {
            DispatchQueue.main.async { MainActor.assumeIsolated { endOfTurn() } }
        }
        if let window {
            g_object_ref(window)
            disposing.append(window)
        }
        controls += contents
    }

    private static func endOfTurn() {
        let windows = disposing
        disposing = []
        for window in windows {
            g_object_run_dispose(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self))
            g_object_unref(window)
        }
        controls = []
    }
}
