import Foundation

/// The input every headless control takes, whatever its observation: what a test (``Control``'s subclasses'
/// users, the test kit's touch scripts, the demo) plays as a user.
///
/// ``Control`` is generic over its observation, so a list of controls of different kinds, or code that plays
/// any of them, names this protocol instead:
///
/// ```swift
/// let controls: [any HeadlessControl] = [ObservableButton(), ObservableSwitch()]
/// for control in controls { control.tap(at: nil) }   // the button is used, the switch toggles
/// ```
@MainActor
public protocol HeadlessControl: View, TouchTrackingControl {
    /// Whether the control accepts touches.
    var isEnabled: Bool { get set }
    /// A finger touches the control at `point` (the centre when `nil`).
    func beginTouch(at point: CGPoint?)
    /// The finger moves to `point`.
    func moveTouch(to point: CGPoint)
    /// The finger lifts, at `point` if given, else where it is.
    func endTouch(at point: CGPoint?)
    /// The system cancels the touch.
    func cancelTouch()
    /// Space or Return on the focused control.
    func keyboardActivate()
    /// Assistive technology activates the control; `false` when it was disabled or being touched.
    @discardableResult func accessibilityActivate() -> Bool
}

extension Control: HeadlessControl {}
