/// The writable side of an ``EventStream``: what code sends events through.
///
/// ```swift
/// final class Player {
///     private let finished = EventSource<String>()
///     var didFinish: EventStream<String> { finished.stream }
///
///     func end(_ track: String) { finished.send(track) }
/// }
/// ```
///
/// - Order: observers are called in the order they subscribed.
/// - Re-entrancy: a handler may subscribe, cancel or send. A subscription made during a send does not get
///   the event in flight; one cancelled during it is not called afterwards; a send from inside a handler is
///   delivered completely before the outer one resumes.
/// - Lifetime: the source holds its observers (and through them, the operator chains built on it); its
///   streams hold it weakly. When it goes away, every chain built on it goes too.
/// - Not thread-safe: send and subscribe from one thread at a time.
public final class EventSource<Element> {
    /// The observers, in the non-generic list that the source's streams and tokens share: a token refers to
    /// it rather than to a registration object of its own, so a subscription allocates only its handler, and
    /// cancelling it runs without generic metadata lookups. It outlives the source only as an empty shell.
    @usableFromInline let handlers: HandlerList

    /// The stream of the events this source sends. Observing it holds the source only weakly: once the source
    /// is gone, observing it registers nothing.
    public let stream: EventStream<Element>

    /// Creates a source with no observers.
    public init() {
        handlers = HandlerList()
        // Made here, once, as a constant: a lazily made stream would be a variable, and every read of it would
        // pay a dynamic exclusivity check.
        stream = EventStream(handlers: handlers)
    }

    deinit {
        // Release every handler now, even where a token is still held: operator state held by a handler may
        // hold that token in turn, and must not outlive the source.
        handlers.close()
    }

    /// Sends `element` to every observer, in subscription order, before returning.
    @inlinable
    public func send(_ element: Element) {
        handlers.forEachEntry(as: SourceHandler<Element>.self) { $0.call(element) }
    }

    /// Whether anyone observes the source.
    public var hasObservers: Bool { !handlers.isEmpty }
}

extension EventSource where Element == Void {
    /// Sends the one `Void` event.
    public func send() {
        send(())
    }
}
