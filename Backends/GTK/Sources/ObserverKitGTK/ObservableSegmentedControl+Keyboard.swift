import CGtk4
import ObserverKit

extension ObservableSegmentedControl {
    /// Listens to a segment's `activate` (Space or Return on the focused segment, or assistive technology), after
    /// which GTK selects that segment: the selection it makes is then the keyboard's. Activating the segment
    /// that is already selected selects nothing and sends nothing, as a re-tapped segment sends no valueChanged.
    func connectKeyboardActivation(of button: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(UnsafeMutableRawPointer(button), "activate") { [weak self] in
            let toggle = UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button))
            guard gtk_toggle_button_get_active(toggle) == 0 else { return }
            self?.keyboardSelectionPending = true
        }
    }

    /// A segment the person selected: from the keyboard, valueChanged then primaryActionTriggered, origin
    /// `.keyboard`; from the pointer (GTK's click on a segment), valueChanged with origin `.touch`.
    func sendSelectionChange() {
        if keyboardSelectionPending {
            keyboardSelectionPending = false
            withEventOrigin(.keyboard) { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        } else {
            withEventOrigin(.touch) { sendActions(for: .valueChanged) }
        }
    }
}
