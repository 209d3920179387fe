import Foundation
import ObserverKitHeadless

/// The finger of a touch script: where it is, and what each symbol of a `touch:` line does with it.
///
/// | Symbol | Touch |
/// |--------|-------|
/// | `d`    | down: `beginTouch(at:)` where the finger is (the control's centre at first) |
/// | `u`    | up: `endTouch()` |
/// | `c`    | cancel: `cancelTouch()` |
/// | `t`    | tap: `tap(at:)` where the finger is |
/// | `o`    | out: the finger moves 100 pt right of the bounds, beyond the 70 pt slop |
/// | `i`    | in: the finger moves back to where it pressed |
/// | `A`, `1` | a point named in the script's `points`: the finger moves there (a move when pressed; otherwise it is where the next `d` or `t` lands) |
/// | `X`    | a step named with the script's `step(_:_:)`: its action runs (say, disabling the control) |
@MainActor
final class Finger {
    static let actions: Set<String> = ["d", "u", "c", "t", "o", "i"]

    let control: any HeadlessControl
    let points: [String: CGPoint]
    var steps: [String: () -> Void] = [:]
    private var location: CGPoint
    private var pressLocation: CGPoint

    init(control: any HeadlessControl, points: [String: CGPoint]) {
        self.control = control
        self.points = points
        location = CGPoint(x: control.bounds.midX, y: control.bounds.midY)
        pressLocation = location
    }

    /// Whether `token` means something on a touch line.
    func understands(_ token: DiagramToken) -> Bool {
        guard case .value(let value) = token else { return false }
        return Self.actions.contains(value) || points[value] != nil || steps[value] != nil
    }

    func perform(_ token: DiagramToken) {
        guard case .value(let value) = token else { return }
        switch value {
        case "d":
            pressLocation = location
            control.beginTouch(at: location)
        case "u": control.endTouch(at: nil)
        case "c": control.cancelTouch()
        case "t":
            pressLocation = location
            control.tap(at: location)
        case "o": move(to: CGPoint(x: control.bounds.maxX + 100, y: control.bounds.midY))
        case "i": move(to: pressLocation)
        default:
            if let point = points[value] { move(to: point) }
            steps[value]?()
        }
    }

    private func move(to point: CGPoint) {
        location = point
        if control.isTracking { control.moveTouch(to: point) }
    }
}
