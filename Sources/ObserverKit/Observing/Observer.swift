/// A handler for the observations of one observed object: what ObserverKit uses instead of a delegate.
///
/// An `Observer` wraps a closure. The observed object calls ``observe(_:)`` for each observation;
/// the closure usually switches over an `Action` enum and handles only the cases it cares about:
///
/// ```swift
/// let observer = Observer<PlayerViewController.Action> { action in
///     switch action {
///     case .didTapPlay: print("play")
///     case .didSeek(let position): print("seek to \(position)")
///     default: break
///     }
/// }
/// player.observer = observer
/// ```
///
/// An observer is identified by object identity: ``MultiObservable/remove(observer:)`` removes exactly the
/// instances that are `===` to the one passed.
public final class Observer<Observation> {
    @usableFromInline
    let handler: (Observation) -> Void

    /// Its registrations by ``MultiObservable/add(observer:)``, which its tokens use to find their own.
    var registrations = MultiObservableRegistrations()

    /// Creates an observer that calls `handler` with every observation.
    ///
    /// Capture the observing object `[weak self]` (or `unowned`) when the observed object is owned by it:
    /// the observed object holds its observers strongly.
    public init(handler: @escaping (Observation) -> Void) {
        self.handler = handler
    }

    /// Delivers one observation to the handler.
    @inlinable
    public func observe(_ observation: Observation) {
        handler(observation)
    }
}
