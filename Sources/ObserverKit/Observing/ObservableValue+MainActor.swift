extension ObservableValue where Value: Sendable {
    /// Keeps `target` showing this value: `apply` runs now and after every change, always on the main actor,
    /// always with the latest value.
    ///
    /// The one-way binding behind every control binding; use it to drive any main-actor property:
    ///
    /// ```swift
    /// isPlaying.bind(to: playButton) { button, playing in button.isSelected = playing }
    /// ```
    ///
    /// `target` is held weakly: when it goes, the binding ends, and it leaves this value no later than the
    /// value's next change (so a value that outlives many bound targets, such as cells that come and go, does
    /// not accumulate their handlers). A change made on another thread is applied asynchronously on the main
    /// queue; one made on the main thread is applied before the set returns.
    @MainActor
    @discardableResult
    public func bind<Target: AnyObject & Sendable>(
        to target: Target,
        _ apply: @escaping @MainActor (Target, Value) -> Void
    ) -> ObservationToken {
        let apply = UncheckedMainActorClosure(apply)
        let ending = SelfEndingRegistration()
        let token = observe(whileNeeded: { [weak target] in target != nil }) { [weak self, weak target] delivered in
            // Apply the latest value, not the delivered one: changes made on other threads, or re-entrantly,
            // may be delivered out of order.
            guard target != nil else { return ending.end() }
            if MainThread.isCurrent {
                // At once, with no closure to allocate: the common case of a set on the main thread.
                guard let target else { return ending.end() }
                apply.callOnMainActor(target, self?.value ?? delivered)
            } else {
                DispatchQueueMain.async { [weak self, weak target] in
                    guard let target else { return ending.end() }
                    apply.callOnMainActor(target, self?.value ?? delivered)
                }
            }
        }
        ending.start(token)
        apply.body(target, value)
        return token
    }

    /// Keeps the property at `keyPath` of `target` equal to this value, on the main actor.
    ///
    /// ```swift
    /// title.bind(to: label, \.text)
    /// ```
    @MainActor
    @discardableResult
    public func bind<Target: AnyObject & Sendable>(
        to target: Target,
        _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> ObservationToken {
        nonisolated(unsafe) let keyPath = keyPath
        return bind(to: target) { target, value in target[keyPath: keyPath] = value }
    }
}

/// A main-actor closure carried through the value's `@Sendable` handler; it is only ever called on the main
/// actor, which is what makes the unchecked `Sendable` true.
private struct UncheckedMainActorClosure<Target, Value>: @unchecked Sendable {
    let body: @MainActor (Target, Value) -> Void
    /// `body` without its isolation, converted once here: converting on every call (as `assumeIsolated`
    /// does) allocates a thunk each time, and a bound control runs this on every change.
    private let unisolated: (Target, Value) -> Void

    init(_ body: @escaping @MainActor (Target, Value) -> Void) {
        self.body = body
        unisolated = unsafeBitCast(body, to: ((Target, Value) -> Void).self)
    }

    /// Calls `body`; only where ``MainThread/isCurrent`` is true, that is, on the main actor.
    func callOnMainActor(_ target: Target, _ value: Value) {
        assert(MainThread.isCurrent, "a main-actor binding applied off the main actor")
        unisolated(target, value)
    }
}
