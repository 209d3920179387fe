/// Sizes in points, given to GTK: the API takes Swift's `Int`, as `Window`, `Box` and `Grid` do, and GTK a
/// `gint`. Bad input has one outcome everywhere: a negative size asks for none (GTK's natural size), a spacing is
/// kept within `0...32767` (GTK's grid refuses more, with a critical warning, and a box's layout overflows), a
/// count such as a grid's columns is at least 1, and any other value beyond `gint` is clamped to its largest,
/// where the conversion would trap.
enum GTKSize {
    /// A size request (`gtk_widget_set_size_request`, a window's default size): a negative `points` is -1,
    /// GTK's "no request".
    static func request(_ points: Int) -> Int32 {
        points < 0 ? -1 : Int32(clamping: points)
    }

    /// A spacing between children, within `0...Int16.max`.
    static func spacing(_ points: Int) -> Int32 {
        Int32(min(max(points, 0), Int(Int16.max)))
    }

    /// A count such as a grid's columns: at least `minimum`.
    static func atLeast(_ minimum: Int32, _ count: Int) -> Int32 {
        max(minimum, Int32(clamping: count))
    }
}
