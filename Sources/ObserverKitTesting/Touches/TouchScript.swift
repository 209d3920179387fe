import Foundation
import ObserverKit
import ObserverKitHeadless

/// A touch script: a headless control's touches (and typing) as a diagram, lined up above the events the
/// control sends, one column a tick of `TestScheduler` time, checked in one assertion.
///
/// ```swift
/// let button = ObservableButton()
/// let script = TouchScript(button)
/// #expect(
///     script.verify(
///         "touch:         d--o--i--u",
///         "touchDown:     x---------",
///         "touchDragExit: ---x------",
///         "touchDragEnter:------x---",
///         "touchUpInside: ---------x"
///     ) == .matching)
/// ```
///
/// Each line is a label, a colon, then the diagram (spaces after the colon are not part of it, so labels of
/// different lengths can line their diagrams up). The script sets the control's `scheduler` to its own
/// ``scheduler``, so press-and-hold and a stepper's autorepeat run on the diagram's time.
///
/// Input lines:
/// - `touch:` what the finger does: `d` down, `u` up, `c` cancel, `t` tap, `o` out (beyond the touch slop),
///   `i` in (back where it pressed), or a letter or digit named in `points` (the finger moves there; when not
///   pressed, that is where the next `d` or `t` lands), or one named with ``step(_:_:)`` (its action runs).
///   `[Ad]`: move to A, then press, in one tick.
/// - `text:` (a text field) typing: letters, digits and `'quoted text'` are inserted, `<` deletes backward,
///   `⏎` presses Return, `{` makes the field first responder and `}` resigns it.
///   (Keyboard activation and marked text will get lines of their own, `keys:` and `marked:`.)
///
/// Output lines: a single event's UIKit name (`touchDown`, `touchUpInside`, `valueChanged`,
/// `primaryActionTriggered`, `editingChanged`, …), or a name given to ``observing(_:_:)``. Each event is
/// written as its observation: `x` for `Void` and for a slider's or text field's touch events, a stepper's
/// whole value as a number, a slider's `valueChanged` as its value, a text field's editing events as its text.
/// Only events with a line are checked: add `touchCancel: ------` to say it never comes.
///
/// In each tick the input lines act first, in line order, then the timers that fall due at that instant.
/// The notation, and malformed lines, are those of ``Marble``.
@MainActor
public final class TouchScript<Target: Control & ObservableControl> {
    /// The control the script plays.
    public let control: Target
    /// The virtual clock of the script, now the control's scheduler.
    public let scheduler = TestScheduler()
    /// The virtual time of one column.
    public let tick: Duration
    private let finger: Finger
    private var streams: [String: (_ send: @escaping (String) -> Void) -> ObservationToken] = [:]

    /// A script for `control`, one column every `tick`, with named `points` for its touch line.
    ///
    /// - Precondition: point names are upper-case letters or digits (lower-case letters are touches).
    public init(_ control: Target, tick: Duration = .milliseconds(100), points: [Character: CGPoint] = [:]) {
        for name in points.keys {
            precondition(
                (name.isLetter && name.isUppercase) || name.isNumber,
                "TouchScript: point name \(name) must be an upper-case letter or a digit")
        }
        self.control = control
        self.tick = tick
        finger = Finger(
            control: control, points: Dictionary(uniqueKeysWithValues: points.map { (String($0.key), $0.value) }))
        control.scheduler = scheduler
    }

    /// Names a step for the touch line: where `name` stands, `action` runs (say, disabling the control).
    ///
    /// ```swift
    /// TouchScript(button).step("X") { button.isEnabled = false }.verify(
    ///     "touch:       dX--",
    ///     "touchCancel: -x--")
    /// ```
    ///
    /// - Precondition: `name` is an upper-case letter or a digit, and no point has it.
    @discardableResult
    public func step(_ name: Character, _ action: @escaping () -> Void) -> Self {
        precondition(
            ((name.isLetter && name.isUppercase) || name.isNumber) && finger.points[String(name)] == nil,
            "TouchScript: step name \(name) must be an upper-case letter or a digit that names no point")
        finger.steps[String(name)] = action
        return self
    }

    /// Adds an output line named `label` for `stream` (a gesture such as `onTouchDown(repeatingEvery:)`).
    @discardableResult
    public func observing<Value>(_ label: String, _ stream: EventStream<Value>) -> Self {
        streams[label] = { send in stream.observe { send(DiagramValue.text(of: $0)) } }
        return self
    }

    /// Plays the input lines and compares what the control sends with the output lines, from the
    /// scheduler's current time.
    public func verify(_ lines: String...) -> DiagramResult {
        var inputs: [TimelineInput] = []
        var outputs: [TimelineOutput] = []
        do throws(DiagramError) {
            for text in lines {
                let line = try ScriptLine(text)
                switch line.label {
                case "touch": inputs.append(try touchLine(line))
                case "text": inputs.append(try textLine(line))
                default: outputs.append(try outputLine(line))
                }
            }
            try Diagram.checkLinedUp(inputs.map(\.diagram) + outputs.map(\.expected))
        } catch {
            return .malformed(error.message)
        }
        return TimelineRun(scheduler: scheduler, tick: tick, inputs: inputs, outputs: outputs).run()
    }

    private func touchLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        let diagram = try Diagram(line.diagram, label: line.label, dialect: .events)
        for (column, tokens) in diagram.ticks.enumerated() {
            if let token = tokens.first(where: { !finger.understands($0) }) {
                throw DiagramError(
                    label: line.label, line: line.diagram, column: column,
                    reason: "\(token.notation) is no touch (d down, u up, c cancel, t tap, o out, i in, "
                        + "or the name of a point or step)")
            }
        }
        return TimelineInput(diagram: diagram) { [finger] in finger.perform($0) }
    }

    private func textLine(_ line: ScriptLine) throws(DiagramError) -> TimelineInput {
        guard let field = control as? any TextInputTarget else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason: "a text line types into a text field, and \(Target.self) takes no text")
        }
        let dialect = DiagramDialect(symbols: ["<", "⏎", "{", "}"])
        return TimelineInput(diagram: try Diagram(line.diagram, label: line.label, dialect: dialect)) { token in
            switch token {
            case .value(let text): field.insertText(text)
            case .symbol("<"): field.deleteBackward()
            case .symbol("⏎"): field.pressReturn()
            case .symbol("{"): _ = field.becomeFirstResponder()
            case .symbol("}"): _ = field.resignFirstResponder()
            default: break
            }
        }
    }

    private func outputLine(_ line: ScriptLine) throws(DiagramError) -> TimelineOutput {
        let expected = try Diagram(line.diagram, label: line.label, dialect: .events)
        if let stream = streams[line.label] {
            return TimelineOutput(expected: expected, subscribe: stream)
        }
        guard let event = ControlEventName.event(named: line.label) else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason: "\"\(line.label)\" is no line: touch, text, a single event's name (touchDown, "
                    + "valueChanged, …) or a name given to observing(_:_:)")
        }
        let control = control
        return TimelineOutput(expected: expected) { send in
            control.addObserver(for: event) { send(DiagramValue.text(of: $0)) }
        }
    }
}
