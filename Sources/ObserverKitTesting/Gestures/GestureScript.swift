import Foundation
import ObserverKit
import ObserverKitHeadless

/// A touch script for the gestures of any headless view: two fingers' touches as diagrams, lined up above what
/// the view's gestures report, one column a tick of `TestScheduler` time, checked in one assertion.
///
/// ```swift
/// let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
/// let points: [Character: CGPoint] = [
///     "A": CGPoint(x: 100, y: 150), "B": CGPoint(x: 200, y: 150), "C": CGPoint(x: 260, y: 150),
/// ]
/// #expect(
///     GestureScript(view, points: points)
///         .observing("pinch", .pinch)
///         .observing("doubleTap", .tap(count: 2))
///         .verify(
///             "touch:     Ad-----u--tt",
///             "touch2:    -Bd-C-u-----",
///             "pinch:     ----b-e-----",
///             "doubleTap: -----------x"
///         ) == .matching)
/// ```
///
/// Input lines, each a finger with the symbols of a touch script's `touch:` line: `d` down, `u` up, `c` cancel,
/// `t` tap, `o` out of the bounds, `i` back in, a point's name (the finger moves there), a hold's name (see
/// ``hold(_:for:)``) or a step's name (see ``step(_:_:)``):
/// - `touch:` the first finger (finger 0: a control's or a scroll view's own touch too);
/// - `touch2:` the second finger (finger 1: a pinch's other touch).
///
/// Output lines are the labels given to ``observing(_:_:)``, each report written as a letter: a continuous
/// gesture's phase (`b` began, `m` changed, `e` ended, `c` cancelled; see ``PhasedObservation``), `x` for a tap
/// or a swipe. Several in one tick are grouped (`[me]`). Only lines given are checked; the notation is
/// ``Marble``'s, and so are malformed lines.
///
/// The script sets the view's `scheduler` to its own ``scheduler`` (or keeps the view's `TestScheduler`), so a
/// long press, a multiple tap and velocities run on the diagram's time. In each tick the input lines act first,
/// in line order, then the timers that fall due at that instant.
@MainActor
public final class GestureScript {
    /// The view the script plays.
    public let view: View
    /// The virtual clock of the script: the view's own `TestScheduler`, or one the script gave the view.
    public let scheduler: TestScheduler
    /// The virtual time of one column.
    public let tick: Duration
    private let fingers: ScriptFingers
    private var outputs: [String: (_ deliver: @escaping (String) -> Void) -> ObservationToken] = [:]

    /// A script for `view`, one column every `tick`, with named `points` for its fingers.
    ///
    /// A `tick` that is not greater than zero makes ``verify(_:)`` return ``DiagramResult/malformed(_:)``,
    /// naming the tick, and play nothing, as every script of the kit does.
    ///
    /// - Precondition: point names are upper-case letters or digits.
    public init(_ view: View, tick: Duration = .milliseconds(100), points: [Character: CGPoint] = [:]) {
        self.view = view
        self.tick = tick
        fingers = ScriptFingers(view: view, points: points, script: "GestureScript")
        scheduler = ScriptClock(of: view).scheduler
    }

    /// Adds an output line named `label` for `gesture`: the view's gestures get an observer of it while the
    /// script runs (so its recognizer is there), which goes when the run ends.
    ///
    /// ```swift
    /// GestureScript(view).observing("press", .longPress()).verify(
    ///     "touch: d------u",
    ///     "press: -----b-e")
    /// ```
    @discardableResult
    public func observing<Observation>(_ label: String, _ gesture: Gesture<Observation>) -> Self {
        let view = view
        outputs[label] = { deliver in
            view.gestures.addObserver(for: gesture) { deliver(Self.letter(of: $0)) }
        }
        return self
    }

    /// Names a step for the fingers' lines: where `name` stands, `action` runs (say, turning the view's user
    /// interaction off, or cancelling an observer's token).
    ///
    /// ```swift
    /// let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
    /// let script = GestureScript(view, points: ["A": CGPoint(x: 200, y: 150)])
    /// #expect(
    ///     script.step("X") { view.isUserInteractionEnabled = false }.observing("pan", .pan).verify(
    ///         "touch: dAX--",
    ///         "pan:   -bc--"
    ///     ) == .matching)
    /// ```
    ///
    /// - Precondition: `name` is an upper-case letter or a digit, and no point, step or hold has it.
    @discardableResult
    public func step(_ name: Character, _ action: @escaping () -> Void) -> Self {
        fingers.names.addStep(name, action, in: "GestureScript")
        return self
    }

    /// Names a press held for `duration`: where `name` stands on a finger's line, that finger goes down where it
    /// is and lifts by itself `duration` later on the script's clock (sooner if its line lifts or cancels it
    /// first), whatever the tick.
    ///
    /// ```swift
    /// let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
    /// #expect(
    ///     GestureScript(view).hold("H", for: .milliseconds(700)).observing("press", .longPress()).verify(
    ///         "touch: H-------",
    ///         "press: -----b-e"
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
        fingers.names.addHold(name, for: duration, in: "GestureScript")
        return self
    }

    /// Plays the fingers' lines and compares what the view's gestures report with the output lines, from the
    /// scheduler's current time.
    public func verify(_ lines: String...) -> DiagramResult {
        TimelineRun.verify(lines, scheduler: scheduler, tick: tick) { line throws(DiagramError) in
            if let input = try fingers.inputLine(line) { return .input(input) }
            guard let subscribe = outputs[line.label] else {
                throw DiagramError(
                    label: line.label, line: line.diagram, column: 0,
                    reason: "\"\(line.label)\" is no line: touch, touch2, or a label given to "
                        + "observing(_:_:) (" + outputs.keys.sorted().joined(separator: ", ") + ")")
            }
            return .output(
                TimelineOutput(
                    expected: try Diagram(line.diagram, label: line.label, dialect: .events),
                    subscribe: subscribe))
        }
    }

    /// How an output line writes a report: its phase's letter, or `x`.
    static func letter<Observation>(of observation: Observation) -> String {
        (observation as? any PhasedObservation).map { GesturePhase.letter(of: $0.phase) } ?? "x"
    }
}
