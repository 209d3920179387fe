/// The phase of a touch that one input was, as a concrete control reacts to it (UIKit's `beginTracking`,
/// `continueTracking`, `endTracking` and `cancelTracking`): what ``TouchTracker`` reports in each touch step, and
/// what a headless or GTK control's `trackTouch(_:at:)` receives.
///
/// ```swift
/// override func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
///     if case .ended(inside: true) = phase { toggle() }   // a switch toggles on a tap
/// }
/// ```
public enum TouchPhase: Hashable, Sendable {
    /// The touch began inside the bounds (touchDown follows).
    case began
    /// The touch moved (a drag event follows).
    case moved
    /// The touch lifted, inside the bounds grown by the slop or not (touchUpInside or touchUpOutside follows).
    case ended(inside: Bool)
    /// The touch was cancelled, by the system or by disabling the control (touchCancel follows).
    case cancelled
}
