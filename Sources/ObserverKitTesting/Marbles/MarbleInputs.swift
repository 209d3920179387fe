import ObserverKit

/// What a marble diagram's stream is built from: the streams of its input lines, its virtual clock and tick.
///
/// `inputs[0]` is the stream of the first input line, `inputs[1]` of the second, and so on; each line's events
/// arrive on it as one-character strings (or the text of a quoted `'value'`).
///
/// ```swift
/// Marble.verify {
///     "a-b--c-"
///     "-1--2--"
///     $0[0].merge($0[1])
///     "a1b-2c-"
/// }
/// ```
public final class MarbleInputs {
    /// The virtual clock the diagram runs on: pass it to time-based operators.
    public let scheduler: TestScheduler
    /// The virtual time of one column.
    public let tick: Duration
    /// The sources behind the input lines, created as the stream under test asks for them; set to `nil` at
    /// their line's `|`.
    var sources: [EventSource<String>?] = []
    /// How many input streams the stream under test asked for.
    private(set) var requested = 0
    /// The first negative index the stream under test asked for, if any.
    private(set) var negativeIndex: Int?

    init(scheduler: TestScheduler, tick: Duration) {
        self.scheduler = scheduler
        self.tick = tick
    }

    /// The stream of input line `index` (from 0). A stream made lazily (inside `flatMapLatest`'s closure) may
    /// ask for lines by number too.
    ///
    /// An `index` without its input line (negative, or past the last line), asked for while the stream is
    /// built or while the diagram runs, makes the diagram ``DiagramResult/malformed(_:)``; a negative one
    /// gets a stream that never sends.
    public subscript(index: Int) -> EventStream<String> {
        guard index >= 0 else {
            negativeIndex = negativeIndex ?? index
            return .never
        }
        while sources.count <= index { sources.append(EventSource()) }
        requested = max(requested, index + 1)
        return sources[index]?.stream ?? .never  // gone at its line's |
    }

    /// Why the stream under test asked for an input the diagram does not have (named as the malformed
    /// message names it), or `nil` when every `$0[n]` it asked for has its line among `lineCount`.
    func missingLine(lineCount: Int) -> String? {
        if let negativeIndex {
            return "Malformed diagram: the stream uses $0[\(negativeIndex)], but input lines are numbered from 0"
        }
        guard requested > lineCount else { return nil }
        return "Malformed diagram: the stream uses $0[\(requested - 1)], but the diagram has \(lineCount) input line(s)"
    }

    /// `count` ticks of virtual time: `$0.ticks(3)` is three columns.
    public func ticks(_ count: Int) -> Duration {
        tick * count
    }
}
