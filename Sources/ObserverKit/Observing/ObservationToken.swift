/// What every ObserverKit `add…`, `observe` and `bind` returns: the handle that ends exactly that registration.
///
/// ```swift
/// let token = button.addObserver(for: .touchUpInside) { print("tapped") }
/// token.cancel()   // that observer is gone; other observers stay
/// token.cancel()   // a second cancel does nothing
/// ```
///
/// Dropping a token does **not** cancel: an observation lives as long as the observed object, or until
/// ``cancel()``. Keep a token only when you need to stop observing early.
///
/// Tokens compare equal when they end the same registration. A token is not `Sendable`: cancel it in the
/// isolation domain that registered it (for controls, the main actor).
public struct ObservationToken: Hashable {
    let registration: (any Cancellable)?

    /// Wraps an internal registration.
    init(_ registration: any Cancellable) {
        self.registration = registration
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
        self.registration = CancelClosure(cancel)
    }

    /// A token that cancels nothing, for a registration that has already ended.
    public static var inert: ObservationToken { ObservationToken(registration: nil) }

    private init(registration: (any Cancellable)?) {
        self.registration = registration
    }

    /// Ends the registration: its handler is released and never called again, even by a dispatch already
    /// under way. Idempotent; cancelling a registration whose observed object is gone is a no-op.
    public func cancel() {
        registration?.cancel()
    }

    /// Tokens are equal when they end the same registration.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
        lhs.registration === rhs.registration
    }

    /// Hashes the identity of the registration.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(registration.map(ObjectIdentifier.init))
    }
}

/// A registration that can be ended. Every implementation makes ``cancel()`` idempotent.
protocol Cancellable: AnyObject {
    func cancel()

    /// Whether something other than its tokens keeps the registration alive while it is active: its source
    /// (a source's, control's or value's registration), its scheduler (a scheduled action), or its upstream
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
struct UpstreamLink {
    private weak var anchored: (any Cancellable)?
    private let owned: (any Cancellable)?

    init(_ token: ObservationToken) {
        if let registration = token.registration, registration.isAnchored {
            anchored = registration
            owned = nil
        } else {
            owned = token.registration
        }
    }

    func cancel() {
        anchored?.cancel()
        owned?.cancel()
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
