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
    // Usable from inlinable code: `send` and `subscribe` are inlinable, so that clients get them specialised
    // for their `Element`. The arrays' element types are not generic, so that a cancel (which runs in this
    // module, unspecialised) needs no generic metadata lookup.
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<SourceRegistration> = []
    /// The registrations' handlers (each a `SourceHandler<Element>`), in the same order: what `send` calls,
    /// each held immutably so that the call needs no retain of the handler (a snapshot of this array keeps them
    /// alive through a send).
    @usableFromInline @exclusivity(unchecked) var handlers: ContiguousArray<SourceHandlerBase> = []
    @usableFromInline @exclusivity(unchecked) var ownStream: EventStream<Element>?

    /// Creates a source with no observers.
    public init() {}

    deinit {
        // First cut every reference back to this source (they are cleared here rather than weak, which would
        // cost every source a side table and every subscribe a weak load); then release every handler now,
        // even where a token still holds its registration: operator state held by a handler may hold that
        // token in turn, and must not outlive the source.
        ownStream?.source = nil
        for registration in registrations { registration.source = nil }
        for handler in handlers { handler.isActive = false }
        for registration in registrations { registration.handler = nil }
    }

    /// The stream of the events this source sends. Observing it holds the source only weakly: the stream
    /// refers to the source until the source goes, and then sends nothing.
    public var stream: EventStream<Element> {
        if let ownStream { return ownStream }
        let stream = EventStream(source: self)
        ownStream = stream
        return stream
    }

    /// Registers `handler`; what the source's own stream does when observed.
    @inlinable
    func subscribe(_ handler: @escaping (Element) -> Void) -> ObservationToken {
        let box = SourceHandler(handler)
        let registration = SourceRegistration(source: self, handler: box)
        registrations.append(registration)
        handlers.append(box)
        return registration.token
    }

    /// Sends `element` to every observer, in subscription order, before returning.
    @inlinable
    public func send(_ element: Element) {
        // The snapshot keeps every handler alive until the send ends, so each is called at +0 (no retain):
        // one cancelled by a handler earlier in this loop is inactive, and released only afterwards.
        let snapshot = handlers
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { base in
                    // Every handler of this source is a `SourceHandler<Element>` (see `subscribe`).
                    let handler = unsafeDowncast(base, to: SourceHandler<Element>.self)
                    if handler.isActive { handler.call(element) }
                }
            }
        }
    }

    /// Whether anyone observes the source.
    public var hasObservers: Bool { !registrations.isEmpty }
}

extension EventSource where Element == Void {
    /// Sends the one `Void` event.
    public func send() {
        send(())
    }
}

extension EventSource: SourceRemoval {
    @usableFromInline
    func remove(_ registration: SourceRegistration, _ handler: SourceHandlerBase) {
        registrations.removeIdentical(to: registration)
        handlers.removeIdentical(to: handler)
    }
}

/// What a ``SourceRegistration`` calls to leave its source, whatever the source's `Element`.
@usableFromInline
protocol SourceRemoval: AnyObject {
    func remove(_ registration: SourceRegistration, _ handler: SourceHandlerBase)
}

/// One observer of an ``EventSource``: what its token cancels. Not generic, so that cancelling runs without
/// generic metadata lookups.
@usableFromInline
final class SourceRegistration: Cancellable {
    /// The source, until it goes: its `deinit` clears this before releasing anything, and sources are used
    /// from one thread at a time, so this never refers to a freed source.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var source: (any SourceRemoval)?
    /// `nil` once cancelled, which releases the handler (after the send in progress, if any).
    @usableFromInline @exclusivity(unchecked) var handler: SourceHandlerBase?

    @usableFromInline
    init(source: any SourceRemoval, handler: SourceHandlerBase) {
        self.source = source
        self.handler = handler
    }

    /// The token that cancels this registration.
    @usableFromInline
    var token: ObservationToken { ObservationToken(self) }

    func cancel() {
        guard let handler else { return }
        handler.isActive = false
        self.handler = nil
        source?.remove(self, handler)
    }
}

/// What a send checks before calling a handler; the handler itself is a ``SourceHandler``.
@usableFromInline
class SourceHandlerBase {
    /// False once cancelled, or once the source is gone.
    @usableFromInline @exclusivity(unchecked) final var isActive = true

    @usableFromInline
    init() {}
}

/// An observer's handler, immutable so that a send calls it at +0.
@usableFromInline
final class SourceHandler<Element>: SourceHandlerBase {
    @usableFromInline let call: (Element) -> Void

    @usableFromInline
    init(_ call: @escaping (Element) -> Void) {
        self.call = call
    }
}
