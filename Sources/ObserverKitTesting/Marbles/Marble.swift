import ObserverKit

/// Marble diagrams: a stream's input lines lined up above its expected output, one column a tick of
/// `TestScheduler` virtual time, checked in one assertion.
///
/// ```swift
/// #expect(Marble.verify {
///     "ab-c-----d-----"
///     $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
///     "------c-----d--"
/// } == .matching)
/// ```
///
/// ## Notation
/// Every column is one tick (10 ms unless `tick` says otherwise), on every line, so lines line up:
///
/// | Symbol   | Meaning |
/// |----------|---------|
/// | `-`      | a tick in which nothing happens |
/// | `a`, `7` | an event carrying that letter or digit (as a `String`) |
/// | `'10'`   | one event carrying the quoted text, at the quote's column; the other columns it covers are silent |
/// | `[ab]`   | several events in one tick, at the `[`'s column; the other columns it covers are silent |
/// | `\|`     | input: the line's source goes away; expected: nothing upstream is left (every input source gone or no longer observed, and no timer pending) |
/// | `^`      | expected line only: the observer subscribes here (first column when absent); `[^xy]` subscribes, then x and y arrive in that tick |
///
/// All lines must be equally long (pad with `-`): the run lasts that many ticks, and events after it are not
/// seen. Output values are written with `String(describing:)`, except that `()` is `x` and a whole `Double` or
/// `Float` has no fraction (`2`); a value wider than one character is quoted (`'10'`).
///
/// At each tick the subscription (at `^`) comes first, then the input lines' events, first line first, then
/// the timers falling due at that instant: inputs are scheduled before the run starts, so at equal times they
/// come first.
///
/// A diagram that does not parse gives ``DiagramResult/malformed(_:)`` naming the line, the column and why (an
/// unknown symbol, lines of different lengths, an event after the end, a `$0[n]` without its input line: a
/// negative `n`, or one past the last line, asked for when the stream is built or during the run, inside
/// `flatMapLatest`'s closure), and so does a `tick` that is not greater than zero, naming the tick.
public enum Marble {
    /// Runs the diagram `build` writes (see ``MarbleBuilder``) and compares the stream's output with its
    /// expected line.
    ///
    /// - Parameters:
    ///   - tick: the virtual time of one column; one not greater than zero gives
    ///     ``DiagramResult/malformed(_:)``, naming the tick, and runs nothing.
    ///   - build: input lines, the stream under test made from `$0[0]`, `$0[1]`, …, and the expected line.
    public static func verify(
        tick: Duration = .milliseconds(10), @MarbleBuilder _ build: (MarbleInputs) -> MarbleDiagram
    ) -> DiagramResult {
        if let problem = TimelineRun.tickProblem(tick) { return .malformed(problem) }
        let streams = MarbleInputs(scheduler: TestScheduler(), tick: tick)
        let diagram = build(streams)
        var inputs: [Diagram] = []
        let expected: Diagram
        do throws(DiagramError) {
            // A loop rather than a typed-throws `map`: Swift 5.8's `map` (the iOS 16 SDK's) rethrows `any Error`.
            for (index, line) in diagram.inputs.enumerated() {
                inputs.append(try Diagram(line, label: "input[\(index)]", dialect: .marbleInput))
            }
            expected = try Diagram(diagram.expected, label: "expected", dialect: .marbleOutput)
            try Diagram.checkLinedUp(inputs + [expected])
            try Diagram.checkSaysSomething(inputs + [expected])
        } catch {
            return .malformed(error.message)
        }
        if let problem = streams.missingLine(lineCount: inputs.count) { return .malformed(problem) }
        while streams.sources.count < inputs.count { streams.sources.append(EventSource()) }
        let run = TimelineRun(
            scheduler: streams.scheduler, tick: tick,
            inputs: inputs.enumerated().map { index, line in
                TimelineInput(diagram: line) { token in
                    switch token {
                    case .value(let value): streams.sources[index]?.send(value)
                    case .end: streams.sources[index] = nil
                    case .symbol, .subscription: break
                    }
                }
            },
            outputs: [TimelineOutput(expected: expected, subscribe: diagram.subscribe)],
            isEnded: { otherPending in
                otherPending == 0 && streams.sources.allSatisfy { $0 == nil || !$0!.hasObservers }
            })
        let result = run.run()
        // A stream made lazily (inside `flatMapLatest`'s closure) asks for its inputs during the run.
        if let problem = streams.missingLine(lineCount: inputs.count) { return .malformed(problem) }
        return result
    }
}
