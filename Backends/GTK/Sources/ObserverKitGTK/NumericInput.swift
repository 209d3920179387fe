/// The bad-input rules of DESIGN.md for the GTK controls' numbers, as in the other backends: NaN is ignored,
/// infinities clamp to the largest finite value, a minimum above the maximum stops with a message naming both.
enum NumericInput {
    static func finite<Value: BinaryFloatingPoint>(_ value: Value, else fallback: Value) -> Value {
        value.isNaN ? fallback : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    static func checkRange<Value: BinaryFloatingPoint>(_ control: String, minimum: Value, maximum: Value) {
        precondition(
            minimum <= maximum,
            "\(control): minimumValue \(minimum) is greater than maximumValue \(maximum); "
                + "the minimum must not exceed the maximum"
        )
    }
}
