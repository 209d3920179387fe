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

    init(scheduler: TestScheduler, tick: Duration) {
        self.scheduler = scheduler
        self.tick = tick
    }

    /// The stream of input line `index` (from 0). A stream made lazily (inside `flatMapLatest`'s closure) may
    /// ask for lines by number too.
    public subscript(index: Int) -> EventStream<String> {
        precondition(index >= 0, "Marble inputs are numbered from 0, not \(index)")
        while sources.count <= index { sources.append(EventSource()) }
        requested = max(requested, index + 1)
        return sources[index]?.stream ?? .never  // gone at its line's |
    }

    /// `count` ticks of virtual time: `$0.ticks(3)` is three columns.
    public func ticks(_ count: Int) -> Duration {
        tick * count
    }
}
