// The one unsafe construct here, and why it is sound: `ScheduledAction` is `@unchecked Sendable` because its
// state is touched only on its scheduler's context (see the type's documentation); a lock would cost every
// scheduled action one more object, and the `Scheduler` contract already serializes the accesses.

/// One action that a scheduler holds until it is due (``MainScheduler``, ``TestScheduler``): it runs at most
/// once, and cancelling it before then releases the closure, and what it captures, at once.
///
/// Its state is touched only on its scheduler's context (``run()`` there, and ``cancel()`` by the
/// ``Scheduler`` contract), which is what makes the unchecked `Sendable` true: the main queue takes it across
/// threads only to run it on the main thread.
final class ScheduledAction: Cancellable, @unchecked Sendable {
    private var action: (() -> Void)?
    /// Whether the scheduler holds the action while it is pending (see ``Cancellable/isAnchored``).
    let isAnchored: Bool

    /// An action of a scheduler that holds it while it is pending (`isAnchored`) or not.
    init(isAnchored: Bool, _ action: @escaping () -> Void) {
        self.isAnchored = isAnchored
        self.action = action
    }

    /// Whether it has run or been cancelled.
    var isCancelled: Bool { action == nil }

    /// Runs the action, unless it has run or been cancelled; it is released first, so that it runs once.
    func run() {
        guard let action else { return }
        self.action = nil
        action()
    }

    func cancel() {
        action = nil
    }
}
