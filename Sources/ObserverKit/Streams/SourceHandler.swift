/// An observer's handler in an ``EventSource``'s ``HandlerList``, immutable so that a send calls it at +0.
@usableFromInline
final class SourceHandler<Element>: HandlerEntry {
    @usableFromInline let call: (Element) -> Void

    @usableFromInline
    init(id: UInt64, _ call: @escaping (Element) -> Void) {
        self.call = call
        super.init(id: id)
    }
}

extension HandlerList {
    /// Registers `handler` with this source's list and returns the token that ends this registration
    /// (``ObservationToken/inert`` once the source is gone). Inlinable, so that it runs specialised for
    /// `Element` in the client: the handler box is the subscription's only allocation.
    @inlinable
    func subscribe<Element>(_ handler: @escaping (Element) -> Void) -> ObservationToken {
        guard isOpen else { return .inert }
        return append(SourceHandler(id: reserveID(), handler)) ?? .inert
    }
}
