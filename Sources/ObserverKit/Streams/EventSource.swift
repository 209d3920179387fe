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
    /// The registrations' handlers, in the same order: what `send` calls, each held immutably so that the call
    /// needs no retain of the handler (a snapshot of this array keeps them alive through a send).
    @usableFromInline @exclusivity(unchecked) var handlers: ContiguousArray<SourceHandler<Element>> = []

    /// Creates a source with no observers.
    public init() {}

    deinit {
        // Release every handler now, even where a token still holds its registration: operator state held
        // by a handler may hold that token in turn, and must not outlive the source.
        for registration in registrations { registration.handler = nil }
        for handler in handlers { handler.isActive = false }
    }

    /// The stream of the events this source sends. Observing it holds the source only weakly.
    public private(set) lazy var stream = EventStream<Element> { [weak self] handler in
        guard let self else { return .inert }
        let registration = SourceRegistration(source: self, handler: SourceHandler(handler))
        registrations.append(registration)
        handlers.append(registration.handler!)
        return ObservationToken(registration)
    }

    /// Sends `element` to every observer, in subscription order, before returning.
    @inlinable
    public func send(_ element: Element) {
        // The snapshot keeps every handler alive until the send ends, so each is called at +0 (no retain):
        // one cancelled by a handler earlier in this loop is inactive, and released only afterwards.
        let snapshot = handlers
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { handler in
                    if handler.isActive { handler.call(element) }
                }
            }
        }
    }

    /// Whether anyone observes the source.
    public var hasObservers: Bool { !registrations.isEmpty }

    fileprivate func remove(_ registration: SourceRegistration<Element>, _ handler: SourceHandler<Element>) {
        registrations.removeIdentical(to: registration)
        handlers.removeIdentical(to: handler)
    }
}

extension EventSource where Element == Void {
    /// Sends the one `Void` event.
    public func send() {
        send(())
    }
}

/// One observer of an ``EventSource``: what its token cancels.
@usableFromInline
final class SourceRegistration<Element>: Cancellable {
    private weak var source: EventSource<Element>?
    /// `nil` once cancelled, which releases the handler (after the send in progress, if any).
    var handler: SourceHandler<Element>?

    init(source: EventSource<Element>, handler: SourceHandler<Element>) {
        self.source = source
        self.handler = handler
    }

    func cancel() {
        guard let handler else { return }
        handler.isActive = false
        self.handler = nil
        source?.remove(self, handler)
    }
}

/// An observer's handler, immutable so that a send calls it at +0.
@usableFromInline
final class SourceHandler<Element> {
    @usableFromInline let call: (Element) -> Void
    /// False once cancelled, or once the source is gone.
    @usableFromInline @exclusivity(unchecked) var isActive = true

    init(_ call: @escaping (Element) -> Void) {
        self.call = call
    }
}
