import ObserverKit

/// A virtual clock for tests that need `now` to stand still or jump (double taps): time moves only through
/// ``advance(by:)``, which runs what falls due in time order (first scheduled first for equal times).
final class ManualScheduler: Scheduler {
    private struct Work {
        let due: Duration
        let sequence: Int
        let action: () -> Void
    }

    private(set) var now: Duration = .zero
    private var queue: [Work] = []
    private var sequence = 0

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken {
        sequence += 1
        let id = sequence
        queue.append(Work(due: now + max(delay, .zero), sequence: id, action: action))
        return ObservationToken { [weak self] in self?.queue.removeAll { $0.sequence == id } }
    }

    /// Moves the clock forward by `duration`, running every action that falls due on the way.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = queue.filter({ $0.due <= end }).min(by: { ($0.due, $0.sequence) < ($1.due, $1.sequence) }) {
            queue.removeAll { $0.sequence == next.sequence }
            now = next.due
            next.action()
        }
        now = end
    }
}
