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
            self?.keyboardActivatedSegment = button
        }
    }

    /// The segment `button` was selected by the person: valueChanged then primaryActionTriggered, origin
    /// `.keyboard`, when it is the segment the keyboard (or assistive technology) activated; otherwise (GTK's own
    /// handling of a touchscreen's tap: the mouse pointer selects through the control's `trackTouch(_:at:)`,
    /// never through here) the same two events with origin `.touch`.
    func sendSelectionChange(to button: UnsafeMutablePointer<GtkWidget>) {
        let fromKeyboard = keyboardActivatedSegment == button
        keyboardActivatedSegment = nil
        if fromKeyboard {
            withEventOrigin(.keyboard) { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        } else {
            withEventOrigin(.touch) { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        }
    }
}
