/// One value a ``Recorder`` kept, with the virtual time it arrived at.
///
/// ```swift
/// #expect(recorder.recorded == [.at(.zero, "a"), .at(.milliseconds(30), "b")])
/// ```
public struct Recorded<Value> {
    /// When the value arrived, on the recorder's clock (zero without one).
    public let time: Duration
    /// The value.
    public let value: Value

    /// `value`, arrived at `time`.
    public static func at(_ time: Duration, _ value: Value) -> Recorded {
        Recorded(time: time, value: value)
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Hashable where Value: Hashable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomStringConvertible {
    /// `value @ time`, as `"b @ 30 ms"`.
    public var description: String {
        "\(value) @ \(DiagramDiff.describe(time))"
    }
}
