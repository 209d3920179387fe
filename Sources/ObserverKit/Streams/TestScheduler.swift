/// A scheduler on virtual time: nothing runs until a test advances the clock, and then everything runs at
/// exactly its due time, in order.
///
/// ```swift
/// let scheduler = TestScheduler()
/// var log: [String] = []
/// scheduler.schedule(after: .milliseconds(200)) { log.append("b at \(scheduler.now)") }
/// scheduler.schedule(after: .milliseconds(100)) {
///     log.append("a at \(scheduler.now)")
///     scheduler.schedule(after: .milliseconds(50)) { log.append("c at \(scheduler.now)") }
/// }
/// scheduler.advance(by: .milliseconds(300))
/// // log == ["a at 0.1 seconds", "c at 0.15 seconds", "b at 0.2 seconds"]; scheduler.now == 0.3 seconds
/// ```
///
/// ``advance(by:)`` runs every action that falls due on the way, in due-time order, first scheduled first for
/// equal times, including actions scheduled by those actions; during an action ``now`` is its due time.
/// A delay of zero or less is due now and runs at the next ``advance(by:)`` (or ``run()``), never inline.
/// Use it from one thread at a time.
public final class TestScheduler: Scheduler {
    private struct Entry {
        let due: Duration
        let sequence: Int
        let action: ScheduledAction
    }

    /// The virtual time, from zero.
    public private(set) var now: Duration = .zero
    /// Pending actions, sorted by (due, sequence).
    private var queue: [Entry] = []
    private var nextSequence = 0

    /// Creates a scheduler at time zero.
    public init() {}

    /// The number of actions scheduled and not yet run or cancelled.
    public var pendingCount: Int {
        queue.reduce(0) { $1.action.isCancelled ? $0 : $0 + 1 }
    }

    /// Schedules `action` at `now + delay`; the token cancels it if it has not run.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken {
        let entry = Entry(
            due: now + max(delay, .zero), sequence: nextSequence, action: ScheduledAction(isAnchored: true, action))
        nextSequence += 1
        let index = queue.partitioningIndex { ($0.due, $0.sequence) > (entry.due, entry.sequence) }
        queue.insert(entry, at: index)
        return ObservationToken(entry.action)
    }

    /// Moves the clock forward by `duration`, running every action that falls due on the way. Called from inside
    /// an action, it moves the clock on from that action's time, and the outer call then goes on from wherever
    /// the inner one left it: time never goes back.
    ///
    /// - Precondition: `duration` is not negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "TestScheduler.advance(by:): duration \(duration) must not be negative")
        let end = now + duration
        while let first = queue.first, first.due <= end {
            queue.removeFirst()
            now = max(now, first.due)
            first.action.run()
        }
        now = max(now, end)
    }

    /// Runs every action that is due now, without moving the clock.
    public func run() {
        advance(by: .zero)
    }
}

extension Array {
    /// The index of the first element for which `belongsInSecondPartition` is true, in an array partitioned
    /// by it (binary search).
    fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
