/// The per-event registry behind every observable control: who observes which ``ControlEvent``, in what order.
///
/// A control owns one `ControlObserver` and sends each single event through it; you rarely use it directly,
/// because ``ObservableControl`` wraps it in `addObserver(for:handler:)`, `removeObservers(for:)` and friends.
///
/// ```swift
/// let registry = ControlObserver<Float>()
/// registry.add(Observer { print("value \($0)") }, for: [.valueChanged, .touchUpInside])
/// registry.send(.valueChanged, 0.5)    // prints "value 0.5"
/// registry.remove(for: .valueChanged)  // the observer keeps .touchUpInside
/// ```
///
/// - Order: the observers of one event are called in the order they were added.
/// - Re-entrancy: a handler may add, remove, cancel or send. An observer added during a dispatch does not get
///   the event in flight; one removed during it is not called afterwards; a send from inside a handler is
///   delivered completely before the outer dispatch resumes.
public final class ControlObserver<Observation> {
    // `@exclusivity(unchecked)`: the hot path reads these on every delivery, and Swift's dynamic exclusivity
    // check costs more than the delivery itself (measured in `Benchmarks/`). No access to them overlaps another:
    // none is passed `inout` across user code, and mutations happen on copies or with no user code running.
    // Usable from inlinable code: `send` is inlinable, so that each control gets it specialised.
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<ControlRegistration<Observation>> = []
    /// The union of the events that have at least one observer.
    @exclusivity(unchecked) public private(set) var observedEvents: ControlEvent = []
    /// How many sends are in progress (more than one when a handler sends): while any is, observers that are
    /// removed wait in ``deferredReleases``, so that a send can call every observer without retaining it.
    @usableFromInline @exclusivity(unchecked) var sendDepth = 0
    @usableFromInline @exclusivity(unchecked) var deferredReleases: [Unmanaged<Observer<Observation>>] = []
    private let activate: ((ControlEvent) -> Void)?
    private let deactivate: ((ControlEvent) -> Void)?
    /// The control's current two-way binding (see ``BindableControl``), replaced on rebinding.
    var binding: ObservationToken?

    /// Creates an empty registry.
    ///
    /// - Parameters:
    ///   - activate: called with the events that gain their first observer, so a backend can start listening
    ///     to its platform for them (the UIKit backend registers one `UIAction` per event).
    ///   - deactivate: called with the events that lose their last observer, so a backend can stop listening
    ///     (the UIKit backend removes that event's `UIAction`). Not called when the registry itself goes.
    public init(
        activatingEventsWith activate: ((ControlEvent) -> Void)? = nil,
        deactivatingEventsWith deactivate: ((ControlEvent) -> Void)? = nil
    ) {
        self.activate = activate
        self.deactivate = deactivate
    }

    deinit {
        // The control is gone: end its binding, which also removes its handler from the bound value, and
        // release every observer, even where a token still holds its registration (a stream operator's
        // state can hold that token in turn, and must not outlive the control).
        binding?.cancel()
        for registration in registrations { registration.clearObserver() }
        releaseDeferred()
    }

    /// Registers `observer` for every event in `events`; the token removes this registration.
    ///
    /// - Parameters:
    ///   - observer: the observer to call; registering the same observer twice calls it twice.
    ///   - events: the events it observes; an empty set registers nothing and returns ``ObservationToken/inert``.
    ///   - label: a description that ``actions(for:)`` reports.
    @discardableResult
    public func add(
        _ observer: Observer<Observation>, for events: ControlEvent, label: String? = nil
    ) -> ObservationToken {
        guard !events.isEmpty else { return .inert }
        let registration = ControlRegistration(owner: self, observer: observer, events: events, label: label)
        registrations.append(registration)
        let newEvents = events.subtracting(observedEvents)
        observedEvents.formUnion(events)
        if !newEvents.isEmpty { activate?(newEvents) }
        return ObservationToken(registration)
    }

    /// Whether any observer is registered for `event` (any of the events, for a set).
    @inlinable
    public func hasObservers(for event: ControlEvent) -> Bool {
        !observedEvents.isDisjoint(with: event)
    }

