import Foundation
import ObserverKit
import ObserverKitHeadless

/// A finger of a touch script: where it is, and what each symbol of its line (`touch:` for the first finger,
/// `touch2:` for the second) does with it.
///
/// | Symbol | Touch |
/// |--------|-------|
/// | `d`    | down: `beginTouch(finger:at:)` where the finger is (the view's centre at first) |
/// | `u`    | up: `endTouch(finger:)` |
/// | `c`    | cancel: `cancelTouch(finger:)` |
/// | `t`    | tap: down and up where the finger is, in one tick |
/// | `o`    | out: the finger moves 100 pt right of the bounds, beyond the 70 pt slop |
/// | `i`    | in: the finger moves back to where it pressed |
/// | `A`, `1` | a point named in the script's `points`: the finger moves there (a move when down; otherwise it is where the next `d`, `t` or hold lands) |
/// | `H`    | a hold named with the script's `hold(_:for:)`: down where the finger is, up by itself that long after, on the script's clock |
/// | `X`    | a step named with the script's `step(_:_:)`: its action runs (say, disabling the control) |
///
/// The first finger is finger 0, a control's own touch; the second is finger 1, which reaches a view's gestures
/// only (a control tracks one touch).
@MainActor
final class Finger {
    static let actions: Set<String> = ["d", "u", "c", "t", "o", "i"]

    let view: View
    /// The finger's number: 0 for the `touch:` line, 1 for `touch2:`.
    let number: Int
    let points: [String: CGPoint]
    /// The script's steps and holds, shared by its fingers.
    let names: ScriptNames
    private var location: CGPoint
    private var pressLocation: CGPoint
    /// The lift a hold scheduled, cancelled when the finger does something else first.
    private var pendingLift: ObservationToken?

    init(view: View, number: Int, points: [String: CGPoint], names: ScriptNames) {
        self.view = view
        self.number = number
        self.points = points
        self.names = names
        location = view.center
        pressLocation = location
    }

    /// Whether `token` means something on the finger's line.
    func understands(_ token: DiagramToken) -> Bool {
        guard case .value(let value) = token else { return false }
        return Self.actions.contains(value) || points[value] != nil || names.steps[value] != nil
            || names.holds[value] != nil
    }

    /// The finger's input line: each token performed at its tick.
    func inputLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        let diagram = try Diagram(line.diagram, label: line.label, dialect: .events)
        try diagram.check(understands) { token in
            "\(token.notation) is no touch (d down, u up, c cancel, t tap, o out, i in, or the name of a point, hold "
                + "or step)"
        }
        return TimelineInput(diagram: diagram) { [self] in perform($0) }
    }

    func perform(_ token: DiagramToken) {
        guard case .value(let value) = token else { return }
        switch value {
        case "d": press()
        case "u":
            cancelPendingLift()
            view.endTouch(finger: number)
        case "c":
            cancelPendingLift()
            view.cancelTouch(finger: number)
        case "t":
            press()
            view.endTouch(finger: number)
        case "o": move(to: CGPoint(x: view.bounds.maxX + 100, y: view.bounds.midY))
        case "i": move(to: pressLocation)
        default:
            if let point = points[value] { move(to: point) }
            names.steps[value]?()
            if let duration = names.holds[value] { hold(for: duration) }
        }
    }

    private func press() {
        cancelPendingLift()
        pressLocation = location
        view.beginTouch(finger: number, at: location)
    }

    /// Down now, up `duration` later on the view's clock (the script's `TestScheduler`).
    private func hold(for duration: Duration) {
        press()
        let number = number
        pendingLift = view.scheduler.schedule(after: duration) { [weak self, weak view] in
            MainActor.assumeIsolated {
                self?.pendingLift = nil
                view?.endTouch(finger: number)
            }
        }
    }

    private func cancelPendingLift() {
        pendingLift?.cancel()
        pendingLift = nil
    }

    private func move(to point: CGPoint) {
        location = point
        if view.isTouching(finger: number) { view.moveTouch(finger: number, to: point) }
    }
}
