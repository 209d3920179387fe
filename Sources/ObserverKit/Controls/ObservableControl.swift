/// A control whose events are observed with closures instead of target/selector pairs.
///
/// Each control has a typed observation: a button's is `Void`, a slider's an `Action` enum
/// (`.isTrackingTouch(Bool)`, `.valueChanged(Float)`), a switch's its `Bool`. Observe per event:
///
/// ```swift
/// button.addObserver(for: .primaryActionTriggered) { print("used") }   // a tap, a key, a remote, VoiceOver
///
/// slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) { action in
///     switch action {
///     case .isTrackingTouch(let tracking): print(tracking ? "grabbed" : "released")
///     case .valueChanged(let value): print("value \(value)")
///     }
/// }
/// ```
///
/// A conformer stores a ``ControlObserver`` and says which observation each event carries; everything else
/// comes from the default implementations. A control holds its observers; nothing holds the control, so an
/// observer that refers to its owner captures it `[weak self]` (or `unowned`).
@MainActor
public protocol ObservableControl: AnyObject {
    /// What the control's observers receive.
    associatedtype Observation

    /// The control's observers, per event.
    var controlObserver: ControlObserver<Observation> { get }

    /// The observation that `event` (a single event) carries, computed when it is sent.
    func observation(for event: ControlEvent) -> Observation

    /// Sends each single event of `events`, in ascending order, to its observers. Sends exactly what it is
    /// asked, whatever the control's state.
    func sendActions(for events: ControlEvent)

    /// The scheduler of the control's timed gestures (press-and-hold, the stepper's auto-repeat).
    var scheduler: any Scheduler { get }
}

extension ObservableControl {
    /// Sends each single event of `events`, in ascending bit order, to the observers of that event.
    ///
    /// Disfavoured, so that a backend's own dispatch, in a constrained extension (UIKit's, through its
    /// `UIAction`s and the app's target/action), is what a call on a control of that backend's type runs.
    @inlinable
    @_disfavoredOverload
    public func sendActions(for events: ControlEvent) {
        let observer = controlObserver
        for event in events {
            observer.send(event, observation(for: event))
        }
    }

    /// The main scheduler, unless the control sets its own.
    public var scheduler: any Scheduler { MainScheduler() }

    /// Calls `handler` with the control's observation for every event in `events`.
    ///
    /// The token removes this registration; dropping it does not. ``actions(for:)`` lists the registration by
    /// its call site.
    @discardableResult
    public func addObserver(
        for events: ControlEvent,
        file: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping (Observation) -> Void
    ) -> ObservationToken {
        controlObserver.add(Observer(handler: handler), for: events, labelled: .observer(file: file, line: line))
    }

    /// Registers an existing `observer` for `events`.
    @discardableResult
    public func add(_ observer: Observer<Observation>, for events: ControlEvent) -> ObservationToken {
        controlObserver.add(observer, for: events)
    }

    /// A closure action for `events` that ignores the observation: what protocol default implementations use
    /// instead of `@objc` target/action.
    ///
    /// ```swift
    /// extension ScrollRefreshable {
    ///     func addRefreshControl() {
    ///         let refresh = ObservableRefreshControl()
    ///         refresh.addAction(for: .valueChanged) { [weak self] in self?.refreshTriggered() }
    ///         scrollView.refreshControl = refresh
    ///     }
    /// }
    /// ```
    @discardableResult
    public func addAction(
        for events: ControlEvent,
        file: StaticString = #fileID,
        line: UInt = #line,
        action: @escaping () -> Void
    ) -> ObservationToken {
        controlObserver.add(Observer { _ in action() }, for: events, labelled: .action(file: file, line: line))
    }

    /// Removes `events` from every observer; an observer registered for other events keeps them.
    /// `removeObservers(for: .allEvents)` removes all. Removing what was never added is a no-op.
    public func removeObservers(for events: ControlEvent) {
        controlObserver.remove(for: events)
    }

    /// Removes `observer` from `events` (all events by default), keeping its other events.
    public func remove(_ observer: Observer<Observation>, for events: ControlEvent = .allEvents) {
        controlObserver.remove(observer, for: events)
    }

    /// The observers of any of `events`, in registration order.
    public func observers(for events: ControlEvent) -> [Observer<Observation>] {
        controlObserver.observers(for: events)
    }

    /// Every observer of the control, in registration order.
    public var observers: [Observer<Observation>] {
        controlObserver.observers
    }

    /// A description of each registration for any of `events`, in registration order, or `nil` when there are
    /// none: where a handler was added (`Module/File.swift:42`, the call site's `#fileID` and line, from
    /// ``addObserver(for:file:line:handler:)``), an action (`action at Module/File.swift:42`, from
    /// ``addAction(for:file:line:action:)``), a stream (`stream of [touchDown, touchUpInside]`, from
    /// ``events(for:)``), an existing observer (`observer for [valueChanged]`, from ``add(_:for:)``), or the label
    /// given to the control observer's `add(_:for:label:)`. The events named are those it was registered for, even
    /// after some were removed.
    public func actions(for events: ControlEvent) -> [String]? {
        controlObserver.actions(for: events)
    }
}
