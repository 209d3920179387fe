extension ObservableValue where Value: Sendable {
    /// The value's values as an ``EventStream`` on the main actor: the current value when observed, then every
    /// change, so the stream operators combine a model's values with a screen's events.
    ///
    /// ```swift
    /// let email = ObservableValue(""), password = ObservableValue("")
    /// let isValid = email.stream.combineLatest(password.stream) { $0.contains("@") && $1.count >= 8 }
    /// isValid.observe { valid in print(valid) }   // prints false at once
    /// email.value = "ada@example.org"             // prints false
    /// password.value = "correct horse"            // prints true
    /// ```
    ///
    /// Observe it on the main actor, as a control's streams. A change made on the main thread arrives before
    /// the set returns; one made on another thread arrives on the main queue, in the order the value delivered
    /// it. The stream holds the value weakly (observing a gone value's stream sends nothing); cancelling an
    /// observation's token leaves the value.
    @MainActor
    public var stream: EventStream<Value> {
        EventStream { [weak self] send in
            guard let source = self else { return .inert }
            var token = ObservationToken.inert
            MainActor.assumeIsolated {
                let relay = MainActorRelay(send)
                token = source.bind { value in relay.deliver(value) }
            }
            return token
        }
    }
}

/// Carries a stream's `send` into the value's `@Sendable` handlers: it is only ever called on the main actor,
/// where the stream is observed.
@MainActor
private final class MainActorRelay<Value: Sendable>: Sendable {
    private let send: (Value) -> Void

    init(_ send: @escaping (Value) -> Void) {
        self.send = send
    }

    /// Sends `value` now when on the main actor, else on the main queue.
    nonisolated func deliver(_ value: Value) {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { send(value) }
        } else {
            DispatchQueueMain.async { self.send(value) }
        }
    }
}
