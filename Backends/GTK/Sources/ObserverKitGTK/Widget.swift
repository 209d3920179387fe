import CGtk4

/// Anything ObserverKit's GTK backend shows: a control, a label, a box, a grid, a scroll view, a text view.
/// A ``Window``, a ``Box`` or a ``Grid`` holds what it shows, so the Swift object lives while it is on screen.
///
/// ```swift
/// let row = Box(.horizontal)
/// row.append(Label("Volume"))
/// row.append(ObservableSlider())
/// ```
@MainActor
public protocol Widget: AnyObject {
    /// The GTK widget shown.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Control: Widget {}
extension ScrollView: Widget {}
extension SearchBar: Widget {}

extension TableView: Widget {
    /// The scroll view's widget, which holds the list.
    public var widget: UnsafeMutablePointer<GtkWidget> { scrollView.widget }
}

extension CollectionView: Widget {
    /// The scroll view's widget, which holds the grid.
    public var widget: UnsafeMutablePointer<GtkWidget> { scrollView.widget }
}
extension ObservableTextView: Widget {}
