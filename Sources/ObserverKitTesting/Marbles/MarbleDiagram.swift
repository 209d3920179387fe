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
        subscribe = { send in output.observe { send(DiagramValue.text(of: $0)) } }
    }
}
