import Foundation
import ObserverKit
import ObserverKitHeadless

/// A touch script: a headless control's touches, typing, key presses, assistive technology and compositions as
/// a diagram, lined up above the events (and their origins) the control sends, one column a tick of
/// `TestScheduler` time, checked in one assertion.
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
/// different lengths can line their diagrams up). The diagram's time is the control's `scheduler` when that is
/// a `TestScheduler`, which the script then keeps; otherwise the script sets the control's `scheduler` to a
/// `TestScheduler` of its own. Either way press-and-hold and a stepper's autorepeat run on the diagram's time;
/// but a stream that a screen built from the control's scheduler *before* the script replaced it (a debounce
/// made in the screen's `init`) keeps the old scheduler and runs on real time. Give such a control a
/// `TestScheduler` before building the screen:
///
/// ```swift
/// let field = ObservableTextField()
/// field.scheduler = TestScheduler()            // before the screen builds its debounce from it
/// let screen = SearchScreen(field: field)      // field.events(…).debounce(…, scheduler: field.scheduler)
/// let script = TouchScript(field)              // keeps it: script.scheduler === field.scheduler
/// ```
///
/// When the script did replace the scheduler, a mismatch says so, since that is a likely reason for times to
/// differ.
///
/// Input lines:
/// - `touch:` what the finger does: `d` down, `u` up, `c` cancel, `t` tap, `o` out (beyond the touch slop),
///   `i` in (back where it pressed), or a letter or digit named in `points` (the finger moves there; when not
///   pressed, that is where the next `d` or `t` lands), or one named with ``step(_:_:)`` (its action runs) or
///   ``hold(_:for:)`` (a press that lifts by itself after its duration). `[Ad]`: move to A, then press, in one
///   tick.
/// - `touch2:` a second finger, with the same symbols: it reaches the control's `gestures` only (a control
///   tracks one touch), for a pinch on a control.
/// - `text:` (a text field) typing: letters, digits and `'quoted text'` are inserted, `<` deletes backward,
///   `⏎` presses Return, `{` makes the field first responder and `}` resigns it.
/// - `keys:` keyboard activation of the focused control (`keyboardActivate()`): `s` Space or `⏎` Return;
///   on a stepper, `<` focuses its "−" part and `>` its "+" part (its `focusedPart`).
/// - `accessibility:` assistive technology: `a` activates (`accessibilityActivate()`); on a slider or a
///   stepper, `i` increments and `d` decrements.
/// - `marked:` (a text field) composition: letters, digits and `'quoted text'` become the marked
///   text (`setMarkedText(_:)`), `.` commits it (`unmarkText()`).
///
/// Output lines: a single event's UIKit name (`touchDown`, `touchUpInside`, `valueChanged`,
/// `primaryActionTriggered`, `editingChanged`, …), or a name given to ``observing(_:_:)``. Each event is
/// written as its observation: `x` for `Void` and for a slider's or text field's touch events, a stepper's
/// whole value as a number, a slider's `valueChanged` as its value, a text field's editing events as its text.
/// Only events with a line are checked: add `touchCancel: ------` to say it never comes.
///
/// An `origins:` line right under an output line states where each of its events came from, one letter an
/// event at the event's column (`[tk]` for two in a tick): `t` touch, `k` keyboard, `a` accessibility,
/// `p` program, `n` none (a timer's event, delivered while the control delivers nothing):
///
/// ```swift
/// #expect(
///     TouchScript(button).verify(
///         "touch:                  t----",
///         "keys:                   --s--",
///         "accessibility:          ----a",
///         "primaryActionTriggered: x-x-x",
///         "origins:                t-k-a"
///     ) == .matching)
/// ```
///
/// In each tick the input lines act first, in line order, then the timers that fall due at that instant.
/// The notation, and malformed lines, are those of ``Marble``.
@MainActor
public final class TouchScript<Target: ObservableControl & HeadlessControl> {
    /// The control the script plays.
    public let control: Target
    /// The virtual clock of the script: the control's own `TestScheduler`, or one the script gave the control.
    public let scheduler: TestScheduler
    /// The type of the scheduler the script replaced, or `nil` when it kept the control's own.
    private let replacedScheduler: String?
    /// The virtual time of one column.
    public let tick: Duration
    /// The first finger (`touch:`) and the second (`touch2:`).
    let fingers: ScriptFingers
    private var streams: [String: EventSource] = [:]

    /// A script for `control`, one column every `tick`, with named `points` for its touch line.
    ///
    /// A `tick` that is not greater than zero makes ``verify(_:)`` return ``DiagramResult/malformed(_:)``,
    /// naming the tick, and play nothing.
    ///
    /// - Precondition: point names are upper-case letters or digits (lower-case letters are touches).
    public init(_ control: Target, tick: Duration = .milliseconds(100), points: [Character: CGPoint] = [:]) {
        self.control = control
        self.tick = tick
        fingers = ScriptFingers(view: control, points: points, script: "TouchScript")
        let clock = ScriptClock(of: control)
        scheduler = clock.scheduler
        replacedScheduler = clock.replaced
    }

