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

    /// The box GTK draws `widget` in and picks it by (its border box: the content with its CSS padding and border),
    /// in the widget's coordinates, where it starts left of and above the origin by that padding and border (a
    /// default button's by 17 and 5 points); the bounds before it is laid out. A click GTK delivers to the widget
    /// lies in it, also on the padding, outside ``bounds(of:)``.
    static func drawnBounds(of widget: UnsafeMutablePointer<GtkWidget>) -> CGRect {
        var box = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, widget, &box) != 0 else { return bounds(of: widget) }
        return CGRect(
            x: Double(box.origin.x), y: Double(box.origin.y), width: Double(box.size.width),
            height: Double(box.size.height))
    }

    /// The position of `event` in `widget`'s coordinates (to 1/256 of a point: ``snapped(_:)``); `nil` for an
    /// event without a position or a widget outside any window.
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
        return CGPoint(x: snapped(widgetX), y: snapped(widgetY))
    }

    /// `coordinate` to the nearest 1/256 of a point. GTK translates a position through single-precision
    /// transforms, which leave a few millionths of a point of noise (a pointer on a widget's pixel 48, -70 comes
    /// out as 47.99999, -70.00001): enough to put a touch on a control's edge, or exactly at the 70-point slop's,
    /// outside it, where the headless control takes that point as inside. A mouse gives whole pixels on X11 and
    /// multiples of 1/256 on Wayland (its fixed-point positions), so this keeps what a mouse gives and drops the
    /// noise; a finer position (a tablet's, through XInput 2) moves by less than 1/512 of a point.
    static func snapped(_ coordinate: Double) -> Double {
        (coordinate * 256).rounded() / 256
    }
}
