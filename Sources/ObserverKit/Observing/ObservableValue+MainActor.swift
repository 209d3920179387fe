// The one unsafe construct here, and why it is sound: `apply` is carried through the value's `@Sendable` handler
// as `nonisolated(unsafe)`, the one step the compiler cannot check. `apply` is a non-`Sendable` closure that the
// `@MainActor` `bind` received, so Swift's region isolation keeps it in the main actor's region: whatever main-actor
// state the caller's closure touches, the caller formed it on the main actor. It is called only on the main
// thread: at once by `bind`, at once by the handler when the value changes on the main thread (checked on every
// call, `MainThread.isCurrent`), and otherwise from a block on the main queue. Its isolation is never cast away:
// its type has none to cast, and a `@MainActor` closure passed in is converted by the compiler, which allows that
// conversion only on the main actor.

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
        _ apply: @escaping (Target, Value) -> Void
    ) -> ObservationToken {
        // Called only on the main thread (see the top of this file).
        nonisolated(unsafe) let apply = apply
        let ending = SelfEndingRegistration()
        let token = observe(whileNeeded: { [weak target] in target != nil }) { [weak self, weak target] delivered in
            // Apply the latest value, not the delivered one: changes made on other threads, or re-entrantly,
            // may be delivered out of order.
            guard target != nil else { return ending.end() }
            if MainThread.isCurrent {
                // At once, with no closure to allocate: the common case of a set on the main thread.
                guard let target else { return ending.end() }
                apply(target, self?.value ?? delivered)
            } else {
                DispatchQueueMain.async { [weak self, weak target] in
                    guard let target else { return ending.end() }
                    apply(target, self?.value ?? delivered)
                }
            }
        }
        ending.start(token)
        apply(target, value)
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
        bind(to: target) { target, value in target[keyPath: keyPath] = value }
    }
}
