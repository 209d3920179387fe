import CGtk4

/// UIKit's first-responder names for GTK's keyboard focus, so a form moves between fields with the calls it makes
/// on every backend: the first responder is the widget that holds its window's focus.
///
/// ```swift
/// let name = ObservableTextField()
/// let email = ObservableTextField()
/// window.add(name)
/// window.add(email)
/// window.present()
/// name.becomeFirstResponder()    // name: editingDidBegin
/// email.becomeFirstResponder()   // name: editingDidEnd, then email: editingDidBegin
/// email.resignFirstResponder()   // email: editingDidEnd; no widget holds the focus
/// ```
///
/// As in UIKit, a window has one first responder: taking the focus takes it from the widget that held it, which
/// ends its editing first. A text field and a text view report the change as their editing events (a text
/// view's didBeginEditing and didEndEditing), whatever moved the focus (these calls, Tab, a click). In GTK any
/// focusable widget can hold the focus, a button or a slider too, which then takes the keyboard (Space presses
/// a focused button).
extension Widget {
    /// Whether the widget holds its window's keyboard focus, itself or through a part of it (an entry's text);
    /// `false` while it is in no window.
    public var isFirstResponder: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves its window's keyboard focus to the widget (a text field or text view begins editing). Returns
    /// whether the focus moved: `false`, changing nothing, when the widget already holds it, is in no window,
    /// is hidden, disabled (insensitive) or cannot take the focus.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return false }
        return gtk_widget_grab_focus(widget) != 0 && isFirstResponder
    }

    /// Takes the keyboard focus from the widget, leaving none in its window (a text field or text view ends
    /// editing). Returns `false`, changing nothing, when the widget does not hold the focus.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder, let root = gtk_widget_get_root(widget) else { return false }
        gtk_root_set_focus(root, nil)
        return true
    }
}
