import CGtk4
import ObserverKit

extension ObservableSwitch {
    /// Takes Space and Return (and Enter) on the focused switch from GTK, in the capture phase, and runs them
    /// as keyboard activations through the touch tracker: so a key press while the pointer holds the switch
    /// sends nothing (the touch wins), and the toggle carries origin `.keyboard`. A held key's repeats are taken
    /// too, and activate nothing (`keyboardActivate()`).
    func connectKeyboardActivation() {
        Self.watchActivations(of: self)
        Signal.captureEvents(of: widget, keptBy: wiring) { [weak self] event in
            guard let self, gdk_event_get_event_type(event) == GDK_KEY_PRESS,
                Self.activationKeys.contains(Int32(gdk_key_event_get_keyval(event)))
            else { return false }
            keyboardActivate()
            return true
        }
    }

    /// GtkSwitch's activation key bindings: Space, Return, Enter, as GTK binds them.
    private static let activationKeys: Set<Int32> = [
        GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter,
    ]

    /// A change of GtkSwitch's `active` that GTK made itself: its toggle for an `activate` (assistive
    /// technology's activation, which reaches GTK through the keyboard's signal) arrives as the keyboard's,
    /// valueChanged then primaryActionTriggered; any other carries `.program`. An `activate` while the switch is
    /// disabled or a pointer touch holds it is refused, as a key press is (the touch wins): GTK does not toggle,
    /// and nothing is sent.
    func sendStateChange() {
        guard activationPending else { return sendActions(for: .valueChanged) }
        activationPending = false
        withEventOrigin(.keyboard) { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// The switches whose `activate` emissions are watched, by widget.
    private static var watched: [UnsafeMutableRawPointer: WeakSwitch] = [:]

    private struct WeakSwitch {
        weak var control: ObservableSwitch?
    }

    /// Watches `control`'s `activate` through an override of GtkSwitch's class handler for it, which runs
    /// before GTK's own (that toggles the switch at once when animations are off, else at the end of its
    /// animation), so the toggle that follows is known either way; and refuses it, GTK's toggle included, while
    /// the switch is disabled or tracking a pointer touch, as `keyboardActivate()` refuses a key then.
    private static func watchActivations(of control: ObservableSwitch) {
        watched = watched.filter { $0.value.control != nil }
        watched[UnsafeMutableRawPointer(control.widget)] = WeakSwitch(control: control)
        guard !isHooked else { return }
        isHooked = true
        Signal.overrideClassHandler(of: "activate", on: gtk_switch_get_type()) { instance in
            MainActor.assumeIsolated {
                // A GtkSwitch that is not ObserverKit's goes on as GTK's.
                guard let control = watched[instance]?.control else { return true }
                guard control.isEnabled, !control.isTracking else { return false }
                control.activationPending = true
                return true
            }
        }
    }

    private static var isHooked = false
}
