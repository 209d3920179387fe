import CGtk4
import Dispatch

/// A top-level GTK window holding one child widget (a vertical box of controls, say).
///
/// ## Lifetime
/// - The window is open from its creation (or adoption) until it is closed: by ``close()``, by the user (the
///   title bar's close button, or a key the window manager binds), or by code destroying the `GtkWindow`
///   (`gtk_window_destroy`). ``isClosed`` then says so at once. However it closes, a window made here lets go
///   of its widgets (its child leaves it), and the window lets go of the controls ``add(_:)`` gave it: each goes
///   then unless something else holds it, and with it its observations, bindings and timers. Closed from code
///   that GTK's main loop did not call (after ``GTKApplication/run()`` returned, say), that is at once; closed
///   from a handler GTK called, in a turn of its main loop (a click, a key, a list's report) or while
///   ``present()`` or ``add(_:)`` hands GTK the window or a widget (a list reporting the rows it binds as it is
///   first shown), it is at the end of that turn, or when ``GTKApplication/run()`` returns if that comes first: the handler may run in the
///   middle of GTK's own work on one of them, which must find them as they were.
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
    /// widget has no parent yet, appends it to the window's child if that is a `GtkBox` (and otherwise stops
    /// the program: see ``add(_:)``).
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
    private var isOpen: Bool { Self.isOpen(widget) }

    /// Whether GTK lists `window` among the open windows (its toplevels): from its creation until it is destroyed
    /// (closed by the user or ``close()``).
    static func isOpen(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(window) { return true }
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
        let held = contents
        contents = []
        ClosedWindows.letGo(of: isOwned ? widget : nil, held)
    }

    /// Adds `child` (a control, a ``Label``, a ``Box``, a ``Grid``, a scroll view, a text view) below the others
    /// (a widget already in the window stays where it is); the window keeps the Swift object while it is open.
    /// Ignored once the window is closed.
    ///
    /// "Below the others" is the window's child when that is a `GtkBox` (a window made here has one). A widget
    /// with no parent yet, added to a window whose child is something else or nothing (an adopted window laid
    /// out with a `GtkGrid`, say, or one whose child the app replaced), stops the program with a message saying
    /// so: attach it to the window's layout yourself first (`gtk_grid_attach`), then `add` it to keep it alive.
    /// A composed control (a stepper, a segmented control, a page control) cannot be written in a `.ui` file, so
    /// a window from one takes it this way, or appended to its `GtkBox` child.
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
            preconditionFailure(
                "Window.add: this window's child is not a GtkBox, so a widget without a parent has no place in it:"
                    + " attach the widget to the window's layout first (see Window.add)")
        }
        ClosedWindows.duringGTKWork { gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), child) }
    }

    /// Shows the window; does nothing once it is closed (GTK would show a destroyed window again, which nothing
    /// could close).
    public func present() {
        guard !isClosed else { return }
        ClosedWindows.duringGTKWork { gtk_window_present(window) }
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

/// What closed windows let go of (see ``Window``'s Lifetime): a window made here is disposed, and the controls
/// it held are released. Closed during GTK's work (a turn of its main loop, or a window's call that lets GTK
/// call handlers: presenting it, adding a widget), this waits for the end of the turn (held here, not by the window, which may be going itself);
/// ``GTKApplication/run()`` lets go of what still waits when it returns.
@MainActor
enum ClosedWindows {
    private static var disposing: [UnsafeMutablePointer<GtkWidget>] = []
    private static var controls: [AnyObject] = []
    /// How many of a window's calls into GTK that may call handlers (``duringGTKWork(_:)``) are under way.
    private static var windowCalls = 0

    /// Runs `body`, a window's call into GTK during which GTK may call handlers (binding a list's rows as it
    /// shows it): a window closed meanwhile lets go at the end of the turn.
    static func duringGTKWork(_ body: () -> Void) {
        windowCalls += 1
        body()
        windowCalls -= 1
    }

    /// Disposes `window` (when given) and releases `contents`: now, unless GTK is at work (a turn of its main
    /// loop, or a window's call into it), then at the end of this turn.
    static func letGo(of window: UnsafeMutablePointer<GtkWidget>?, _ contents: [AnyObject]) {
        if let window { g_object_ref(window) }
        guard windowCalls > 0 || g_main_depth() > 0 else {
            if let window { dispose(window) }
            return
        }
        if disposing.isEmpty, controls.isEmpty {
            DispatchQueue.main.async { MainActor.assumeIsolated { letGoOfWaiting() } }
        }
        if let window { disposing.append(window) }
        controls += contents
    }

    /// Disposes the windows and releases the controls that wait.
    static func letGoOfWaiting() {
        let windows = disposing
        disposing = []
        for window in windows { dispose(window) }
        controls = []
    }

    /// Disposes `window` and gives back the reference ``letGo(of:_:)`` took.
    private static func dispose(_ window: UnsafeMutablePointer<GtkWidget>) {
        g_object_run_dispose(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self))
        g_object_unref(window)
    }
}
