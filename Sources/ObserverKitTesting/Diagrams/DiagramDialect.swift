/// What one line of a diagram may contain besides `-`, letters, digits, quoted values and `[…]` groups.
struct DiagramDialect: Sendable {
    /// Punctuation with a meaning on this line (a touch line's none, a text line's `<`, `⏎`, `{`, `}`).
    var symbols: Set<Character> = []
    /// Whether `^` (the subscription) may appear.
    var allowsSubscription = false
    /// Whether `|` (the end) may appear.
    var allowsEnd = false

    /// An input line of a marble diagram: events and its source's end.
    static let marbleInput = DiagramDialect(allowsEnd: true)
    /// The expected line of a marble diagram: events, the subscription and the end.
    static let marbleOutput = DiagramDialect(allowsSubscription: true, allowsEnd: true)
    /// A line of events a control sends.
    static let events = DiagramDialect()
}
