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
/// Observers are called in the order they were added. An observer may be added more than once: it is then
/// called once for each registration, and the token of each ``add(observer:)`` removes its own registration.
/// During ``notifyObservers(of:)`` an observer added by a handler does not get the observation in flight, and one
/// removed by a handler is not called afterwards. That check is by observer, not by registration (the array a
/// conformer stores does not say which occurrence is which): an observer still in ``observers`` when one of its
/// turns comes is called there. So a registration a handler removed is still called when its observer has
/// another one, and an observer a handler removed and added again is called at its turns from before, not at
/// the one added.
public protocol MultiObservable: AnyObject {
    /// What the conformer reports, usually an `Action` enum.
    associatedtype Observation

    /// The observers, in the order they are notified. Conformers declare `var observers: [Observer<Action>] = []`.
    ///
    /// Change it through ``add(observer:)``, ``addObserver(for:)``, ``remove(observer:)`` and
    /// ``removeObservers()``: a token of ``add(observer:)`` that finds the array edited otherwise may remove
    /// nothing (never another observer).
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

    /// Adds `observer` and returns a token that ends this registration and no other.
    ///
    /// Adding the same observer twice registers it twice, and each token removes its own registration, keeping
    /// the order of the rest:
    ///
    /// ```swift
    /// let first = downloads.add(observer: logger)
    /// downloads.add(observer: progress)
    /// let second = downloads.add(observer: logger)
    /// second.cancel()  // notified: logger, progress
    /// first.cancel()   // notified: progress
    /// ```
    ///
    /// A token whose registration is already gone, by ``remove(observer:)``, ``removeObservers()`` or an
    /// earlier cancel, does nothing, even when the observer was added again since. Adding costs O(n) in the
    /// number of observers, as cancelling and ``remove(observer:)`` do.
    ///
    /// If the conformer edits `observers` itself, a token still never removes another observer: while the
    /// observer occurs as many times as it has registrations, a token removes the occurrence at its place in
    /// add order; otherwise it removes nothing. The next `add(observer:)` of that observer starts afresh from
    /// the array as it is: the tokens issued before it end nothing, the new token ends the new registration.
    @discardableResult
    public func add(observer: Observer<Observation>) -> ObservationToken {
        let registration = MultiObservableRegistration(owner: self, observer: observer)
        observers.append(observer)
        return ObservationToken(registration)
    }

    /// Removes every registration of `observer` (by identity); their tokens then do nothing. Removing one that
    /// was never added is a no-op.
    @inlinable
    public func remove(observer: Observer<Observation>) {
        observer.unregisterAll(with: self)
        guard observers.contains(where: { $0 === observer }) else { return }
        observers.removeAll { $0 === observer }
    }

    /// Removes all observers; the tokens of their registrations then do nothing.
    @inlinable
    public func removeObservers() {
        for observer in observers { observer.unregisterAll(with: self) }
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
