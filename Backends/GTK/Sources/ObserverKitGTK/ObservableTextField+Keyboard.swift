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
    /// included, received: a capture-phase controller that takes no event.
    func followEditOrigin() {
        Signal.captureEvents(of: widget, keptBy: wiring) { [weak self] event in
            switch gdk_event_get_event_type(event) {
            case GDK_KEY_PRESS, GDK_KEY_RELEASE: self?.editOrigin = .keyboard
            case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE: self?.editOrigin = .touch
            default: break
            }
            return false
        }
    }
}
