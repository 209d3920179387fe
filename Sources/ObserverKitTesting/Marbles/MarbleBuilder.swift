import ObserverKit

/// Collects a marble diagram written as lines: up to three input lines, the stream under test, and the expected
/// line, lined up one column a tick.
///
/// ```swift
/// Marble.verify {
///     "ab--d-"              // input[0]
///     "---x--"              // input[1]
///     $0[0].takeUntil($0[1])
///     "ab-|--"              // expected
/// }
/// ```
@resultBuilder
public enum MarbleBuilder {
    /// A stream with no input lines (a timer), then its expected line.
    public static func buildBlock<Output>(_ output: EventStream<Output>, _ expected: String) -> MarbleDiagram {
        MarbleDiagram(inputs: [], output: output, expected: expected)
    }

    /// One input line, the stream under test, the expected line.
    public static func buildBlock<Output>(
        _ input: String, _ output: EventStream<Output>, _ expected: String
    ) -> MarbleDiagram {
        MarbleDiagram(inputs: [input], output: output, expected: expected)
    }

    /// Two input lines, the stream under test, the expected line.
    public static func buildBlock<Output>(
        _ first: String, _ second: String, _ output: EventStream<Output>, _ expected: String
    ) -> MarbleDiagram {
        MarbleDiagram(inputs: [first, second], output: output, expected: expected)
    }

    /// Three input lines, the stream under test, the expected line.
    public static func buildBlock<Output>(
        _ first: String, _ second: String, _ third: String, _ output: EventStream<Output>, _ expected: String
    ) -> MarbleDiagram {
        MarbleDiagram(inputs: [first, second, third], output: output, expected: expected)
    }
}
