/// One object that outlived the scope a ``LeakCheck`` gave it: its type and what is known of its holders.
///
/// ```swift
/// let report = LeakCheck.run { check in
///     let screen = PlayerScreen()
///     check.expectGone(screen)
///     model.onChange = { screen.refresh() }   // the model, which outlives the scope, now holds the screen
/// }
/// report.leaks.first?.typeName   // "PlayerScreen"
/// ```
public struct Leak: Equatable, Sendable, CustomStringConvertible {
    /// The object's type, as `String(reflecting:)` writes it (with its module).
    public let typeName: String
    /// About how many strong references still hold it, from the Swift runtime's count (`swift_retainCount`):
    /// a diagnostic, not a number to assert on.
    public let strongReferences: Int
    /// Paths through strong stored properties that reach it, from the suspects the check was given and from the
    /// object itself (a cycle). `weak` and `unowned` properties hold nothing and are not followed (an `unowned`
    /// one whose object is gone could not even be read), and closure captures are invisible to them: they are
    /// leads, not proof.
    public let paths: [String]

    /// The object's type, its reference count and the paths that reach it, on one line; with no path, where
    /// to look instead: a closure that captures it.
    public var description: String {
        let reached =
            paths.isEmpty
            ? "; no stored property of a suspect or of itself reaches it, so a closure probably captures it "
                + "strongly (an observer's handler or a binding's closure that names it without [weak …] or "
                + "[unowned …]): cancel the scope's registrations one at a time to find which"
            : "; reachable through " + paths.joined(separator: ", ")
        return "\(typeName) is still alive, with about \(strongReferences) strong reference(s)\(reached)"
    }
}
