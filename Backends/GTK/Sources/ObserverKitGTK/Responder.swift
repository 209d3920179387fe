import CGtk4

// GTK's answers to `Responder` (ObserverKit's protocol of UIKit's first-responder calls), for the widgets that
// take the keyboard: every control, the text view and the search bar. The first responder is the widget whose
// window's focus is on it or on a part of it (a text field's text, a segment, a stepper's button).
//
// As in UIKit, a window has one first responder: taking the focus takes it from the one that held it, which ends
// its editing first. A text field and a text view report the change as their editing events (a text view's
// didBeginEditing and didEndEditing) whatever moved the focus: these calls, Tab, a click, or disabling the control
// that held it. The window stopping being active moves no focus: the first responder stays, and keeps editing
// (`EditingFocus`). Containers (a box, a grid, a scroll view, a table) are not responders, so the focus on a field
// inside one makes the field, not the container, first responder. A focused button or control takes the keyboard
// (Space presses a focused button).

extension Responder where Self: Widget {
    /// Whether the widget holds its window's keyboard focus, itself or through one of its parts (also while the
    /// beginning of its editing is reported, before GTK sets its window's focus); `false` while it is in no
    /// window.
    public var isFirstResponder: Bool {
        if EditingFocus.isArriving(in: widget) { return true }
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves its window's keyboard focus to the widget, or to its first part that takes it (a segmented
    /// control's first segment, a stepper's −); a text field or text view begins editing. Returns whether the
    /// focus moved: `false`, changing nothing, when the widget already holds it, is in no window, is hidden or
    /// disabled, or has nothing that takes the focus.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        takeFocus()
    }

    /// What ``becomeFirstResponder()`` does, for a widget that adds a condition of its own to it.
    func takeFocus() -> Bool {
        guard !isFirstResponder, gtk_widget_get_visible(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else {
            return false
        }
        if gtk_widget_grab_focus(widget) == 0 { _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) }
        return isFirstResponder
    }

    /// Takes the keyboard focus from the widget, leaving none in its window (a text field or text view ends
    /// editing). Returns `false`, changing nothing, when the widget does not hold the focus. Called from inside
    /// the report of the beginning of editing (editingDidBegin, didBeginEditing), it ends editing as soon as GTK
    /// has set the focus, within the same focus change.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder, let root = gtk_widget_get_root(widget) else { return false }
        if EditingFocus.isArriving(in: widget) {
            EditingFocus.resignOnArrival()
        } else {
            gtk_root_set_focus(root, nil)
        }
        return true
    }
}

extension Control: Responder {}
extension ObservableTextView: Responder {
    /// Moves its window's keyboard focus to the text view, which begins editing (didBeginEditing). Returns
    /// whether the focus moved: `false`, changing nothing, when the view is not editable (``isEditable``, as the
    /// headless text view and `Responder` say), already holds the focus, is in no window, hidden or disabled.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard isEditable else { return false }
        return takeFocus()
    }
}
extension SearchBar: Responder {}
