/// The steps and holds a script names, which every finger of the script understands.
@MainActor
final class ScriptNames {
    var steps: [String: () -> Void] = [:]
    var holds: [String: Duration] = [:]
    /// The point names, which steps and holds may not take.
    let points: Set<String>

    init(points: Set<String>) {
        self.points = points
    }

    /// Names `name` for a step or a hold, or stops the program when it is no upper-case letter or digit, or is
    /// taken.
    private func claim(_ name: Character, by caller: String) -> String {
        let key = String(name)
        precondition(
            PointName.isValid(name) && !points.contains(key) && steps[key] == nil
                && holds[key] == nil,
            "\(caller): name \(name) must be an upper-case letter or a digit that names no point, step or hold")
        return key
    }

    /// Names a step of `script` ("TouchScript"): where `name` stands on a finger's line, `action` runs.
    ///
    /// - Precondition: as ``claim(_:by:)``.
    func addStep(_ name: Character, _ action: @escaping () -> Void, in script: String) {
        steps[claim(name, by: "\(script).step(_:_:)")] = action
    }

    /// Names a hold of `script` ("TouchScript"): where `name` stands on a finger's line, that finger goes down and
    /// lifts by itself `duration` later.
    ///
    /// - Precondition: `duration` is greater than zero; `name` as ``claim(_:by:)``.
    func addHold(_ name: Character, for duration: Duration, in script: String) {
        precondition(duration > .zero, "\(script).hold(_:for:): duration must be greater than 0, not \(duration)")
        holds[claim(name, by: "\(script).hold(_:for:)")] = duration
    }
}
