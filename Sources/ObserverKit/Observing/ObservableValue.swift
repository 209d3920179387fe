/// A value that tells its observers when it changes, and that controls bind to.
///
/// ```swift
/// let volume = ObservableValue<Double>(0.5)
/// volume.bind { print("volume: \($0)") }      // prints "volume: 0.5" now, then on every change
/// volume.observe { print("changed: \($0)") }  // changes only
/// volume.value = 0.8                           // prints "volume: 0.8" and "changed: 0.8"
/// volume.value = 0.8                           // equal value: nobody is notified
/// ```
///
/// - Equality: where `Value` is `Equatable`, setting a value equal to the current one notifies nobody.
///   (`Float.nan` is never equal to itself, so setting NaN always notifies.)
/// - Threads: `ObservableValue` is `Sendable` when `Value` is. It may be read and set from any thread;
///   each set notifies every observer exactly once, on the setting thread, after the lock is released, so a
///   handler may set the value again without deadlock. Sets from different threads may reach an observer
///   in either order; ``value`` always holds the latest, and control bindings always show it.
/// - Re-entrancy: a set from inside a handler is delivered to every observer before the outer delivery
///   resumes (depth-first). An observer added during a delivery does not get the value in flight; one
///   cancelled during it is not called afterwards.
/// - Lifetime: the value holds its handlers; nothing holds the value. When it goes away its handlers are
///   released and its tokens cancel nothing.
public final class ObservableValue<Value> {
    // `@exclusivity(unchecked)`: the hot path reads these on every delivery, and Swift's dynamic exclusivity
    // check costs more than the delivery itself (measured in `Benchmarks/`). No access to them overlaps another:
    // none is passed `inout` across user code, and mutations happen on copies or with no user code running.
    // Internal to the module but usable from inlinable code: the hot path (set, publish) is inlinable so that
    // clients get it specialised for their `Value`; unspecialised, it spends most of its time looking up
    // generic metadata (measured in `Benchmarks/`).
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var storedValue: Value
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<ValueRegistration<Value>> = []
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?

    /// Creates a value that notifies on every set.
    public init(_ value: Value) {
        storedValue = value
        isDuplicate = nil
    }

    /// Creates a value that notifies only when a set changes it (`!=`).
    public init(_ value: Value) where Value: Equatable {
        storedValue = value
        isDuplicate = { $0 == $1 }
    }

    deinit {
        // Release every handler now, even those whose tokens are still held elsewhere.
        let released = lock.withLock { registrations.map { $0.take() } }
        _ = released
    }

    /// The current value. Setting it notifies the observers (unless `Value` is `Equatable` and it is equal).
    @inlinable
    public var value: Value {
        get { lock.withLock { storedValue } }
        set { set(newValue) }
    }

    /// Changes the value in place, atomically with respect to other threads, and notifies once.
    ///
    /// ```swift
    /// counter.update { $0 += 1 }   // no increment is lost, whichever threads call it
    /// ```
    @inlinable
    public func update(_ transform: (inout Value) -> Void) {
        lock.lock()
        var newValue = storedValue
        transform(&newValue)
        publish(newValue)
    }

    /// Calls `handler` now with the current value, then with every change.
    @discardableResult
    public func bind(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let registration = ValueRegistration(owner: self, lock: lock, handler: handler)
        let current = lock.withLock {
            registrations.append(registration)
            return storedValue
        }
        handler(current)
        return ObservationToken(registration)
    }

    /// Calls `handler` with every change from now on (not with the current value).
    @discardableResult
    public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let registration = ValueRegistration(owner: self, lock: lock, handler: handler)
        lock.withLock { registrations.append(registration) }
        return ObservationToken(registration)
    }

    @inlinable
    func set(_ newValue: Value) {
        lock.lock()
        publish(newValue)
    }

    /// Stores `newValue` and notifies. Called with the lock held; returns with it released.
    @inlinable
    func publish(_ newValue: Value) {
        if let isDuplicate, isDuplicate(storedValue, newValue) {
            lock.unlock()
            return
        }
        let oldValue = storedValue
        storedValue = newValue
        let snapshot = registrations
        // The first handler is read under this same lock: no handler has run yet that could have cancelled it.
        let first = snapshot.isEmpty ? nil : snapshot[0].handler
        lock.unlock()
        withExtendedLifetime(oldValue) {}  // released outside the lock: its deinit may be user code
        first?(newValue)
        var index = 1
        while index < snapshot.count {
            // Re-read under the lock: an earlier handler may have cancelled this registration.
            // Lock and unlock by hand: a generic `withLock` closure here allocates on every delivery.
            lock.lock()
            let handler = snapshot[index].handler
            lock.unlock()
            handler?(newValue)
            index += 1
        }
    }

    /// Removes `registration`; called by its token with the lock held.
    fileprivate func removeLocked(_ registration: ValueRegistration<Value>) {
        registrations.removeIdentical(to: registration)
    }
}

extension ObservableValue: @unchecked Sendable where Value: Sendable {}

/// One handler of an ``ObservableValue``; its mutable state is guarded by the owner's lock.
@usableFromInline
final class ValueRegistration<Value>: Cancellable, @unchecked Sendable {
    private weak var owner: ObservableValue<Value>?
    private let lock: Lock
    /// `nil` once cancelled. Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) private(set) var handler: (@Sendable (Value) -> Void)?

    init(owner: ObservableValue<Value>, lock: Lock, handler: @escaping @Sendable (Value) -> Void) {
        self.owner = owner
        self.lock = lock
        self.handler = handler
    }

    /// Clears the handler and returns it, so the caller releases it after unlocking. Call with the lock held.
    func take() -> (@Sendable (Value) -> Void)? {
        defer { handler = nil }
        return handler
    }

    func cancel() {
        let owner = self.owner
        let released = lock.withLock {
            owner?.removeLocked(self)
            return take()
        }
        // Both are released here, outside the lock: the owner's deinit takes the lock, and the handler's
        // captures may run user code as they go.
        withExtendedLifetime(owner) {}
        _ = released
    }
}
