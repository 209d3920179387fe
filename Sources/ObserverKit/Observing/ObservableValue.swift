// The unsafe constructs here, and why they are sound: an `ObservableValue` is `@unchecked Sendable` (when its
// `Value` is) because every access to its mutable state, and to its `HandlerList`, holds `lock`, which it shares
// with that list so that a set takes one lock, not two (hence not a `LockedState`); `@exclusivity(unchecked)` on
// that state is sound for the same reason. A `ValueHandler` is `@unchecked Sendable` because its own stored
// properties are immutable `Sendable` closures, and the state it inherits from `HandlerEntry` is reached only
// under the list's lock.

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
///   each set notifies every observer exactly once, on the setting thread. No user code ever runs while the
///   value's lock is held — not a handler, not ``update(_:)``'s transform, not `Value`'s `==` or `deinit` —
///   so any of them may read, set or update the value again without deadlock. Sets from different threads
///   may reach an observer in either order; ``value`` always holds the latest, and control bindings always
///   show it. Cancelling a token is safe from any thread.
/// - Re-entrancy: a set from inside a handler is delivered to every observer before the outer delivery
///   resumes (depth-first). An observer added during a delivery does not get the value in flight; one
///   cancelled during it is not called afterwards. Nothing bounds that nesting: handlers on two threads that
///   each write back a value of their own keep changing it under each other and recurse until a stack runs
///   out, so make a handler's set conditional, as control bindings do.
/// - Lifetime: the value holds its handlers; nothing holds the value. When it goes away its handlers are
///   released and its tokens cancel nothing.
public final class ObservableValue<Value> {
    // `@exclusivity(unchecked)`: the hot path reads these on every set, and Swift's dynamic exclusivity check
    // costs more than the delivery itself (measured in `Benchmarks/`). Every access holds `lock`, and none is
    // passed `inout` across user code. Internal to the module but usable from inlinable code: the hot path is
    // inlinable so that clients get it specialised for their `Value` (unspecialised, it spends most of its
    // time looking up generic metadata).
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var storedValue: Value
    /// Counts the changes, so that a comparison or a transform made outside the lock can tell whether the value
    /// changed meanwhile.
    @usableFromInline @exclusivity(unchecked) var version: UInt64 = 0
    /// How many ``update(_:)`` transforms of this value are running, on any thread.
    @usableFromInline @exclusivity(unchecked) var transformsRunning = 0
    /// The observers (``ValueHandler``s), guarded by `lock`; tokens refer to this list, not to the value.
    @usableFromInline let handlers: HandlerList
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    /// Whether `isDuplicate` is the `==` of a standard library type, which runs no user code and so may run
    /// with the lock held (one lock round trip per set instead of two).
    @usableFromInline let comparesUnderLock: Bool

    /// Creates a value that notifies on every set.
    public init(_ value: Value) {
        storedValue = value
        isDuplicate = nil
        comparesUnderLock = false
        handlers = HandlerList(lock: lock)
    }

    /// Creates a value that notifies only when a set changes it (`!=`).
    @inlinable
    public init(_ value: Value) where Value: Equatable {
        // Inlinable, so that the comparison is made by code specialised for `Value`: made here, in generic
        // code, it would look up `==` through the witness table on every set (measured in `Benchmarks/`).
        storedValue = value
        isDuplicate = { $0 == $1 }
        comparesUnderLock = Value.self is any StandardLibraryEquatable.Type
        handlers = HandlerList(lock: lock)
    }

    deinit {
        // Release every handler now, even those whose tokens are still held elsewhere (after the lock is
        // released: a handler's captures may run user code as they go).
        handlers.close()
    }

