import CGtk4
import ObserverKit

extension ObservableSwitch: KeyboardActivatable {
    /// Takes Space and Return (and Enter) on the focused switch from GTK, in the capture phase, and runs them
    /// as keyboard activations through the touch driver: so a key press while the pointer holds the switch
    /// sends nothing (the touch wins), and the toggle carries origin `.keyboard`.
    func connectKeyboardActivation() {
        let keys = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectEvent(UnsafeMutableRawPointer(keys)) { [weak self] event in
            guard let self, gdk_event_get_event_type(event) == GDK_KEY_PRESS,
                Self.activationKeys.contains(Int32(gdk_key_event_get_keyval(event)))
            else { return false }
            keyboardActivate()
            return true
        }
        gtk_widget_add_controller(widget, keys)
    }

    /// GtkSwitch's activation key bindings: Space, Return, Enter, as GTK binds them.
    private static let activationKeys: Set<Int32> = [
        GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter,
    ]

    /// Toggles: valueChanged, then primaryActionTriggered, as the headless switch.
    func activateFromKey() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
