/// Sizes in points, given to GTK: the API takes Swift's `Int`, as `Window`, `Box` and `Grid` do, and GTK a
/// `gint`. Bad input has one outcome everywhere: a negative size asks for none (GTK's natural size), a negative
/// spacing is 0, and a value beyond `gint` is clamped to its largest, where GTK would log a critical warning or
/// the conversion would trap.
enum GTKSize {
    /// A size request (`gtk_widget_set_size_request`, a window's default size): a negative `points` is -1,
    /// GTK's "no request".
    static func request(_ points: Int) -> Int32 {
        points < 0 ? -1 : Int32(clamping: points)
    }

    /// A spacing, or a count such as a grid's columns: at least `minimum`.
    static func atLeast(_ minimum: Int32, _ points: Int) -> Int32 {
        max(minimum, Int32(clamping: points))
    }
}
