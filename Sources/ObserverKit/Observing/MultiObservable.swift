/// A type with any number of observers of one typed observation: a multicast delegate replacement.
///
/// A conformer stores the observers and gets adding, removing and notifying for free:
///
/// ```swift
/// final class Downloads: MultiObservable {
///     enum Action { case didStart(String), didFinish(String) }
///     var observers: [Observer<Action>] = []
///
///     func start(_ name: String) { notifyObservers(of: .didStart(name)) }
/// }
///
/// downloads.addObserver { action in
///     if case .didFinish(let name) = action { print("done: \(name)") }
/// }
/// ```
///
/// A main-actor type conforms with an isolated conformance (`final class Library: @MainActor MultiObservable`).
///
/// Observers are called in the order they were added. During ``notifyObservers(of:)`` an observer added
/// by a handler does not get the observation in flight, and one removed by a handler is not called afterwards.
public protocol MultiObservable: AnyObject {
    /// What the conformer reports, usually an `Action` enum.
    associatedtype Observation

    /// The observers, in the order they are notified. Conformers declare `var observers: [Observer<Action>] = []`.
    var observers: [Observer<Observation>] { get set }
}

extension MultiObservable {
    /// Adds an observer that calls `handler` and returns it, so it can be passed to ``remove(observer:)``.
    @inlinable
    @discardableResult
    public func addObserver(for handler: @escaping (Observation) -> Void) -> Observer<Observation> {
        let observer = Observer(handler: handler)
        observers.append(observer)
        return observer
    }

    /// Adds `observer` and returns a token that removes this one registration.
    ///
    /// Adding the same observer twice registers it twice; each token removes one registration.
    @discardableResult
    public func add(observer: Observer<Observation>) -> ObservationToken {
        observers.append(observer)
        return ObservationToken(MultiObservableRegistration(owner: self, observer: observer))
    }

    /// Removes every registration of `observer` (by identity). Removing one that was never added is a no-op.
    @inlinable
    public func remove(observer: Observer<Observation>) {
        guard observers.contains(where: { $0 === observer }) else { return }
        observers.removeAll { $0 === observer }
    }

    /// Removes all observers.
    @inlinable
    public func removeObservers() {
        observers.removeAll()
    }

    /// Calls every observer with `observation`, in the order they were added.
    ///
    /// Re-entrant calls are allowed: a handler may add or remove observers or notify again; a nested
    /// notification is delivered completely before this one resumes.
    @inlinable
    public func notifyObservers(of observation: Observation) {
        // The conformer stores `observers`, so this shares only the calling loop of ObserverKit's dispatch
        // core (see `HandlerList.forEachRegistered`): a snapshot called at +0, skipping observers that an
        // earlier handler removed. Removal stays the conformer's array operation, O(n).
        HandlerList.forEachRegistered(of: observers, current: { observers }) { $0.observe(observation) }
    }
}

/// The registration behind the token of ``MultiObservable/add(observer:)``.
private final class MultiObservableRegistration<Owner: MultiObservable>: Cancellable {
    private weak var owner: Owner?
    /// Weak: the owner's array holds the observer, so a token kept after the owner went (or after the observer
    /// was removed another way) keeps nothing alive.
    private weak var observer: Observer<Owner.Observation>?
    /// The owner holds the observer, not this registration: only its tokens keep it.
    var isAnchored: Bool { false }

    init(owner: Owner, observer: Observer<Owner.Observation>) {
        self.owner = owner
        self.observer = observer
    }

    func cancel() {
        guard let observer else { return }
        self.observer = nil
        guard let owner, let index = owner.observers.firstIndex(where: { $0 === observer }) else { return }
        owner.observers.remove(at: index)
    }
}
