/// A type with a single observer, published as a typed observation: a delegate replacement.
///
/// A conformer declares what it reports, usually an `Action` enum, and stores one optional observer:
///
/// ```swift
/// final class SettingsScreen: ObserverKit.Observable {
///     enum Action { case didClose, didChangeVolume(Double) }
///     var observer: Observer<Action>?
///
///     func closeTapped() { observer?.observe(.didClose) }
/// }
///
/// settings.observer = Observer { [weak self] action in
///     if case .didClose = action { self?.dismissSettings() }
/// }
/// ```
///
/// A main-actor type, such as a view controller, conforms with an isolated conformance:
/// `final class SettingsViewController: UIViewController, @MainActor ObserverKit.Observable`.
///
/// Swift's Observation module also declares a protocol named `Observable`; where both modules are imported,
/// write `ObserverKit.Observable`. Use ``MultiObservable`` when more than one party observes.
public protocol Observable: AnyObject {
    /// What the conformer reports to its observer, usually an `Action` enum.
    associatedtype Observation

    /// The one observer, or `nil`. Setting a new observer replaces the old one.
    var observer: Observer<Observation>? { get set }
}
