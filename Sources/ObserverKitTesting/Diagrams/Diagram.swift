/// One parsed line of a diagram: what happens at each tick, one column a tick.
///
/// Every construct sits at the column where it starts and fills the columns it is written in, so lines stay
/// lined up: `[ab]` is a and b at the tick of `[`, with the next three ticks silent, and `'10'` is the value
/// "10" at the tick of the first quote.
struct Diagram: Equatable, Sendable {
    /// The line's label, for messages.
    let label: String
    /// The line as written.
    let text: String
    /// What happens at each tick, in order; one entry per column.
    let ticks: [[DiagramToken]]

    /// The number of ticks (columns).
    var length: Int { ticks.count }

    /// The tick of the `^`, if any.
    var subscriptionTick: Int? { ticks.firstIndex { $0.contains(.subscription) } }

    /// The tick of the `|`, if any.
    var endTick: Int? { ticks.firstIndex { $0.contains(.end) } }

    /// Parses `text` under `dialect`; throws a ``DiagramError`` naming the first column that does not parse.
    init(_ text: String, label: String, dialect: DiagramDialect) throws(DiagramError) {
        self.label = label
        self.text = text
        var parser = DiagramParser(characters: Array(text), label: label, text: text, dialect: dialect)
        ticks = try parser.parse()
    }

    /// A diagram made of `ticks`, as the run recorded them (for rendering what actually happened).
    init(label: String, ticks: [[DiagramToken]]) {
        self.label = label
        self.ticks = ticks
        self.text = Self.render(ticks)
    }

    /// Writes `ticks` in diagram notation, each tick at its column where the previous ones leave room.
    static func render(_ ticks: [[DiagramToken]]) -> String {
        var text = ""
        for (tick, tokens) in ticks.enumerated() {
            // A wide value or group before this tick may already cover its column: then this tick's events
            // follow it directly, and a silent tick adds nothing.
            text += String(repeating: "-", count: max(0, tick - text.count))
            switch tokens.count {
            case 0: if text.count == tick { text += "-" }
            case 1: text += tokens[0].notation
            default: text += "[" + tokens.map(\.notation).joined() + "]"
            }
        }
        return text
    }
}

extension Diagram {
    /// Checks that `lines` line up: all as long as the first; else names the first line that is not, at the
    /// column where the shorter of the two ends.
    static func checkLinedUp(_ lines: [Diagram]) throws(DiagramError) {
        guard let first = lines.first else { return }
        for line in lines.dropFirst() where line.length != first.length {
            let column = min(line.length, first.length)
            throw DiagramError(
                label: line.label, line: line.text, column: column,
                reason: "\(line.length) ticks long, but \(first.label) is \(first.length): lines must line up "
                    + "(pad with -)")
        }
    }
}

extension Diagram {
    /// Checks that `lines` say something: at least one event, subscription or end on some line. An empty or
    /// all-blank diagram (no lines, or only `-`) would match whatever happened, a test that cannot fail.
    static func checkSaysSomething(_ lines: [Diagram]) throws(DiagramError) {
        guard !lines.contains(where: { line in line.ticks.contains { !$0.isEmpty } }) else { return }
        throw DiagramError(
            label: lines.first?.label ?? "diagram", line: lines.first?.text ?? "", column: 0,
            reason: "every line is empty or blank, so the diagram checks nothing: write the events that happen "
                + "(an input event, or the events expected)")
    }
}

extension Diagram {
    /// Throws for the first token that `understands` rejects, naming its column and `reason`'s words for it.
    func check(_ understands: (DiagramToken) -> Bool, otherwise reason: (DiagramToken) -> String) throws(DiagramError) {
        for (column, tokens) in ticks.enumerated() {
            if let token = tokens.first(where: { !understands($0) }) {
                throw DiagramError(label: label, line: text, column: column, reason: reason(token))
            }
        }
    }
}
