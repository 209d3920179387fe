/// What a ``LeakCheck`` found: the objects that outlived their scope, none when all is well.
///
/// Assert it in one line; on failure both frameworks print its ``description``:
///
/// ```swift
/// #expect(LeakCheck.run { check in check.expectGone(PlayerScreen()) } == .noLeaks)
/// XCTAssertEqual(report, .noLeaks)
/// ```
public struct LeakReport: Equatable, Sendable, CustomStringConvertible {
    /// The objects still alive, in the order they were given to the check.
    public let leaks: [Leak]

    /// A report of no leaks.
    public static let noLeaks = LeakReport(leaks: [])

    /// "no leaks", or one line a leaked object.
    public var description: String {
        guard !leaks.isEmpty else { return "no leaks" }
        return
            (["\(leaks.count) object(s) outlived the scope that should have been their last:"]
            + leaks.map { "  \($0)" }).joined(separator: "\n")
    }
}
