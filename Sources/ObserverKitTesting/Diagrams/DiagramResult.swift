/// The outcome of checking a diagram: it matches, what happened differs (with a diff that shows where), or
/// the diagram itself does not parse (with the column and why).
///
/// Assert it in one line, in Swift Testing or XCTest; on failure both print its ``description``, the diff:
///
/// ```swift
/// #expect(Marble.verify {
///     "ab-c-----d-----"
///     $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
///     "------c-----d--"
/// } == .matching)
///
/// XCTAssertEqual(result, .matching)
/// ```
///
/// A mismatch reads:
///
/// ```
/// Diagrams differ at column 7 (70 ms): expected nothing, got c
///   input[0]: ab-c-----d-----
///   expected: ------c-----d--
///     actual: -------c-----d-
///                   ^
/// ```
public enum DiagramResult: Equatable, Sendable, CustomStringConvertible {
    /// What happened is what the diagram says.
    case matching
    /// What happened differs; the message shows the lines with the actual one under the expected one and a
    /// caret under the first column that differs.
    case mismatch(String)
    /// A line does not parse; the message names the line and the column, and why.
    case malformed(String)

    /// Whether what happened is what the diagram says.
    public var isMatching: Bool { self == .matching }

    /// The failure message, or "the diagrams match".
    public var description: String {
        switch self {
        case .matching: "the diagrams match"
        case .mismatch(let message), .malformed(let message): message
        }
    }
}