    /// Names a step for the touch line: where `name` stands, `action` runs (say, disabling the control).
    ///
    /// ```swift
    /// TouchScript(button).step("X") { button.isEnabled = false }.verify(
    ///     "touch:       dX--",
    ///     "touchCancel: -x--")
    /// ```
    ///
    /// - Precondition: `name` is an upper-case letter or a digit, and no point, step or hold has it.
    @discardableResult
    public func step(_ name: Character, _ action: @escaping () -> Void) -> Self {
        fingers.names.addStep(name, action, in: "TouchScript")
        return self
    }

    /// Names a press held for `duration`: where `name` stands on a finger's line, that finger goes down where it
    /// is and lifts by itself `duration` later on the script's clock (sooner if its line lifts or cancels it
    /// first), whatever the tick.
    ///
    /// ```swift
    /// let button = ObservableButton()
    /// #expect(
    ///     TouchScript(button).hold("H", for: .milliseconds(300)).verify(
    ///         "touch:         H-----",
    ///         "touchDown:     x-----",
    ///         "touchUpInside: ---x--"
    ///     ) == .matching)
    /// ```
    ///
    /// The lift is due after the inputs and timers of its instant that were scheduled before it: a hold as long
    /// as a long press's `minimumDuration` is a long press.
    ///
    /// - Precondition: `duration` is greater than zero; `name` is an upper-case letter or a digit, and no
    ///   point, step or hold has it.
    @discardableResult
    public func hold(_ name: Character, for duration: Duration) -> Self {
        fingers.names.addHold(name, for: duration, in: "TouchScript")
        return self
    }

    /// Adds an output line named `label` for `stream` (a gesture such as `onTouchDown(repeatingEvery:)`).
    @discardableResult
    public func observing<Value>(_ label: String, _ stream: EventStream<Value>) -> Self {
        streams[label] = { deliver in stream.observe { deliver($0) } }
        return self
    }

    /// Plays the input lines and compares what the control sends with the output lines, from the
    /// scheduler's current time.
    public func verify(_ lines: String...) -> DiagramResult {
        var lastSource: EventSource?
        let result = TimelineRun.verify(lines, scheduler: scheduler, tick: tick) { line throws(DiagramError) in
            if let input = try inputLine(line) {
                lastSource = nil
                return .input(input)
            } else if line.label == "origins" {
                let output = try originsLine(line, of: lastSource)
                lastSource = nil
                return .output(output)
            } else {
                let source = try eventSource(line)
                lastSource = source
                return .output(
                    TimelineOutput(
                        expected: try Diagram(line.diagram, label: line.label, dialect: .events),
                        subscribe: { send in source { send(DiagramValue.text(of: $0)) } }))
            }
        }
        guard case .mismatch(let message) = result, let replacedScheduler else { return result }
        return .mismatch(
            message + "\n(The script replaced the control's \(replacedScheduler) with its own TestScheduler: a stream "
                + "built from the control's scheduler before the script still runs on real time. Give the control "
                + "a TestScheduler before building it, and the script keeps it.)")
    }

    /// Starts delivering what an output line observes, each event's observation as `Any`.
    typealias EventSource = (_ deliver: @escaping (Any) -> Void) -> ObservationToken

    /// What the output line named `line.label` observes: a stream given to ``observing(_:_:)`` or one event.
    private func eventSource(_ line: ScriptLine) throws(DiagramError) -> EventSource {
        if let stream = streams[line.label] { return stream }
        guard let event = ControlEventName.event(named: line.label) else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason:
                    "\"\(line.label)\" is no line: touch, touch2, text, keys, accessibility, marked, origins, a single "
                    + "event's name (touchDown, valueChanged, …) or a name given to observing(_:_:)")
        }
        let control = control
        return { deliver in control.addObserver(for: event) { deliver($0) } }
    }

    /// An `origins:` line: the origin of each event of the output line above it, one letter an event.
    private func originsLine(_ line: ScriptLine, of source: EventSource?) throws(DiagramError) -> TimelineOutput {
        guard let source else {
            throw DiagramError(
                label: line.label, line: line.diagram, column: 0,
                reason: "an origins line goes right under the output line whose events it describes")
        }
        let expected = try Diagram(line.diagram, label: line.label, dialect: .events)
        try expected.check({ OriginLetter.all.contains($0.notation) }) { token in
            "\(token.notation) is no origin (t touch, k keyboard, a accessibility, p program, n none)"
        }
        let control = control
        return TimelineOutput(expected: expected) { send in
            source { [unowned control] _ in send(OriginLetter.letter(for: control.currentEventOrigin)) }
        }
    }
}
