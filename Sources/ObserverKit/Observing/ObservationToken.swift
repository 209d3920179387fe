/// What every ObserverKit `add…`, `observe` and `bind` returns: the handle that ends exactly that registration.
///
/// ```swift
/// let token = button.addObserver(for: .touchUpInside) { print("tapped") }
/// token.cancel()   // that observer is gone; other observers stay
/// token.cancel()   // a second cancel does nothing
/// ```
///
/// Dropping a token does **not** cancel: an observation lives as long as the observed object, or until
/// ``cancel()``. Keep a token only when you need to stop observing early. Keeping one does not keep the
/// observation alive either: when the observed object goes, so does the observation, with whatever a stream
/// operator had pending (a debounced event, a press-and-hold repeat).
///
/// ```swift
/// var queries: EventSource<String>? = EventSource()
/// let search = queries!.stream.debounce(for: .seconds(1), scheduler: MainScheduler()).observe { print($0) }
/// queries!.send("swift")
/// queries = nil    // the source goes within the second: nothing is ever printed
/// search.cancel()  // does nothing: the observation ended with its source
/// ```
///
/// Tokens compare equal when they end the same registration. Cancelling costs O(log n) among n registrations
/// (plus O(1) amortised), releases the handler at once (or, when it is being called, as soon as that delivery
/// ends), and is a no-op the second time or once the observed object is gone.
///
/// Threads: a value's token may be cancelled on any thread; a control's token cancelled off the main thread
/// takes effect on the main queue shortly after; an event source's token follows its source (one thread at a
/// time). To end many registrations together, ``store(in:)`` them in an ``ObservationBag``.
public struct ObservationToken: Hashable {
    /// What the token ends.
    @usableFromInline
    enum Storage {
        /// A registration object that only its tokens keep (a custom token's closure), held strongly.
        case registration(any Cancellable)
        /// A registration object that something else keeps while it is active (see
        /// ``Cancellable/isAnchored``), held weakly: the token can end it, never keep it.
        case anchored(AnchoredRegistration)
        /// Registration `id` of a ``HandlerList`` (an event source's, a value's or a control's): they need no
        /// registration object per subscription.
        case entry(HandlerList, id: UInt64)
        /// Nothing.
        case inert
    }

    @usableFromInline let storage: Storage

    /// Wraps an internal registration: weakly when something else keeps it (``Cancellable/isAnchored``), so that
    /// a token kept after its source went keeps no operator state (a pending debounce, an inner timer) alive.
    init(_ registration: any Cancellable) {
        storage = registration.isAnchored ? .anchored(AnchoredRegistration(registration)) : .registration(registration)
    }

    /// The token of registration `id` of `list`.
    @usableFromInline
    init(list: HandlerList, id: UInt64) {
        storage = .entry(list, id: id)
    }

    /// A token that runs `cancel` on its first ``cancel()`` and never again.
    ///
    /// Use it to give your own registrations the same shape as ObserverKit's, for example a token that
    /// cancels several others:
    ///
    /// ```swift
    /// let both = ObservationToken { first.cancel(); second.cancel() }
    /// ```
    public init(cancel: @escaping () -> Void) {
        storage = .registration(CancelClosure(cancel))
    }

    /// A token that cancels nothing, for a registration that has already ended.
    public static var inert: ObservationToken { ObservationToken(storage: .inert) }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Ends the registration: its handler is released and never called again, even by a dispatch already
    /// under way. Idempotent; cancelling a registration whose observed object is gone is a no-op.
    @inlinable
    public func cancel() {
        switch storage {
        case .registration(let registration): registration.cancel()
        case .anchored(let reference): reference.registration?.cancel()
        case .entry(let list, let id): list.cancel(id)
        case .inert: break
        }
    }

    /// Tokens are equal when they end the same registration.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.registration(let lhs), .registration(let rhs)): lhs === rhs
        // The same identity and the same object: once both are gone, tokens of the same registration stay
        // equal, and one of a newer registration at the same address is not.
        case (.anchored(let lhs), .anchored(let rhs)):
            lhs.identity == rhs.identity && lhs.registration === rhs.registration
        case (.entry(let lhsList, let lhsID), .entry(let rhsList, let rhsID)): lhsList === rhsList && lhsID == rhsID
        case (.inert, .inert): true
        default: false
        }
    }

    /// Hashes the identity of the registration.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .registration(let registration): hasher.combine(ObjectIdentifier(registration))
        case .anchored(let reference): hasher.combine(reference.identity)
        case .entry(let list, let id):
            hasher.combine(ObjectIdentifier(list))
            hasher.combine(id)
        case .inert: hasher.combine(0 as UInt8)
        }
    }
}

/// A registration that can be ended. Every implementation makes ``cancel()`` idempotent.
@usableFromInline
protocol Cancellable: AnyObject {
    func cancel()

    /// Whether something other than its tokens keeps the registration alive while it is active: its owner
    /// (a control's or value's registration), its scheduler (a scheduled action), or its upstream
    /// handler (a stream operator's state). A token holds such a registration weakly (see
    /// ``AnchoredRegistration``), so that a chain is owned by its source alone, never by its token or a cycle.
    var isAnchored: Bool { get }
}

extension Cancellable {
    var isAnchored: Bool { true }
}

/// A registration that something else keeps, referred to without keeping it: what a token holds for an
/// anchored registration (a stream operator's state, held by its upstream handler; a scheduled action, held by
/// its scheduler's queue). Held strongly, the token of an operator's state would keep it, with its pending
/// work, after its source went; and operators referring to the subscriptions upstream of them would make
/// cycles that outlive the source.
@usableFromInline
struct AnchoredRegistration {
    @usableFromInline weak var registration: (any Cancellable)?
    /// The registration's identity, kept for equality and hashing once it is gone.
    let identity: ObjectIdentifier

    init(_ registration: any Cancellable) {
        self.registration = registration
        identity = ObjectIdentifier(registration)
    }
}

/// The registration behind ``ObservationToken/init(cancel:)``: runs its closure once, then releases it.
private final class CancelClosure: Cancellable {
    private var action: (() -> Void)?
    var isAnchored: Bool { false }

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func cancel() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
