import ObserverKit

/// One input line of a run: its diagram and what each of its tokens does when its tick comes.
struct TimelineInput {
    let diagram: Diagram
    let perform: (DiagramToken) -> Void
}

/// One output line of a run: the expected diagram and how to observe what actually happens.
struct TimelineOutput {
    let expected: Diagram
    /// Starts delivering rendered values to `send`; the token stops it.
    let subscribe: (_ send: @escaping (String) -> Void) -> ObservationToken
}

/// Plays input lines on a `TestScheduler`, one tick a column, records each output line's events at the tick
/// they arrive, and compares them with the expected lines: the engine behind marble diagrams and touch scripts.
///
/// At each tick, in this order: the outputs subscribe (at the `^`, or the first tick), then each input line's
/// tokens run, in line order, then whatever else falls due at that instant. Input ticks are scheduled before
/// the run starts, so at equal times they come before timers the stream under test starts.
struct TimelineRun {
    let scheduler: TestScheduler
    let tick: Duration
    let inputs: [TimelineInput]
    let outputs: [TimelineOutput]
    /// Whether nothing can reach the outputs any more, given how many other actions are pending on the
    /// scheduler; `nil` when lines have no end.
    var isEnded: ((_ otherPendingActions: Int) -> Bool)?

    /// Runs the lines and returns the result; all lines must already have the same length.
    func run() -> DiagramResult {
        let length = outputs.first?.expected.length ?? inputs.first?.diagram.length ?? 0
        let subscriptionTick = outputs.compactMap(\.expected.subscriptionTick).first ?? 0
        let start = scheduler.now
        var actual = outputs.map { _ in [[DiagramToken]](repeating: [], count: length) }
        var offTick: [String] = []
        var tokens: [ObservationToken] = []
        var ownPending = 0

        func subscribe() {
            for (line, output) in outputs.enumerated() {
                if output.expected.subscriptionTick != nil { actual[line][subscriptionTick].append(.subscription) }
                tokens.append(
                    output.subscribe { value in
                        let elapsed = scheduler.now - start
                        // The nearest tick first, so that rounding in the division never misplaces an event
                        // that falls exactly on one.
                        let nearest = Int((elapsed / tick).rounded())
                        let column = tick * nearest == elapsed ? nearest : Int((elapsed / tick).rounded(.down))
                        if tick * column != elapsed {
                            offTick.append(
                                "\(output.expected.label): \(value) arrived at \(Self.describe(elapsed)), between "
                                    + "columns \(column) and \(column + 1): use a smaller tick")
                        }
                        if column < length { actual[line][column].append(.value(value)) }
                    })
            }
        }

        for column in 0..<length {
            let due = inputs.compactMap { $0.diagram.ticks[column].isEmpty ? nil : $0 }
            guard column == subscriptionTick || !due.isEmpty else { continue }
            ownPending += 1
            scheduler.schedule(after: tick * column) {
                ownPending -= 1
                if column == subscriptionTick { subscribe() }
                for input in due {
                    for token in input.diagram.ticks[column] { input.perform(token) }
                }
            }
        }
        var ended = false
        for column in 0..<length {
            scheduler.advance(by: column == 0 ? .zero : tick)
            if !ended, column >= subscriptionTick, let isEnded, isEnded(scheduler.pendingCount - ownPending) {
                ended = true
                for line in actual.indices { actual[line][column].append(.end) }
            }
        }
        for token in tokens { token.cancel() }
        return compare(actual, offTick: offTick)
    }

    private func compare(_ actual: [[[DiagramToken]]], offTick: [String]) -> DiagramResult {
        var firstColumn: Int?
        var detail = ""
        var differing: [Int: Int] = [:]
        for (line, output) in outputs.enumerated() {
            let expected = output.expected.ticks
            guard let column = expected.indices.first(where: { expected[$0] != actual[line][$0] }) else { continue }
            differing[line] = column
            if firstColumn == nil || column < firstColumn! {
                firstColumn = column
                let label = outputs.count > 1 ? "\(output.expected.label): " : ""
                detail =
                    "\(label)expected \(Self.describe(expected[column])), got \(Self.describe(actual[line][column]))"
            }
        }
        guard let firstColumn else {
            return offTick.isEmpty ? .matching : .mismatch(offTick.joined(separator: "\n"))
        }
        var rows: [(String, String)] = inputs.map { ($0.diagram.label, $0.diagram.text) }
        var carets: [Int: Int] = [:]
        for (line, output) in outputs.enumerated() {
            rows.append((output.expected.label, output.expected.text))
            if let column = differing[line] {
                rows.append(("actual", Diagram(label: "actual", ticks: actual[line]).text))
                carets[rows.count - 1] = column
            }
        }
        let width = rows.map(\.0.count).max() ?? 0
        var lines = ["Diagrams differ at column \(firstColumn) (\(Self.describe(tick * firstColumn))): \(detail)"]
        for (index, row) in rows.enumerated() {
            let label = String(repeating: " ", count: width - row.0.count) + row.0
            lines.append("  \(label): \(row.1)")
            if let column = carets[index] {
                lines.append(String(repeating: " ", count: width + 4 + column) + "^")
            }
        }
        lines += offTick
        return .mismatch(lines.joined(separator: "\n"))
    }

    /// "nothing", "c", or "[ab]".
    static func describe(_ tokens: [DiagramToken]) -> String {
        tokens.isEmpty ? "nothing" : Diagram.render([tokens])
    }

    /// A duration in milliseconds where it is whole milliseconds.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let millisecondAttoseconds: Int64 = 1_000_000_000_000_000
        guard attoseconds % millisecondAttoseconds == 0 else { return "\(duration)" }
        return "\(seconds * 1000 + attoseconds / millisecondAttoseconds) ms"
    }
}
