import CGtk4
import ObserverKit

extension ObservableTextField {
    /// Sends editingChanged for a change GTK made to the text (programmatic changes block the handler): the
    /// person typed, deleted, cut, undid or pasted; a deletion GTK makes on the way to a replacement is reported
    /// with its insertion, as one (``changes``). It carries the origin of the input that made it, the last key or
    /// pointer button the field received (``followEditOrigin()``): `.keyboard` for typing, Return and the
    /// keyboard's shortcuts (Ctrl+V), as typing on the headless field; `.touch` for a paste with the pointer
    /// (the middle button's X primary selection, the context menu's Paste clicked), which GTK makes after the
    /// click, once the clipboard has answered.
    func typed() {
        let origin = editOrigin
        changes.changed(length: textLength) { [weak self] in
            self?.withEventOrigin(origin) { self?.sendActions(for: .editingChanged) }
        }
    }

    /// Keeps ``editOrigin`` as the origin of the last key or pointer button event the field, its context menu
    /// included, received: capture-phase controllers that take no event, on the entry and on its text widget
    /// (`GtkText`, the editable's delegate), which is also handed keys another widget forwards to it: those a
    /// search entry's key capture (`key-capture-widget`, a `GtkSearchBar`'s) takes from the window while another
    /// widget has the focus, which the entry's own controllers never see.
    func followEditOrigin() {
        let follow: (OpaquePointer) -> Bool = { [weak self] event in
            switch gdk_event_get_event_type(event) {
            case GDK_KEY_PRESS, GDK_KEY_RELEASE: self?.editOrigin = .keyboard
            case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE: self?.editOrigin = .touch
            default: break
            }
            return false
        }
        Signal.captureEvents(of: widget, keptBy: wiring, follow)
        if let text = gtk_editable_get_delegate(OpaquePointer(widget)) {
            Signal.captureEvents(of: UnsafeMutablePointer(text), keptBy: wiring, isPart: true, follow)
        }
    }
}
