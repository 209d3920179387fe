/// The bad-input rules every backend's numeric controls share (DESIGN.md): NaN is ignored, infinities clamp to
/// the largest finite value, and a minimum above the maximum stops the program with a message naming both.
///
/// For backend authors: a control's range setters use it so that every backend answers bad input alike.
public enum ControlRange {
    /// `value` with infinities clamped to the largest finite magnitude, or `fallback` when it is NaN.
    public static func finite<Value: BinaryFloatingPoint>(_ value: Value, else fallback: Value) -> Value {
        value.isNaN ? fallback : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// Stops the program, naming `control` and both values, when `minimum` is above `maximum`.
    public static func check<Value: BinaryFloatingPoint>(_ control: String, minimum: Value, maximum: Value) {
        precondition(
            minimum <= maximum,
            "\(control): minimumValue \(minimum) is greater than maximumValue \(maximum); "
                + "the minimum must not exceed the maximum"
        )
    }

    /// The range `minimum...maximum` after the rules: each bound finite (NaN keeps the old bound), and the program
    /// stopped, naming `control` and both values, when the minimum is above the maximum.
    public static func validated<Value: BinaryFloatingPoint>(
        _ control: String, minimum: Value, maximum: Value, oldMinimum: Value, oldMaximum: Value
    ) -> (minimum: Value, maximum: Value) {
        let range = (minimum: finite(minimum, else: oldMinimum), maximum: finite(maximum, else: oldMaximum))
        check(control, minimum: range.minimum, maximum: range.maximum)
        return range
    }
}
