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
    // `@exclusivity(unchecked)`: the hot path reads these on every delivery, and Swift's dynamic exclusivity
    // check costs more than the delivery itself (measured in `Benchmarks/`). No access to them overlaps another:
    // none is passed `inout` across user code, and mutations happen on copies or with no user code running.
    // Usable from inlinable code: `send` is inlinable, so that clients get it specialised for their `Element`.
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<SourceRegistration<Element>> = []

    /// Creates a source with no observers.
    public init() {}

    deinit {
        // Release every handler now, even where a token still holds its registration: operator state held
        // by a handler may hold that token in turn, and must not outlive the source.
        for registration in registrations { registration.handler = nil }
    }

    /// The stream of the events this source sends. Observing it holds the source only weakly.
    public private(set) lazy var stream = EventStream<Element> { [weak self] handler in
        guard let self else { return .inert }
        let registration = SourceRegistration(source: self, handler: handler)
        registrations.append(registration)
        return ObservationToken(registration)
    }

    /// Sends `element` to every observer, in subscription order, before returning.
    @inlinable
    public func send(_ element: Element) {
        let snapshot = registrations
        for registration in snapshot {
            // `handler` is nil once cancelled, also by a handler earlier in this loop.
            registration.handler?(element)
        }
    }

    /// Whether anyone observes the source.
    public var hasObservers: Bool { !registrations.isEmpty }

    fileprivate func remove(_ registration: SourceRegistration<Element>) {
        registrations.removeIdentical(to: registration)
    }
}

extension EventSource where Element == Void {
    /// Sends the one `Void` event.
    public func send() {
        send(())
    }
}

/// One observer of an ``EventSource``.
@usableFromInline
final class SourceRegistration<Element>: Cancellable {
    private weak var source: EventSource<Element>?
    /// `nil` once cancelled.
    @usableFromInline @exclusivity(unchecked) var handler: ((Element) -> Void)?

    init(source: EventSource<Element>, handler: @escaping (Element) -> Void) {
        self.source = source
        self.handler = handler
    }

    func cancel() {
        guard handler != nil else { return }
        handler = nil
        source?.remove(self)
    }
}
