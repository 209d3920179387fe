/// A stream of events that observers subscribe to: the readable side of an ``EventSource``, and what the
/// stream operators and control gestures return.
///
/// ```swift
/// let source = EventSource<Int>()
/// source.stream
///     .filter { $0.isMultiple(of: 2) }
///     .map { "even: \($0)" }
///     .observe { print($0) }
/// source.send(1)   // nothing
/// source.send(2)   // prints "even: 2"
/// ```
///
/// - Synchronous and push-based: an event reaches every observer before `send` returns.
/// - Lazy: an operator does nothing until its stream is observed; each ``observe(_:)`` subscribes to the
///   source once, with its own operator state (a `distinctUntilChanged` per observer).
/// - Lifetime: a chain lives as long as its source, or until its token is cancelled; cancelling tears the
///   chain down upstream, pending timers included, and so does the source going away, whether or not the
///   token is kept (a token never keeps a chain alive). A stream holds its source weakly, so keeping a stream
///   does not keep a control alive.
/// - Threads: a stream is used from one thread at a time (a control's streams: the main actor); hop with
///   ``observe(on:)``.
public final class EventStream<Element> {
    /// Subscribes a handler to the source; returns what ends that subscription. `nil` for a source's own
    /// stream, which subscribes to ``handlers`` directly.
    @usableFromInline let subscription: ((@escaping (Element) -> Void) -> ObservationToken)?
    /// The observers of the source whose own stream this is. Holding them does not hold the source; once it is
    /// gone they accept no one.
    @usableFromInline let handlers: HandlerList?

    /// Creates a stream from its subscribe function: called once per observer with the observer's handler,
    /// it starts delivering to it and returns the token that stops.
    ///
    /// ```swift
    /// let ticks = EventStream<Int> { send in
    ///     send(0)
    ///     return .inert   // nothing more will come
    /// }
    /// ```
    public init(subscribe: @escaping (_ send: @escaping (Element) -> Void) -> ObservationToken) {
        subscription = subscribe
        handlers = nil
    }

    /// The stream of a source's events: `handlers` is that source's list.
    init(handlers: HandlerList) {
        subscription = nil
        self.handlers = handlers
    }

    /// Calls `handler` with every event from now on; the token stops it (dropping it does not).
    @inlinable @discardableResult
    public func observe(_ handler: @escaping (Element) -> Void) -> ObservationToken {
        // Inlinable, so that observing a source's stream registers from code specialised for `Element`.
        if let handlers { return handlers.subscribe(handler) }
        if let subscription { return subscription(handler) }
        return .inert
    }

    /// A stream that never sends anything.
    public static var never: EventStream<Element> {
        EventStream { _ in .inert }
    }
}
