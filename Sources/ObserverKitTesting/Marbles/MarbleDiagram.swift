import ObserverKit

/// A stream under test with its input lines and its expected line, as ``MarbleBuilder`` collects them from a
/// ``Marble/verify(tick:_:)`` block.
///
/// You do not make one yourself; write the block:
///
/// ```swift
/// Marble.verify {
///     "abc-------d-"
///     $0[0].throttle(for: $0.ticks(5), scheduler: $0.scheduler)
///     "a----c----d-"
/// }
/// ```
public struct MarbleDiagram {
    let inputs: [String]
    let expected: String
    let subscribe: (_ send: @escaping (String) -> Void) -> ObservationToken

    init<Output>(inputs: [String], output: EventStream<Output>, expected: String) {
        self.inputs = inputs
        self.expected = expected
        subscribe = { send in output.observe { send(MarbleValue.text(of: $0)) } }
    }
}

/// How a stream's values are written in a diagram.
enum MarbleValue {
    /// `String(describing:)`, but `()` is `x` and a whole floating-point number has no `.0`.
    static func text<Value>(of value: Value) -> String {
        switch value {
        case is Void: return "x"
        case let number as Double where number.rounded() == number && abs(number) < 1e15:
            return String(Int(number))
        case let number as Float where number.rounded() == number && abs(number) < 1e7:
            return String(Int(number))
        default: return String(describing: value)
        }
    }
}
