/// What a run recorded compared with the expected lines, and the message that shows where they differ.
struct DiagramDiff {
    /// The input lines, shown above the outputs.
    let inputs: [Diagram]
    /// The expected output lines.
    let expected: [Diagram]
    /// What each output line actually got, tick by tick.
    let actual: [[[DiagramToken]]]
    /// The virtual time of one column, for the message.
    let tick: Duration
    /// Further problems to report (events between ticks); any of them makes the result a mismatch.
    let notes: [String]

    /// `.matching`, or a mismatch whose message shows every line, the actual one under each line that
    /// differs with a caret under its first differing tick, and the notes.
    var result: DiagramResult {
        var firstColumn: Int?
        var detail = ""
        var differing: [Int: Int] = [:]
        for (line, diagram) in expected.enumerated() {
            let ticks = diagram.ticks
            guard let column = ticks.indices.first(where: { ticks[$0] != actual[line][$0] }) else { continue }
            differing[line] = column
            if firstColumn == nil || column < firstColumn! {
                firstColumn = column
                let label = expected.count > 1 ? "\(diagram.label): " : ""
                detail =
                    "\(label)expected \(Self.describe(ticks[column])), got \(Self.describe(actual[line][column]))"
            }
        }
        guard let firstColumn else {
            return notes.isEmpty ? .matching : .mismatch(notes.joined(separator: "\n"))
        }
        var rows: [(String, String)] = inputs.map { ($0.label, $0.text) }
        var carets: [Int: Int] = [:]
        for (line, diagram) in expected.enumerated() {
            rows.append((diagram.label, diagram.text))
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
        lines += notes
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
