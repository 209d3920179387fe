extension ObservableValue where Value: Sendable {
    /// A value that follows this one through `transform`: the one-way derived value that bindings show.
    ///
    /// ```swift
    /// let volume = ObservableValue<Double>(0.5)
    /// let percent = volume.map { "\(Int($0 * 100)) %" }
    /// percent.bind(to: volumeLabel, \.text)   // "50 %", then follows every change of volume
    /// ```
    ///
    /// The derived value follows this one while anyone holds it or observes it (a binding whose target is
    /// gone no longer counts): once nobody does, it is released no later than this value's next changes
    /// reach it, so mapping anew for every cell that comes and goes accumulates nothing. Setting the derived
    /// value directly does not write back to this one. Where `Result` is `Equatable`, a change that maps to
    /// an equal result notifies nobody. The derived value always ends at `transform` of this one's latest value,
    /// also when a handler sets this one during a change, or other threads set it while `transform` runs;
    /// `transform` may run more than once for a change (and runs twice as the derived value is made), so keep
    /// it free of side effects.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Value) -> Result) -> ObservableValue<Result> {
        follow(with: ObservableValue<Result>(transform(value)), transform)
    }

    /// A value that follows this one through `transform`, notifying only when the result changes.
    public func map<Result: Sendable & Equatable>(
        _ transform: @escaping @Sendable (Value) -> Result
    ) -> ObservableValue<Result> {
        follow(with: ObservableValue<Result>(transform(value)), transform)
    }

    private func follow<Result: Sendable>(
        with derived: ObservableValue<Result>,
        _ transform: @escaping @Sendable (Value) -> Result
    ) -> ObservableValue<Result> {
        let follower = MapFollower(derived)
        let ending = SelfEndingRegistration()
        ending.start(
            observe { [weak self] _ in
                guard let derived = follower.derivedIfNeeded() else { return ending.end() }
                self?.apply(transform, to: derived)
            })
        // A change made on another thread between the first transform and the registration reached no follower:
        // catch up, now that every later change is followed.
        apply(transform, to: derived)
        return derived
    }

    /// Sets `derived` to `transform` of this value's latest value, again until the value it transformed is
    /// still the latest once set: so whichever thread sets `derived` last leaves the transform of the latest
    /// value, and an older delivery (a set made from inside a handler, depth first, or on another thread while
    /// this one transformed) never has the last word. Nothing is held while `transform` and the set run.
    private func apply<Result: Sendable>(
        _ transform: @Sendable (Value) -> Result, to derived: ObservableValue<Result>
    ) {
        var (current, seen) = lock.withLock { (storedValue, version) }
        while true {
            derived.value = transform(current)
            let latest = lock.withLock { (storedValue, version) }
            guard latest.1 != seen else { return }
            (current, seen) = latest
        }
    }
}

/// What a mapped value's source holds: the derived value, for as long as something else needs it.
private final class MapFollower<Result: Sendable>: Sendable {
    /// The derived value; `nil` once released.
    private let derived: LockedState<ObservableValue<Result>?>

    init(_ derived: ObservableValue<Result>) {
        self.derived = LockedState(derived)
    }

    /// The derived value, or `nil` when nobody but this follower holds it and nobody observes it: it is then
    /// released (after the lock, since its handlers' captures may run user code as they go).
    func derivedIfNeeded() -> ObservableValue<Result>? {
        var released: ObservableValue<Result>?
        let current = derived.withLock { derived in
            if derived != nil, isKnownUniquelyReferenced(&derived), derived?.hasNeededObservers == false {
                released = derived
                derived = nil
            }
            return derived
        }
        withExtendedLifetime(released) {}
        return current
    }
}
