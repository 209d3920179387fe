// The one unsafe construct here, and why it is sound: a `Recorder` is `@unchecked Sendable` (when its `Value` is)
// because what it records is a `LockedState`; the only other state, its clock, is read on the recording thread,
// as documented, and a scheduler need not be `Sendable`.

import Foundation
import ObserverKit

/// A recorder of the values a test receives, each with its virtual time, comparable in one assertion.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = Recorder<String>(clock: scheduler)
/// recorder.observe(source.stream.debounce(for: .milliseconds(30), scheduler: scheduler))
/// source.send("a")
/// scheduler.advance(by: .milliseconds(50))
/// #expect(recorder.recorded == [.at(.milliseconds(30), "a")])
/// #expect(recorder.values == ["a"])
/// ```
///
/// Recording is safe from any number of threads at once: every value is kept, and the values of each thread
/// stay in the order that thread recorded them. The time is read from `clock` on the recording thread, so
/// with a `TestScheduler` (one thread at a time) record from that scheduler's thread; without a clock every
/// time is zero. A control's `recorder(for:clock:)` also keeps each event's origin.
public final class Recorder<Value> {
    /// Reads the time a value arrives at (`nil`: zero).
    private let now: (() -> Duration)?
    private let entries = LockedState<[Recorded<Value>]>([])

    /// A recorder stamping values with `clock`'s `now` (zero without one).
    public init(clock: (any Scheduler)? = nil) {
        now = clock.map { clock in { clock.now } }
    }

    /// A recorder stamping values with what `now` reads at each one (a view's scheduler, whichever it is then).
    init(now: @escaping () -> Duration) {
        self.now = now
    }

    /// Keeps `value`, with the clock's current time and the `origin` of the event that delivered it (none by
    /// default).
    ///
    /// ```swift
    /// recorder.record("tap", origin: button.currentEventOrigin)
    /// ```
    public func record(_ value: Value, origin: EventOrigin? = nil) {
        let entry = Recorded.at(now?() ?? .zero, value, from: origin)
        entries.withLock { $0.append(entry) }
    }

    /// Records every value `stream` sends from now on; the token stops it.
    @discardableResult
    public func observe(_ stream: EventStream<Value>) -> ObservationToken {
        stream.observe { [weak self] in self?.record($0) }
    }

    /// Everything recorded, with times (and origins), in the order recorded.
    public var recorded: [Recorded<Value>] { entries.withLock { $0 } }

    /// The values recorded, in the order recorded.
    public var values: [Value] { recorded.map(\.value) }

    /// Forgets everything recorded so far.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}

extension Recorder: @unchecked Sendable where Value: Sendable {}
