/// A leak check: objects that must be gone when a scope ends, reported by type, reference count and the
/// paths that still reach them when they are not.
///
/// ```swift
/// let model = PlayerModel()
/// let report = LeakCheck.run { check in
///     let screen = PlayerScreen(model: model)
///     check.expectGone(screen)
///     check.suspect(model, as: "model")   // outlives the scope: searched for paths to a leaked screen
///     screen.playButton.tap()
/// }
/// #expect(report == .noLeaks)
/// ```
///
/// The scope is the closure: what it creates and does not hand out goes when it returns, so everything given
/// to ``expectGone(_:)`` must be gone then. A report names each survivor's type, about how many strong
/// references hold it (the Swift runtime's count: a diagnostic only) and the paths through strong stored
/// properties from the suspects, or from the survivor back to itself, that reach it. An object's `weak` and
/// `unowned` properties are not followed: they hold nothing, and an `unowned` one whose object is gone cannot be
/// read without stopping the program, so a survivor with one is reported like any other. Closure captures, the
/// usual holders in observer code, do not show in paths: the count and the type are then the lead. For the same
/// reason the report cannot name the ObserverKit registration whose handler holds a survivor: what a closure
/// captures is opaque to reflection (the guide "Testing your screens on Linux" shows how to find it by
/// cancelling).
public final class LeakCheck {
    private struct Watched {
        weak var object: AnyObject?
        let typeName: String
    }

    private var watched: [Watched] = []
    private var suspects: [(name: String, object: AnyObject)] = []

    private init() {}

    /// Runs `scope`, then reports every object given to ``expectGone(_:)`` in it that is still alive.
    public static func run(_ scope: (LeakCheck) throws -> Void) rethrows -> LeakReport {
        let check = LeakCheck()
        try scope(check)
        return check.report()
    }

    /// Checks now that `object` is gone: passes for `nil` (an object that is gone already, read through a
    /// `weak` reference), reports it otherwise.
    ///
    /// ```swift
    /// weak let weakScreen = screen
    /// screen = nil
    /// #expect(LeakCheck.verifyGone(weakScreen) == .noLeaks)
    /// ```
    public static func verifyGone(_ object: AnyObject?) -> LeakReport {
        let check = LeakCheck()
        if let object { check.expectGone(object) }
        return check.report()
    }

    /// Adds `object` to what must be gone when the scope ends (the check holds it weakly).
    public func expectGone(_ object: AnyObject) {
        watched.append(Watched(object: object, typeName: String(reflecting: type(of: object))))
    }

    /// Names an object that outlives the scope and may hold a survivor: a report searches its stored
    /// properties for paths to each survivor. The check holds it until the report is made.
    public func suspect(_ object: AnyObject, as name: String) {
        suspects.append((name, object))
    }

    private func report() -> LeakReport {
        let leaks = watched.compactMap { watched -> Leak? in
            guard let object = watched.object else { return nil }
            let target = ObjectIdentifier(object)
            var paths = suspects.flatMap { ReferencePaths.paths(from: $0.object, named: $0.name, to: target) }
            paths += ReferencePaths.paths(from: object, named: "self", to: target)
            return Leak(
                typeName: watched.typeName, strongReferences: RetainCount.strongReferences(to: object),
                paths: paths)
        }
        suspects.removeAll()
        return LeakReport(leaks: leaks)
    }
}
