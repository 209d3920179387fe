import CGtk4
import ObserverKitGTK

/// Bad sizes given to the GTK constructors, read back from GTK: a negative size asks for none (GTK's -1), a
/// negative spacing is 0, a grid of fewer than one column has one, and sizes beyond GTK's `gint` are clamped to
/// its largest instead of trapping in the conversion.
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

        let box = Box(.horizontal, spacing: -4)
        let window = Window(title: "ObserverKit GTK sizes", width: -7, height: Int.max)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(UnsafeMutablePointer(OpaquePointer(window.widget)), &width, &height)
        let spacing = gtk_box_get_spacing(UnsafeMutablePointer(OpaquePointer(box.widget)))
        checks.expect(
            spacing == 0 && width == -1 && height == Int32.max,
            "a negative box spacing is 0; a window's negative default size is none, a huge one clamped",
            "spacing \(spacing), default size \(width) × \(height)")
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
