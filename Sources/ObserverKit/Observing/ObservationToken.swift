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
        /// A registration object of its own.
        case registration(any Cancellable)
        /// Registration `id` of a ``HandlerList`` (an event source's, a value's or a control's): they need no
        /// registration object per subscription.
        case entry(HandlerList, id: UInt64)
        /// Nothing.
        case inert
    }

    @usableFromInline let storage: Storage

    /// Wraps an internal registration.
    init(_ registration: any Cancellable) {
        storage = .registration(registration)
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
        case .entry(let list, let id): list.cancel(id)
        case .inert: break
        }
    }

    /// Tokens are equal when they end the same registration.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.registration(let lhs), .registration(let rhs)): lhs === rhs
        case (.entry(let lhsList, let lhsID), .entry(let rhsList, let rhsID)): lhsList === rhsList && lhsID == rhsID
        case (.inert, .inert): true
        default: false
        }
    }

    /// Hashes the identity of the registration.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .registration(let registration): hasher.combine(ObjectIdentifier(registration))
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
    /// handler (a stream operator's state). Stream operators hold such registrations upstream of them weakly,
    /// so that a chain is owned by its source alone and never by a cycle (see ``UpstreamLink``).
    var isAnchored: Bool { get }
}

extension Cancellable {
    var isAnchored: Bool { true }
}

/// How a stream operator's state refers to the subscription upstream of it: weakly when that subscription is
/// anchored (the upstream handler holds the operator's state, so a strong link back would be a cycle that
/// outlives the source), strongly when only tokens keep it (a custom stream's `ObservationToken(cancel:)`).
/// A registration of a ``HandlerList`` (a source's, a value's or a control's) is held as its token: that refers
/// to the owner's list, not to the handler, and the owner empties its list as it goes, so it makes no cycle
/// that outlives the owner.
struct UpstreamLink {
    private weak var anchored: (any Cancellable)?
    private let owned: ObservationToken

    init(_ token: ObservationToken) {
        if case .registration(let registration) = token.storage, registration.isAnchored {
            anchored = registration
            owned = .inert
        } else {
            owned = token
        }
    }

    func cancel() {
        anchored?.cancel()
        owned.cancel()
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
