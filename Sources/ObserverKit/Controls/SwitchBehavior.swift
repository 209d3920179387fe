/// The pure touch behaviour of a switch, shared by the headless and GTK switches: a touch lifted inside
/// toggles it; a touch lifted outside or cancelled changes nothing.
///
/// ```swift
/// SwitchBehavior.isOn(after: .ended(inside: true), isOn: false)    // true
/// SwitchBehavior.isOn(after: .ended(inside: false), isOn: false)   // nil: no change
/// ```
///
/// What `UISwitch` does beyond a tap is thin in the evidence: Apple documents only `isOn`, `setOn(_:animated:)`
/// and that the switch sends valueChanged when the user toggles it; that dragging the knob across sets the
/// state by where it is let go is how the control behaves on a device, undocumented. The open reimplementation
/// Chameleon (`UISwitch.m`, `touchesEnded:withEvent:`) toggles on any touch that ends inside the frame, with no
/// knob dragging. So the knob is not panned here: any touch lifted inside toggles, as a tap does, which is
/// today's behaviour kept on purpose.
@_spi(Backend) public enum SwitchBehavior {
    /// The switch's new state after a touch step of `phase`, or `nil` when the step changes nothing.
    public static func isOn(after phase: TouchPhase, isOn: Bool) -> Bool? {
        phase == .ended(inside: true) ? !isOn : nil
    }
}
