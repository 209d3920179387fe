/// The observers that stand in for a delegate: what `observed` is on a scroll view, table view, collection
/// view or search bar, on every backend. Each observer gets every action, in the order observers were added,
/// and switches over the cases it cares about.
///
/// ```swift
/// let searchBar = SearchBar()   // any backend's
/// let token = searchBar.observed.addObserver { action in
///     if case .textDidChange(let text) = action { print("filter by \(text)") }
/// }
/// searchBar.observed.events
///     .filter { $0 == .searchButtonClicked }
///     .observe { _ in print("search") }
/// // The user types "tea", then the search key: prints "filter by tea", then "search".
/// token.cancel()
/// ```
///
/// A backend makes one per view and sends the view's actions through it (its initializer and `send(_:)` are the
/// backends' seam, `@_spi(Backend)`, as the sending of `Gestures` is); apps add observers.
///
/// - Many observers: every one of them gets every action (no "latest subscriber wins"), whether added with
///   ``addObserver(_:)`` or through ``events``.
/// - Order and re-entrancy are those of every ObserverKit dispatch (its `HandlerList`): an observer added
///   during a send does not get the action in flight; one cancelled during it is not called afterwards; a send
///   from inside a handler is delivered completely, depth first, before the outer one resumes.
/// - Lifetime: it holds its observers; its tokens and ``events`` hold it weakly. When it goes, its observers
///   go with it, and a token kept longer cancels nothing.
/// - A backend learns when the first observer comes and the last one goes (`activate` and `deactivate`), so
///   that the UIKit backend stands between a view and the app's delegate only while someone observes.
/// - Threads: used on one thread (the main actor, for a view's); a token cancelled elsewhere is forwarded to
///   the main queue when the observer was made on the main thread.
public final class DelegateObserver<Action> {
    /// The registrations, in the order they were added.
    @usableFromInline let registrations = HandlerList(followsTheMainActor: true)
    /// How many registrations are live: 0 → 1 activates, 1 → 0 deactivates.
    private var count = 0
    private let activate: (() -> Void)?
    private let deactivate: (() -> Void)?

    /// Creates a delegate observer with no observers: what a backend makes for each view, the backends' seam
    /// (`@_spi(Backend)`), as ``send(_:)`` is; apps observe the one a view has.
    ///
    /// - Parameters:
    ///   - activate: called when the first observer is added (again after the last one went), so a backend can
    ///     start listening to its platform (the UIKit backend puts its forwarding delegate in place).
    ///   - deactivate: called when the last observer goes, so a backend can stop listening (the UIKit backend
    ///     gives the view the app's delegate back). Not called when the delegate observer itself goes.
    @_spi(Backend)
    public init(activatingWith activate: (() -> Void)? = nil, deactivatingWith deactivate: (() -> Void)? = nil) {
        self.activate = activate
        self.deactivate = deactivate
    }

    deinit {
        registrations.close()
    }

    /// Calls `handler` with every action from now on; the returned token removes it (dropping the token does
    /// not: the observer lives as long as the view).
    @discardableResult
    public func addObserver(_ handler: @escaping (Action) -> Void) -> ObservationToken {
        let registration = DelegateRegistration(id: registrations.reserveID(), owner: self, call: handler)
        guard let token = registrations.append(registration) else { return .inert }
        count += 1
        if count == 1 { activate?() }
        return token
    }

    /// The actions as a stream, for the operators: each `observe` on it is one more observer (and counts as
    /// one for `activate` and `deactivate`). Observing it once the delegate observer is gone registers nothing.
    public var events: EventStream<Action> {
        EventStream { [weak self] send in self?.addObserver(send) ?? .inert }
    }

    /// Whether anyone observes: a backend reports nothing, and computes nothing to report, when no one does.
    @inlinable public var hasObservers: Bool { !registrations.isEmpty }

    /// Calls every observer with the action, in the order they were added. `action` is evaluated only when
    /// someone observes.
    @_spi(Backend) @inlinable
    public func send(_ action: @autoclosure () -> Action) {
        guard !registrations.isEmpty else { return }
        let value = action()
        registrations.forEachEntry(as: DelegateRegistration<Action>.self) { $0.call(value) }
    }

    /// Removes every observer (their tokens then cancel nothing).
    public func removeObservers() {
        for registration in registrations.liveEntries(as: DelegateRegistration<Action>.self) {
            registrations.cancel(registration.id)
        }
    }

    /// A registration ended through its token or ``removeObservers()``.
    func registrationEnded() {
        count -= 1
        if count == 0 { deactivate?() }
    }
}

/// One observer of a ``DelegateObserver``, in its ``HandlerList``.
@usableFromInline
final class DelegateRegistration<Action>: HandlerEntry {
    private weak var owner: DelegateObserver<Action>?
    /// The handler, immutable so that a send calls it at +0.
    @usableFromInline let call: (Action) -> Void

    init(id: UInt64, owner: DelegateObserver<Action>, call: @escaping (Action) -> Void) {
        self.owner = owner
        self.call = call
        super.init(id: id)
    }

    override func ended() {
        owner?.registrationEnded()
    }
}