    /// The current value. Setting it notifies the observers (unless `Value` is `Equatable` and it is equal).
    @inlinable
    public var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedValue
        }
        set { set(newValue) }
    }

    /// Changes the value in place, atomically with respect to other threads, and notifies once.
    ///
    /// ```swift
    /// counter.update { $0 += 1 }   // no increment is lost, whichever threads call it
    /// ```
    ///
    /// The transform runs with no lock held, so it may read the value (`counter.update { $0 = counter.value
    /// + 1 }` works) or even set it. It is applied like a compare-and-swap: when another thread changes the
    /// value while the transform runs, the transform runs again on the newer value, so keep it free of side
    /// effects other than on the value. A set made by the transform itself, on its own thread, does not count
    /// as such a change: it is delivered at once, and the transform's result is applied after it. From inside
    /// a handler of this value, `update` is delivered depth-first, like a set.
    @inlinable
    public func update(_ transform: (inout Value) -> Void) {
        while true {
            lock.lock()
            var newValue = storedValue
            let seen = version
            transformsRunning += 1
            lock.unlock()
            let ownChanges = UpdateInProgress.run(on: ObjectIdentifier(self)) { transform(&newValue) }
            let duplicate = comparesUnderLock ? nil : compareOutsideLock(newValue)?.isDuplicate
            lock.lock()
            transformsRunning -= 1
            guard version == seen &+ ownChanges else {
                // Another thread changed the value meanwhile: start again from its change.
                lock.unlock()
                continue
            }
            if duplicate ?? isDuplicate?(storedValue, newValue) ?? false {
                lock.unlock()
                return
            }
            publish(newValue)
            return
        }
    }

    /// Calls `handler` now with the current value, then with every change.
    @discardableResult
    public func bind(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        lock.lock()
        let token = handlers.append(ValueHandler(id: handlers.reserveID(), handler, isNeeded: nil)) ?? .inert
        let current = storedValue
        lock.unlock()
        handler(current)
        return token
    }

    /// Calls `handler` with every change from now on (not with the current value).
    @discardableResult
    public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        observe(whileNeeded: nil, handler)
    }

    /// Registers `handler`; `isNeeded`, when given, tells whether what it serves is still there (a binding's
    /// target), so that ``hasNeededObservers`` can leave it out once it is not.
    func observe(
        whileNeeded isNeeded: (@Sendable () -> Bool)?, _ handler: @escaping @Sendable (Value) -> Void
    ) -> ObservationToken {
        lock.lock()
        defer { lock.unlock() }
        return handlers.append(ValueHandler(id: handlers.reserveID(), handler, isNeeded: isNeeded)) ?? .inert
    }

    /// Whether any observer still serves something: one registered by ``observe(_:)`` or ``bind(_:)``, or a
    /// binding whose target is still there.
    var hasNeededObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        // Our own closures (a weak load), not user code: safe under the lock.
        return handlers.containsLive(ValueHandler<Value>.self) { $0.isNeeded?() ?? true }
    }

    @inlinable
    func set(_ newValue: Value) {
        guard let isDuplicate else {
            lock.lock()
            publish(newValue)
            return
        }
        if comparesUnderLock {
            lock.lock()
            if isDuplicate(storedValue, newValue) {
                lock.unlock()
                return
            }
            publish(newValue)
            return
        }
        while let (duplicate, seen) = compareOutsideLock(newValue) {
            lock.lock()
            if version == seen {
                if duplicate {
                    lock.unlock()
                    return
                }
                publish(newValue)
                return
            }
            // Changed while `==` ran: compare with the newer value.
            lock.unlock()
        }
    }

    /// Whether `newValue` equals the current value, compared with no lock held, and the version compared
    /// with; `nil` when there is no comparison. The copy of the current value is released before this
    /// returns, so its `deinit` never runs under the lock either.
    @inlinable
    func compareOutsideLock(_ newValue: Value) -> (isDuplicate: Bool, version: UInt64)? {
        guard let isDuplicate else { return nil }
        lock.lock()
        let current = storedValue
        let seen = version
        lock.unlock()
        return (isDuplicate(current, newValue), seen)
    }

    /// Stores `newValue` and notifies. Called with the lock held; returns with it released.
    @inlinable
    func publish(_ newValue: Value) {
        let oldValue = storedValue
        storedValue = newValue
        version &+= 1
        if transformsRunning > 0 { UpdateInProgress.noteChange(of: ObjectIdentifier(self)) }
        let snapshot = handlers.slots
        lock.unlock()
        // The old value is released after the delivery, outside the lock: its deinit may be user code, and
        // whatever it does then comes after the observers have seen the new value.
        withExtendedLifetime(oldValue) {
            HandlerList.forEachEntry(of: snapshot, as: ValueHandler<Value>.self, lockedBy: lock) { $0.call(newValue) }
        }
    }
}

extension ObservableValue: @unchecked Sendable where Value: Sendable {}

/// An observer's handler in a value's ``HandlerList``, immutable so that a set calls it at +0.
@usableFromInline
final class ValueHandler<Value>: HandlerEntry, @unchecked Sendable {
    @usableFromInline let call: @Sendable (Value) -> Void
    /// Whether what the handler serves is still there; `nil`: for as long as it is registered.
    let isNeeded: (@Sendable () -> Bool)?

    init(id: UInt64, _ call: @escaping @Sendable (Value) -> Void, isNeeded: (@Sendable () -> Bool)? = nil) {
        self.call = call
        self.isNeeded = isNeeded
        super.init(id: id)
    }
}
