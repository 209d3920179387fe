import CGtk4

/// Widgets in a row or a column (a `GtkBox`): the layout of a small screen, reachable without `import CGtk4`.
///
/// ```swift
/// GTKApplication.start()
/// let row = Box(.horizontal, spacing: 8)
/// row.append(Label("Volume"))
/// row.append(ObservableSlider())
/// let window = Window(title: "Player", width: 320, height: 120)
/// window.add(row)
/// ```
///
/// The box holds what it shows (the Swift objects too, so their observers and bindings live while they are on
/// screen).
@MainActor
public final class Box: Widget {
    /// Which way a box lays out its children.
    public enum Orientation: Sendable {
        /// Side by side, left to right.
        case horizontal
        /// One above the other, top to bottom.
        case vertical
    }

    /// The `GtkBox`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var children: [any Widget] = []

    /// An empty box laying out its children `orientation`-wise, `spacing` points apart.
    public init(_ orientation: Orientation = .vertical, spacing: Int = 8) {
        let direction = orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        widget = gtk_box_new(direction, GTKSize.spacing(spacing))
        g_object_ref_sink(widget)
    }

    isolated deinit {
        g_object_unref(widget)
    }

    /// Adds `child` after the others. A widget that already has a parent stays where it is.
    public func append(_ child: any Widget) {
        guard gtk_widget_get_parent(child.widget) == nil else { return }
        children.append(child)
        gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(widget)), child.widget)
    }
}
