import Foundation
import ObserverKitHeadless

/// The two fingers of a script on a view, `touch:` (finger 0) and `touch2:` (finger 1), with the names of the
/// points, steps and holds their lines understand: what ``TouchScript`` and ``GestureScript`` play alike.
///
/// ```swift
/// let fingers = ScriptFingers(view: view, points: ["A": CGPoint(x: 10, y: 10)], script: "GestureScript")
/// let input = try fingers.inputLine(ScriptLine("touch2: dA-u"))   // finger 1's line
/// ```
@MainActor
struct ScriptFingers {
    /// The steps and holds the script names, which both fingers understand.
    let names: ScriptNames
    private let fingers: [Finger]

    /// The fingers on `view`, with named `points`.
    ///
    /// - Precondition: point names are upper-case letters or digits; `script` ("TouchScript") opens the
    ///   message otherwise.
    init(view: View, points: [Character: CGPoint], script: String) {
        let points = PointName.checked(points, in: script)
        names = ScriptNames(points: Set(points.keys))
        fingers = [0, 1].map { [names] in Finger(view: view, number: $0, points: points, names: names) }
    }

    /// The input line of the finger `line` names, or `nil` when it names none.
    func inputLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput? {
        switch line.label {
        case "touch": try fingers[0].inputLine(line)
        case "touch2": try fingers[1].inputLine(line)
        default: nil
        }
    }
}
