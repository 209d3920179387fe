/// The observers of one ``EventSource``: its handlers in subscription order, shared with the source's stream
/// and with the tokens of its subscriptions.
///
/// Not generic, so that cancelling (which runs in this module, unspecialised) needs no generic metadata lookup;
/// subscribing is inlinable and runs specialised for the element type in the client. A token names its
/// subscription by this core and a number, so a subscription allocates nothing but its handler. Used from one
/// thread at a time, as its source is.
@usableFromInline
final class SourceCore {
    // `@exclusivity(unchecked)`: `EventSource.send` reads `handlers` on every delivery, and Swift's dynamic
    // exclusivity check costs more than the delivery itself (measured in `Benchmarks/`). No access overlaps
    // another: none is passed `inout` across user code, and mutations happen with no user code running.
    /// Each a `SourceHandler<Element>` of the source's `Element`, held immutably so that a send calls it at
    /// +0 (its snapshot of this array keeps them alive).
    @usableFromInline @exclusivity(unchecked) var handlers: ContiguousArray<SourceHandlerBase> = []
    /// The number the next subscription gets; never reused, so a token cancelled twice cannot end another.
    @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0
    /// False once the source is gone: nothing subscribes any more.
    @usableFromInline @exclusivity(unchecked) var isOpen = true

    @usableFromInline
    init() {}

    /// Registers `handler` and returns the token that ends this registration.
    @inlinable
    func subscribe<Element>(_ handler: @escaping (Element) -> Void) -> ObservationToken {
        guard isOpen else { return .inert }
        let id = nextID
        nextID &+= 1
        handlers.append(SourceHandler(id: id, handler))
        return ObservationToken(core: self, subscription: id)
    }

    /// Ends subscription `id`: it is not called again, even by a send in progress, and its handler is released
    /// (after that send). A no-op when it has ended already.
    func cancel(_ id: UInt64) {
        // From the end: observers are most often cancelled soon after they subscribed.
        var index = handlers.endIndex
        while index > handlers.startIndex {
            index -= 1
            if handlers[index].id == id {
                let handler = handlers.remove(at: index)
                handler.isActive = false
                return
            }
        }
    }

    /// Ends every subscription and refuses new ones: the source is gone.
    func close() {
        isOpen = false
        let released = handlers
        handlers = []
        // Released as this returns, when no access to `handlers` is under way: a handler's captures may cancel
        // tokens of this core as they go.
        for handler in released { handler.isActive = false }
    }
}

/// What a send checks before calling a handler; the handler itself is a ``SourceHandler``.
@usableFromInline
class SourceHandlerBase {
    /// Which subscription of its source this is.
    @usableFromInline final let id: UInt64
    /// False once cancelled, or once the source is gone.
    @usableFromInline @exclusivity(unchecked) final var isActive = true

    @usableFromInline
    init(id: UInt64) {
        self.id = id
    }
}

/// An observer's handler, immutable so that a send calls it at +0.
@usableFromInline
final class SourceHandler<Element>: SourceHandlerBase {
    @usableFromInline let call: (Element) -> Void

    @usableFromInline
    init(id: UInt64, _ call: @escaping (Element) -> Void) {
        self.call = call
        super.init(id: id)
    }
}
