import CGtk4

/// Widgets in rows and columns (a `GtkGrid`): a form's labels beside its controls, reachable without
/// `import CGtk4`.
///
/// ```swift
/// GTKApplication.start()
/// let form = Grid(rowSpacing: 8, columnSpacing: 12)
/// form.attach(Label("Volume"), column: 0, row: 0)
/// form.attach(ObservableSlider(), column: 1, row: 0)
/// form.attach(Label("Shuffle"), column: 0, row: 1)
/// form.attach(ObservableSwitch(), column: 1, row: 1)
/// ```
///
/// The grid holds what it shows (the Swift objects too).
@MainActor
public final class Grid: Widget {
    /// The `GtkGrid`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var children: [any Widget] = []

    /// An empty grid, its rows `rowSpacing` and its columns `columnSpacing` points apart.
    public init(rowSpacing: Int = 8, columnSpacing: Int = 8) {
        widget = gtk_grid_new()
        g_object_ref_sink(widget)
        gtk_grid_set_row_spacing(grid, guint(GTKSize.spacing(rowSpacing)))
        gtk_grid_set_column_spacing(grid, guint(GTKSize.spacing(columnSpacing)))
    }

    isolated deinit {
        g_object_unref(widget)
    }

    private var grid: UnsafeMutablePointer<GtkGrid> { UnsafeMutablePointer(OpaquePointer(widget)) }

    /// Places `child` at `column` and `row` (from 0), spanning `width` columns and `height` rows. A widget that
    /// already has a parent stays where it is.
    ///
    /// - Precondition: `column` and `row` are not negative, `width` and `height` at least 1.
    public func attach(_ child: any Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        precondition(column >= 0 && row >= 0, "Grid.attach: column \(column) and row \(row) must not be negative")
        precondition(width >= 1 && height >= 1, "Grid.attach: width \(width) and height \(height) must be at least 1")
        guard gtk_widget_get_parent(child.widget) == nil else { return }
        children.append(child)
        gtk_grid_attach(
            grid, child.widget, Int32(clamping: column), Int32(clamping: row), GTKSize.atLeast(1, width),
            GTKSize.atLeast(1, height))
    }
}
