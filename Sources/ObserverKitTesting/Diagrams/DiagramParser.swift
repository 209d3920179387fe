/// The character-by-character reading behind ``Diagram/init(_:label:dialect:)``.
struct DiagramParser {
    let characters: [Character]
    let label: String
    let text: String
    let dialect: DiagramDialect
    var index = 0
    var endColumn: Int?
    var subscriptionColumn: Int?

    init(characters: [Character], label: String, text: String, dialect: DiagramDialect) {
        self.characters = characters
        self.label = label
        self.text = text
        self.dialect = dialect
    }

    func error(_ column: Int, _ reason: String) -> DiagramError {
        DiagramError(label: label, line: text, column: column, reason: reason)
    }

    mutating func parse() throws(DiagramError) -> [[DiagramToken]] {
        var ticks: [[DiagramToken]] = []
        while index < characters.count {
            let column = index
            let tokens: [DiagramToken]
            if characters[index] == "-" {
                tokens = []
                index += 1
            } else if characters[index] == "[" {
                tokens = try group()
            } else {
                tokens = [try token(inGroup: false)]
            }
            try checkOrder(tokens, at: column)
            ticks.append(tokens)
            // A construct wider than one column leaves the columns it covers silent.
            while ticks.count < index { ticks.append([]) }
        }
        return ticks
    }

    /// Nothing but silence after `|`; one `^`, before any `|`.
    mutating func checkOrder(_ tokens: [DiagramToken], at column: Int) throws(DiagramError) {
        if !tokens.isEmpty, let endColumn {
            throw error(column, "an event after the end (the | at column \(endColumn))")
        }
        if tokens.contains(.subscription) {
            if let subscriptionColumn {
                throw error(column, "a second ^ (the subscription is already at column \(subscriptionColumn))")
            }
            subscriptionColumn = column
        }
        if let end = tokens.firstIndex(of: .end) {
            if end != tokens.count - 1 { throw error(column, "an event after the end, in the same group") }
            endColumn = column
        }
    }

    mutating func group() throws(DiagramError) -> [DiagramToken] {
        let open = index
        index += 1
        var tokens: [DiagramToken] = []
        while index < characters.count, characters[index] != "]" {
            if characters[index] == "[" { throw error(index, "a group inside a group") }
            if characters[index] == "-" { throw error(index, "- inside a group (a group is one tick)") }
            tokens.append(try token(inGroup: true))
        }
        guard index < characters.count else { throw error(open, "a [ that is never closed with ]") }
        if tokens.isEmpty { throw error(open, "an empty group []") }
        index += 1
        return tokens
    }

    mutating func token(inGroup: Bool) throws(DiagramError) -> DiagramToken {
        let column = index
        let character = characters[index]
        index += 1
        switch character {
        case "'":
            guard let close = characters[index...].firstIndex(of: "'") else {
                throw error(column, "a quote that is never closed")
            }
            guard close > index else { throw error(column, "an empty quoted value ''") }
            let value = String(characters[index..<close])
            index = close + 1
            return .value(value)
        case "^" where dialect.allowsSubscription: return .subscription
        case "^": throw error(column, "^ (the subscription) belongs on the expected line only")
        case "|" where dialect.allowsEnd: return .end
        case "|": throw error(column, "| (the end) has no meaning on this line")
        case "]": throw error(column, "a ] without its [")
        case _ where dialect.symbols.contains(character): return .symbol(character)
        case _ where DiagramToken.isPlain(character): return .value(String(character))
        default:
            let known = dialect.symbols.isEmpty ? "" : ", " + dialect.symbols.sorted().map { String($0) }.joined()
            throw error(
                column,
                "unknown symbol \"\(character)\" (a tick is -, a letter or digit, 'text', [group]\(known))")
        }
    }
}