    /// Calls the observers of `event` (a single event) with the observation, in registration order.
    ///
    /// `observation` is evaluated only when someone observes `event`.
    @inlinable
    public func send(_ event: ControlEvent, _ observation: @autoclosure () -> Observation) {
        guard hasObservers(for: event) else { return }
        let value = observation()
        sendDepth += 1
        defer {
            sendDepth -= 1
            if sendDepth == 0, !deferredReleases.isEmpty { releaseDeferred() }
        }
        // The snapshot keeps the registrations alive, and no observer is released while a send is in progress,
        // so each is called at +0 (no retain). `observerRef` is nil once removed or cancelled, and `events`
        // shrinks on removal: both are read live.
        let snapshot = registrations
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { registration in
                    guard registration.events.contains(event), let observer = registration.observerRef else { return }
                    observer._withUnsafeGuaranteedRef { $0.observe(value) }
                }
            }
        }
    }

    /// Releases the observers removed while sends were in progress.
    @usableFromInline
    func releaseDeferred() {
        let released = deferredReleases
        deferredReleases = []
        for observer in released { observer.release() }
    }

    /// Removes `events` from every registration; an observer keeps its other events and is dropped when none
    /// are left. `remove(for: .allEvents)` removes everything. Removing what was never added is a no-op.
    public func remove(for events: ControlEvent) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.events.subtract(events)
            if registration.events.isEmpty { registration.clearObserver() }
        }
        compact()
    }

    /// Removes `observer` (by identity) from `events`, keeping its other events.
    public func remove(_ observer: Observer<Observation>, for events: ControlEvent = .allEvents) {
        for registration in registrations where registration.observer === observer {
            registration.events.subtract(events)
            if registration.events.isEmpty { registration.clearObserver() }
        }
        compact()
    }

    /// The observers registered for any of `events`, in registration order, each once.
    public func observers(for events: ControlEvent) -> [Observer<Observation>] {
        var seen = Set<ObjectIdentifier>()
        return registrations.compactMap { registration in
            guard !registration.events.isDisjoint(with: events), let observer = registration.observer,
                seen.insert(ObjectIdentifier(observer)).inserted
            else { return nil }
            return observer
        }
    }

    /// Every registered observer, in registration order, each once.
    public var observers: [Observer<Observation>] {
        observers(for: .allEvents)
    }

    /// The labels of the registrations for any of `events`, in registration order, or `nil` when there are
    /// none (as `UIControl.actions(forTarget:forControlEvent:)` answers `nil`).
    public func actions(for events: ControlEvent) -> [String]? {
        let labels = registrations.compactMap { registration in
            registration.events.isDisjoint(with: events) ? nil : registration.label
        }
        return labels.isEmpty ? nil : labels
    }

    /// Ends `registration`; called by its token.
    fileprivate func cancel(_ registration: ControlRegistration<Observation>) {
        registration.clearObserver()
        registration.events = []
        compact()
    }

    /// Drops ended registrations and recomputes ``observedEvents``.
    private func compact() {
        // Plain loops: the standard library's generic algorithms allocate per element when unspecialized.
        var remaining: ControlEvent = []
        var index = registrations.startIndex
        while index < registrations.endIndex {
            if registrations[index].observerRef == nil {
                registrations.remove(at: index)
            } else {
                remaining.formUnion(registrations[index].events)
                index += 1
            }
        }
        let lost = observedEvents.subtracting(remaining)
        observedEvents = remaining
        if !lost.isEmpty { deactivate?(lost) }
    }
}

/// One observer's registration for a set of events.
@usableFromInline
final class ControlRegistration<Observation>: Cancellable {
    private weak var owner: ControlObserver<Observation>?
    /// The observer, retained by hand so that a send can call it without retaining it; `nil` once removed or
    /// cancelled.
    @usableFromInline @exclusivity(unchecked) var observerRef: Unmanaged<Observer<Observation>>?
    @usableFromInline @exclusivity(unchecked) var events: ControlEvent
    let label: String

    init(owner: ControlObserver<Observation>, observer: Observer<Observation>, events: ControlEvent, label: String?) {
        self.owner = owner
        observerRef = .passRetained(observer)
        self.events = events
        self.label = label ?? "observer for \(events)"
    }

    deinit {
        observerRef?.release()
    }

    /// The observer, or `nil` once removed or cancelled.
    var observer: Observer<Observation>? {
        observerRef?.takeUnretainedValue()
    }

    /// Drops the observer; while its owner is sending, the release waits until the send ends.
    func clearObserver() {
        guard let observer = observerRef else { return }
        observerRef = nil
        if let owner, owner.sendDepth > 0 {
            owner.deferredReleases.append(observer)
        } else {
            observer.release()
        }
    }

    func cancel() {
        guard observerRef != nil else { return }
        if let owner {
            owner.cancel(self)
        } else {
            clearObserver()
        }
    }
}
