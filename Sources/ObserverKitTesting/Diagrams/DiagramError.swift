/// Why a diagram line does not parse, and where: the line's label, the column (from 0) and the reason.
struct DiagramError: Error, Equatable, Sendable {
    /// The label of the line ("input[0]", "expected", "touch", "valueChanged").
    let label: String
    /// The line as written.
    let line: String
    /// The column (character index, from 0) of the problem.
    let column: Int
    /// What is wrong there.
    let reason: String

    /// The failure message: the reason, then the line with a caret under the column.
    var message: String {
        let prefix = "  \(label): "
        return """
            Malformed diagram: \(label), column \(column): \(reason)
            \(prefix)\(line)
            \(String(repeating: " ", count: prefix.count + column))^
            """
    }
}
