import CGtk4
import Foundation

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

extension Widget {
    /// The widget's bounds in its own coordinates: its allocated size (zero before it is laid out), as a
    /// headless view's `bounds`.
    ///
    /// GTK's own coordinates of a widget start at its content box, inside its CSS padding and border, which GTK
    /// draws and picks the widget by too: a click on a default button's padding (17 points at each side, 5 above
    /// and below) is left of or above these bounds. GTK picks by that border box's outline as drawn
    /// (`gtk_widget_contains`): a click in one of its rounded corners, where a theme rounds them (a button's, a
    /// switch's), is not the widget's, where a `UIView`'s and a headless view's rectangle take it. A control that
    /// leaves the pointer to its GTK widget (a button) still takes a click on its padding as one inside it, as GTK
    /// does; a gesture reports its location as it is (a negative x on the left padding).
    ///
    /// ```swift
    /// let play = ObservableButton(label: "Play")
    /// window.add(play)
    /// window.present()
    /// GTKApplication.iterate { play.bounds.width > 0 }  // GTK lays the window out in its main loop
    /// print(play.bounds.width)   // the width GTK allocated
    /// ```
    public var bounds: CGRect { WidgetCoordinates.bounds(of: widget) }

    /// The centre of the bounds, as a headless view's `center`.
    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// Whether the pointer and touches reach the widget and its children (`UIView.isUserInteractionEnabled`,
    /// GTK's `can-target`; true by default). Turning it off cancels the touches in progress, as on the headless
    /// backend: a control's (it sends touchCancel), its gestures', and GTK's own on it and its children (a list
    /// row's click then selects nothing), also when a gesture's handler turns it off as GTK handles the release
    /// (a tap's: a table selects no row, a button sends touchCancel). The keyboard still reaches a focused
    /// widget, as on the headless backend; ``Control/isEnabled`` turns off every input. Turned back on, the widget
    /// takes the pointer once it moves: GTK finds the widget under the pointer when the pointer moves.
    public var isUserInteractionEnabled: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set {
            gtk_widget_set_can_target(widget, newValue ? 1 : 0)
            // GTK delivers a press's release to where it pressed, untargetable or not: its own gestures there
            // (a row's click, which would select the row) are cancelled, as for an insensitive widget.
            if !newValue { WidgetTouches.cancel(in: widget) }
        }
    }
}

extension Control: Widget {}
extension ScrollView: Widget {}
extension SearchBar: Widget {}

extension ObservableTextView: Widget {}
