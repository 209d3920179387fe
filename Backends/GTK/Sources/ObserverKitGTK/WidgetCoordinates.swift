import CGtk4
import Foundation

/// A GTK widget's own coordinates, read from GTK: its bounds (its allocated size), and where a GDK pointer or
/// touch event happened in it. What a control's touches, a widget's gestures and ``Widget/bounds`` all start from,
/// so a control's input reads its geometry in one place.
///
/// GDK gives an event's position in its surface; the window's own widget starts at the surface transform (past
/// client-side decorations and their shadow), and GTK translates from there to the widget.
@MainActor
enum WidgetCoordinates {
    /// `widget`'s bounds in its own coordinates: its allocated size at the origin (zero before it is laid out).
    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> CGRect {
        CGRect(x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// The position of `event` in `widget`'s coordinates; `nil` for an event without a position or a widget
    /// outside any window.
    static func location(of event: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) -> CGPoint? {
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
