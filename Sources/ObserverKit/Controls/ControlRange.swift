/// The range and value of a numeric control, kept by UIKit's documented rules: every backend's slider and
/// stepper set their minimum, maximum and value through one of these, so that bad input has one outcome
/// everywhere.
///
/// ```swift
/// var range = ControlRange<Float>("ObservableSlider", rule: .slider, minimum: 0, maximum: 1, value: 0.5)
/// range.setMinimum(10)    // minimum 10, maximum 10 (moved up to it), value 10
/// range.setValue(.nan)    // ignored
/// range.setMaximum(-.infinity)  // maximum -greatestFiniteMagnitude; the minimum moves down to it
/// ```
///
/// The rules (DESIGN.md, "Bad input"):
/// - NaN is ignored by every setter; infinities clamp to the largest finite magnitude.
/// - The value clamps to `minimum...maximum`, and is clamped again whenever a bound changes.
/// - ``Rule/slider``, as `UISlider` documents for `minimumValue` and `maximumValue`: a minimum set above the
///   maximum moves the maximum up to it, and a maximum set below the minimum moves the minimum down to it.
/// - ``Rule/stepper``, as `UIStepper` documents: the minimum must stay below the maximum (`UIStepper` raises
///   `NSInvalidArgumentException` otherwise); here the program stops with a message naming both values.
///   ``rejection(minimum:maximum:)`` tells beforehand whether a pair would be rejected.
///
/// For backend authors: keep one `ControlRange` per control (or build one from the platform's current state),
/// set through it, and show its `minimum`, `maximum` and `value`.
@_spi(Backend) public struct ControlRange<Bound: BinaryFloatingPoint & Sendable>: Hashable, Sendable {
    /// How a range answers a bound set past the other bound.
    public enum Rule: Hashable, Sendable {
        /// `UISlider`'s: the other bound moves to meet it.
        case slider
        /// `UIStepper`'s: the program stops (the minimum must stay below the maximum).
        case stepper
    }

    /// The control's name, for precondition messages.
    public let control: String
    /// The rule for a bound set past the other.
    public let rule: Rule
    /// The lowest value.
    public private(set) var minimum: Bound
    /// The highest value.
    public private(set) var maximum: Bound
    /// The value, within `minimum...maximum`.
    public private(set) var value: Bound

    /// A range with the bounds and value you give, each made finite (NaN is 0) and the value clamped; the
    /// bounds must be valid for `rule`.
    public init(_ control: String, rule: Rule, minimum: Bound, maximum: Bound, value: Bound = 0) {
        self.control = control
        self.rule = rule
        self.minimum = Self.finite(minimum, else: 0)
        self.maximum = Self.finite(maximum, else: 0)
        self.value = 0
        if let message = rejection(minimum: self.minimum, maximum: self.maximum) { preconditionFailure(message) }
        if rule == .slider && self.minimum > self.maximum { self.maximum = self.minimum }
        setValue(value)
    }

    /// Sets the value: NaN is ignored; anything else clamps to the range.
    public mutating func setValue(_ newValue: Bound) {
        guard !newValue.isNaN else { return }
        value = clamped(newValue)
    }

    /// Sets the minimum: NaN is ignored, infinities clamp; past the maximum, the rule decides.
    public mutating func setMinimum(_ newValue: Bound) {
        let newMinimum = Self.finite(newValue, else: minimum)
        if let message = rejection(minimum: newMinimum, maximum: maximum) { preconditionFailure(message) }
        minimum = newMinimum
        if maximum < minimum { maximum = minimum }
        value = clamped(value)
    }

    /// Sets the maximum: NaN is ignored, infinities clamp; below the minimum, the rule decides.
    public mutating func setMaximum(_ newValue: Bound) {
        let newMaximum = Self.finite(newValue, else: maximum)
        if let message = rejection(minimum: minimum, maximum: newMaximum) { preconditionFailure(message) }
        maximum = newMaximum
        if minimum > maximum { minimum = maximum }
        value = clamped(value)
    }

    /// `value` clamped to `minimum...maximum` (NaN stays NaN).
    public func clamped(_ value: Bound) -> Bound {
        min(max(value, minimum), maximum)
    }

    /// The precondition message that setting these (already finite) bounds would stop the program with, or
    /// `nil` when the rule accepts them: a stepper's minimum must be below its maximum; a slider takes any pair.
    public func rejection(minimum: Bound, maximum: Bound) -> String? {
        guard rule == .stepper, minimum >= maximum else { return nil }
        return "\(control): minimumValue \(minimum) is not less than maximumValue \(maximum); "
            + "the minimum must be less than the maximum (UIStepper raises NSInvalidArgumentException)"
    }

    /// `value` with infinities clamped to the largest finite magnitude, or `fallback` when it is NaN.
    public static func finite(_ value: Bound, else fallback: Bound) -> Bound {
        value.isNaN ? fallback : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
