/// A control that tracks its own touches and says when one is in progress, as `UIControl` does: every control of
/// every ObserverKit backend.
///
/// A ``BindableControl`` that tracks touches holds its binding while a touch is tracked: its
/// ``BindableControl/bindingHold`` is ``BindingHold/touch`` then, from the one rule below, on every backend.
/// A control with a rule of its own (a text field's ``BindingHold/composition``) declares `bindingHold` where it
/// conforms to ``BindableControl``, and that wins. A custom control gets the touch rule by conforming:
///
/// ```swift
/// final class Knob: BindableControl, TouchTrackingControl {
///     private(set) var isTracking = false   // true from the finger's touch-down to its lift
///     …
/// }
/// // while a finger turns the knob: knob.bindingHold == .touch
/// ```
@MainActor
public protocol TouchTrackingControl: AnyObject {
    /// Whether a touch is in progress.
    var isTracking: Bool { get }
}

extension BindableControl where Self: TouchTrackingControl {
    /// ``BindingHold/touch`` while a touch is tracked, `nil` otherwise: value → control updates wait while the
    /// user's finger is on the control, so a bound value that code advances never pulls the thumb, the page or
    /// the switch from under it; when the touch ends, the control shows the value's latest state. A text field
    /// has its own rule (``BindingHold/composition``).
    ///
    /// ```swift
    /// seek.bind(position)
    /// seek.beginTouch(at: seek.thumbCenter)   // seek.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}
