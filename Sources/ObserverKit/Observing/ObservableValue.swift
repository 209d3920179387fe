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
///   cancelled during it is not called afterwards. Nothing bounds that nesting: handlers on two threads that
///   each write back a value of their own keep changing it under each other and recurse until a stack runs
///   out, so make a handler's set conditional, as control bindings do.
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
    /// What tokens cancel, and what this value's `deinit` clears.
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<ValueRegistration<Value>> = []
    /// The registrations' handlers, in the same order: what a set calls, each held immutably so that the call
    /// needs no retain of the handler (the set's snapshot of this array keeps them alive while it delivers).
    @usableFromInline @exclusivity(unchecked) var handlers: ContiguousArray<ValueHandler<Value>> = []
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?

    /// Creates a value that notifies on every set.
    public init(_ value: Value) {
        storedValue = value
        isDuplicate = nil
    }

    /// Creates a value that notifies only when a set changes it (`!=`).
    @inlinable
    public init(_ value: Value) where Value: Equatable {
        // Inlinable, so that the comparison is made by code specialised for `Value`: made here, in generic
        // code, it would look up `==` through the witness table on every set (measured in `Benchmarks/`).
        storedValue = value
        isDuplicate = { $0 == $1 }
    }

    deinit {
        // Release every handler now, even those whose tokens are still held elsewhere (outside the lock: a
        // handler's captures may run user code as they go).
        // (`take` also deactivates each: every handler belongs to one of these registrations.)
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
        let registration = ValueRegistration(owner: self, lock: lock, handler: ValueHandler(handler))
        let current = lock.withLock {
            add(registration)
            return storedValue
        }
        handler(current)
        return ObservationToken(registration)
    }

    /// Calls `handler` with every change from now on (not with the current value).
    @discardableResult
    public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        let registration = ValueRegistration(owner: self, lock: lock, handler: ValueHandler(handler))
        lock.withLock { add(registration) }
        return ObservationToken(registration)
    }

    /// Adds `registration` and its handler; call with the lock held.
    private func add(_ registration: ValueRegistration<Value>) {
        registrations.append(registration)
        if let handler = registration.handler { handlers.append(handler) }
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
        // The snapshot keeps every handler alive until this delivery ends, so each is called at +0 (no retain).
        let snapshot = handlers
        lock.unlock()
        withExtendedLifetime(oldValue) {}  // released outside the lock: its deinit may be user code
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                // The first handler was active when the snapshot was taken, under the same lock, and no handler
                // has run since. Each later one is checked again under the lock: an earlier handler, or another
                // thread, may have cancelled it. (Lock and unlock by hand: a generic `withLock` closure here
                // allocates on every delivery.)
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { handler in
                    if index > 0 {
                        lock.lock()
                        let isActive = handler.isActive
                        lock.unlock()
                        guard isActive else { return }
                    }
                    handler.call(newValue)
                }
            }
        }
    }

    /// Removes `registration`; called by its token with the lock held.
    fileprivate func removeLocked(_ registration: ValueRegistration<Value>, _ handler: ValueHandler<Value>) {
        registrations.removeIdentical(to: registration)
        handlers.removeIdentical(to: handler)
    }
}

extension ObservableValue: @unchecked Sendable where Value: Sendable {}

/// One observer of an ``ObservableValue``: what its token cancels. Its mutable state is guarded by the owner's
/// lock.
@usableFromInline
final class ValueRegistration<Value>: Cancellable, @unchecked Sendable {
    private weak var owner: ObservableValue<Value>?
    private let lock: Lock
    /// `nil` once cancelled, which releases the handler (after the deliveries in progress, if any).
    private(set) var handler: ValueHandler<Value>?

    init(owner: ObservableValue<Value>, lock: Lock, handler: ValueHandler<Value>) {
        self.owner = owner
        self.lock = lock
        self.handler = handler
    }

    /// Deactivates and clears the handler and returns it, so the caller releases it after unlocking. Call with
    /// the lock held.
    func take() -> ValueHandler<Value>? {
        defer { handler = nil }
        handler?.isActive = false
        return handler
    }

    func cancel() {
        let owner = self.owner
        let released = lock.withLock {
            let handler = take()
            if let handler { owner?.removeLocked(self, handler) }
            return handler
        }
        // Both are released here, outside the lock: the owner's deinit takes the lock, and the handler's
        // captures may run user code as they go.
        withExtendedLifetime(owner) {}
        _ = released
    }
}

/// An observer's handler, immutable so that a set calls it at +0.
@usableFromInline
final class ValueHandler<Value>: @unchecked Sendable {
    @usableFromInline let call: @Sendable (Value) -> Void
    /// False once cancelled, or once the value is gone. Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) var isActive = true

    init(_ call: @escaping @Sendable (Value) -> Void) {
        self.call = call
    }
}
