/// One thing a diagram says happens at a tick: an event with a value, a line's own symbol (a touch or a key),
/// the subscription, or the end.
enum DiagramToken: Hashable, Sendable {
    /// An event carrying `value`: a letter or digit, or the text of a quoted `'value'`.
    case value(String)
    /// A punctuation symbol the line's dialect gives a meaning (`<` in a text line deletes backward).
    case symbol(Character)
    /// `^`: the observer subscribes here.
    case subscription
    /// `|`: the line ends here.
    case end

    /// How the token is written in a diagram.
    var notation: String {
        switch self {
        case .value(let value): value.count == 1 && Self.isPlain(value.first!) ? value : "'\(value)'"
        case .symbol(let symbol): String(symbol)
        case .subscription: "^"
        case .end: "|"
        }
    }

    /// Letters and digits stand for themselves; anything else is quoted.
    static func isPlain(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
