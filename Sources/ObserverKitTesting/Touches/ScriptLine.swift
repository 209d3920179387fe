import Foundation

/// One line of a touch script as written, `label: diagram`, split where the label ends and the diagram starts.
struct ScriptLine {
    /// The text before the colon, without surrounding spaces.
    let label: String
    /// The text after the colon and the spaces that follow it: column 0 is its first character.
    let diagram: String

    /// Splits `line`; a line without a colon is malformed.
    init(_ line: String) throws(DiagramError) {
        guard let colon = line.firstIndex(of: ":") else {
            throw DiagramError(
                label: "line", line: line, column: 0,
                reason: "a script line starts with its label and a colon (\"touch: d--u\", \"touchDown: x---\")")
        }
        label = line[..<colon].trimmingCharacters(in: .whitespaces)
        diagram = String(line[line.index(after: colon)...].drop { $0 == " " })
    }
}
