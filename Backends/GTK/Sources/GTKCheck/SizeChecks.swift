import CGtk4
import ObserverKitGTK

/// Bad sizes given to the GTK constructors, read back from GTK: a negative size asks for none (GTK's -1), a
/// spacing is kept within 0…32767, a grid view of fewer than one column has one, and sizes beyond GTK's `gint`
/// are clamped to its largest instead of trapping in the conversion. Run with `G_DEBUG=fatal-criticals` (as the
/// GTK stage does), a GTK critical warning would stop it.
@MainActor
enum SizeChecks {
    static func run(_ checks: Checks) {
        let field = ObserverKitGTK.ObservableTextField(width: -5)
        let slider = ObserverKitGTK.ObservableSlider(width: Int.max)
        let text = ObserverKitGTK.ObservableTextView(width: -1, height: Int.max)
        let search = SearchBar(width: Int.min)
        checks.expect(
            request(of: field.widget) == [-1, -1] && request(of: slider.widget) == [Int32.max, -1]
                && request(of: text.widget) == [-1, Int32.max]
                && request(of: search.searchTextField.widget) == [-1, -1],
            "a negative width or height requests none (-1); one beyond GTK's range is clamped to Int32.max",
            "\(request(of: field.widget)) \(request(of: slider.widget)) \(request(of: text.widget))")

        let table = TableView(rows: ["a"], height: -20)
        let grid = CollectionView(items: ["a"], columns: -3, height: 50)
        let wide = CollectionView(items: ["a"], columns: Int.max)
        checks.expect(
            request(of: table.scrollView.scrolledWindow) == [-1, -1]
                && gtk_grid_view_get_max_columns(OpaquePointer(grid.gridView)) == 1
                && gtk_grid_view_get_max_columns(OpaquePointer(wide.gridView)) == guint(Int32.max),
            "a negative list height requests none; a grid's columns are at least 1 and at most Int32.max")

        let rows = Grid(rowSpacing: Int.max, columnSpacing: -2)
        let box = Box(.horizontal, spacing: -4)
        let wideBox = Box(.horizontal, spacing: Int.max)
        let window = Window(title: "ObserverKit GTK sizes", width: -7, height: Int.max)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(UnsafeMutablePointer(OpaquePointer(window.widget)), &width, &height)
        let spacing = gtk_box_get_spacing(UnsafeMutablePointer(OpaquePointer(box.widget)))
        let wideSpacing = gtk_box_get_spacing(UnsafeMutablePointer(OpaquePointer(wideBox.widget)))
        let gridSpacings = [
            gtk_grid_get_row_spacing(UnsafeMutablePointer(OpaquePointer(rows.widget))),
            gtk_grid_get_column_spacing(UnsafeMutablePointer(OpaquePointer(rows.widget))),
        ]
        checks.expect(
            spacing == 0 && wideSpacing == Int32(Int16.max) && gridSpacings == [UInt32(Int16.max), 0],
            "a spacing is kept within 0…32767 in a box and a grid (GTK's grid takes no more)",
            "box \(spacing), \(wideSpacing); grid \(gridSpacings)")
        checks.expect(
            width == -1 && height == Int32.max, "a window's negative default size is none, a huge one clamped",
            "default size \(width) × \(height)")
        window.close()
    }

    /// The widget's size request, width then height.
    private static func request(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        return [width, height]
    }
}
