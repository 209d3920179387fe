import ObserverKit

/// One value a ``Recorder`` kept, with the virtual time it arrived at and, for a control's events, where it
/// came from.
///
/// ```swift
/// #expect(recorder.recorded == [.at(.zero, "a"), .at(.milliseconds(30), "b")])
/// #expect(stepperRecorder.recorded == [.at(.zero, .init(.valueChanged, 1), from: .keyboard)])
/// ```
public struct Recorded<Value> {
    /// When the value arrived, on the recorder's clock (zero without one).
    public let time: Duration
    /// The value.
    public let value: Value
    /// The origin of the event that delivered it (a control's `currentEventOrigin` at delivery); `nil` for
    /// values that are not a control's events, and for a control's events delivered outside any input.
    public let origin: EventOrigin?

    /// `value`, arrived at `time`, from `origin` (none by default).
    ///
    /// ```swift
    /// let tapped = Recorded.at(.milliseconds(30), "tap", from: .touch)
    /// ```
    public static func at(_ time: Duration, _ value: Value, from origin: EventOrigin? = nil) -> Recorded {
        Recorded(time: time, value: value, origin: origin)
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Hashable where Value: Hashable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomStringConvertible {
    /// `value @ time`, then the origin when there is one: `"b @ 30 ms"`, `"valueChanged 1 @ 0 ms from keyboard"`.
    public var description: String {
        "\(value) @ \(DiagramDiff.describe(time))" + (origin.map { " from \($0)" } ?? "")
    }
}
