import CGtk4
import Foundation

/// Where a GDK pointer or touch event happened, in one widget's coordinates: what a control's touches and a
/// widget's gestures both start from.
///
/// GDK gives an event's position in its surface; the window's own widget starts at the surface transform (past
/// client-side decorations and their shadow), and GTK translates from there to the widget.
@MainActor
enum EventLocation {
    /// The position of `event` in `widget`'s coordinates; `nil` for an event without a position or a widget
    /// outside any window.
    static func of(_ event: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) -> CGPoint? {
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else {
            return nil
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var widgetX = 0.0
        var widgetY = 0.0
        let root = UnsafeMutablePointer<GtkWidget>(native)
        guard gtk_widget_translate_coordinates(root, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY) != 0
        else { return nil }
        return CGPoint(x: widgetX, y: widgetY)
    }
}
