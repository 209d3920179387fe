/// The observers of one observable control, per event: who observes which ``ControlEvent``, in what order.
///
/// A control owns one `ControlObserver` and sends each single event through it; you rarely use it directly,
/// because ``ObservableControl`` wraps it in `addObserver(for:handler:)`, `removeObservers(for:)` and friends.
///
/// ```swift
/// let observers = ControlObserver<Float>()
/// observers.add(Observer { print("value \($0)") }, for: [.valueChanged, .touchUpInside])
/// observers.send(.valueChanged, 0.5)    // prints "value 0.5"
/// observers.remove(for: .valueChanged)  // the observer keeps .touchUpInside
/// ```
///
/// - Order: the observers of one event are called in the order they were added.
/// - Re-entrancy: a handler may add, remove, cancel or send. An observer added during a dispatch does not get
///   the event in flight; one removed during it is not called afterwards; a send from inside a handler is
///   delivered completely before the outer dispatch resumes.
/// - Origin: while it delivers an event, ``currentEventOrigin`` says where the event came from: the origin of the
///   input the control is handling (``withEventOrigin(_:_:)``), or ``EventOrigin/program`` for a send from
///   code, which includes every send made from inside a handler. It is restored when a nested send ends and is
///   `nil` while this `ControlObserver` delivers nothing.
public final class ControlObserver<Observation> {
    /// The registrations (``ControlRegistration``s), in the order they were added.
    @usableFromInline let registrations = HandlerList(followsTheMainActor: true)
    /// How many registrations observe each event, and the union of those observed; its own object, which the
    /// registrations hold strongly (see ``ObservedEventCounts``).
    @usableFromInline let counts: ObservedEventCounts
    /// The union of the events that have at least one observer: a send reads it before anything else.
    @inlinable public var observedEvents: ControlEvent { counts.mask }
    // The dispatch state: read and written on every send, so without the dynamic exclusivity check,
    // which costs more than the delivery (see HandlerList.swift). No access overlaps another: none is passed
    // `inout` across a call to user code.
    /// The origin of the event being delivered, or `nil` between deliveries; saved and restored around a
    /// nested send.
    @usableFromInline @exclusivity(unchecked) var deliveringOrigin: EventOrigin?
    /// The event being delivered, or none between deliveries; saved and restored around a nested send, so that
    /// a touch stream subscribed from a handler starts where that event leaves the touch.
    @usableFromInline @exclusivity(unchecked) var deliveringEvent: ControlEvent = []
    /// The origin of the input the control is handling (a touch step, a key press), or `nil` outside it.
    @usableFromInline @exclusivity(unchecked) var inputOrigin: EventOrigin?
    /// The control's current two-way binding (see ``BindableControl``), replaced on rebinding.
    var binding: ControlBinding?
    /// `nil` outside a backend's handling of a touch's end (``beginTouchEnd()``); inside it, whether
    /// the touch's hold is owed a release once that handling returns (``releaseTouchHold()``).
    var touchHoldReleaseOwed: Bool?
    /// Where the touch is, as the control's live touch-transition streams (``ObservableControl/onTouchDown()``,
    /// ``ObservableControl/onTouchUp()``) heard it last; held by those subscriptions, so `nil` when none is live.
    weak var touchState: TouchState?

    /// Whether the control has a two-way binding, whose touch hold a backend releases when a touch ends.
    @_spi(Backend) public var isBound: Bool { binding != nil }

    /// Applies what the control's binding held while `hold` lasted (``BindableControl/releaseBindingHold(_:)``);
    /// nothing without a binding. A backend's control base calls it when a touch ends, whatever its kind.
    @MainActor @_spi(Backend) public func releaseBindingHold(_ hold: BindingHold) {
        binding?.release(hold)
    }

    /// Creates an empty `ControlObserver`.
    ///
    /// - Parameters:
    ///   - activate: called with the events that gain their first observer, so a backend can start listening
    ///     to its platform for them (the UIKit backend registers one `UIAction` per event).
    ///   - deactivate: called with the events that lose their last observer, so a backend can stop listening
    ///     (the UIKit backend removes that event's `UIAction`). Not called when the `ControlObserver` itself goes.
    public init(
        activatingWith activate: ((ControlEvent) -> Void)? = nil,
        deactivatingWith deactivate: ((ControlEvent) -> Void)? = nil
    ) {
        counts = ObservedEventCounts(activate: activate, deactivate: deactivate)
    }

    deinit {
        // The control is gone: end its binding, which also removes its handler from the bound value, and
        // release every observer, even where a token is still held (a stream operator's state can hold that
        // token in turn, and must not outlive the control).
        // Closed first: ending the binding ends its registrations, and a control that goes deactivates nothing
        // (see `init`).
        counts.isClosed = true
        binding?.cancel()
        registrations.close()
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
        add(observer, for: events, labelled: label.map(RegistrationLabel.given) ?? .unnamed)
    }

    /// Registers `observer` for every event in `events`, described by `label` when ``actions(for:)`` asks.
    func add(
        _ observer: Observer<Observation>, for events: ControlEvent, labelled label: RegistrationLabel
    ) -> ObservationToken {
        guard !events.isEmpty else { return .inert }
        let registration = ControlRegistration(
            id: registrations.reserveID(), counts: counts, observer: observer, events: events, label: label)
        guard let token = registrations.append(registration) else { return .inert }
        counts.start(events)
        return token
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
        // A send from inside a delivery comes from a handler, that is from code; otherwise the input being
        // handled says.
        deliver(event, observation(), from: deliveringOrigin == nil ? (inputOrigin ?? .program) : .program)
    }

    /// Calls the observers of `event` as ``send(_:_:)`` does, for a backend whose platform does not say where
    /// the event came from (UIKit's actions on a control ObserverKit did not create): ``currentEventOrigin`` is `nil`
    /// during the delivery, unless it is nested in a delivery whose origin is known (then it comes from a
    /// handler: `.program`).
    package func sendFromUnknownOrigin(_ event: ControlEvent, _ observation: @autoclosure () -> Observation) {
        guard hasObservers(for: event) else { return }
        deliver(event, observation(), from: deliveringOrigin == nil ? nil : .program)
    }

    /// Delivers `value` to the observers of `event` with `origin` as ``currentEventOrigin``, saved and restored, so a
    /// nested send leaves the outer delivery's origin as it was.
    @inlinable
    func deliver(_ event: ControlEvent, _ value: Observation, from origin: EventOrigin?) {
        let outer = deliveringOrigin
        let outerEvent = deliveringEvent
        deliveringOrigin = origin
        deliveringEvent = event
        defer {
            deliveringOrigin = outer
            deliveringEvent = outerEvent
        }
        // `events` shrinks when an observer is removed from some of its events: read live.
        registrations.forEachEntry(as: ControlRegistration<Observation>.self) { registration in
            if registration.events.contains(event) { registration.call(value) }
        }
    }

    /// Where the event being delivered came from, readable from its handlers; `nil` while this `ControlObserver`
    /// delivers nothing (another control's delivery does not count).
    ///
    /// ```swift
    /// let observers = ControlObserver<Void>()
    /// observers.add(Observer { print(observers.currentEventOrigin!) }, for: .primaryActionTriggered)
    /// observers.send(.primaryActionTriggered, ())                  // prints "program"
    /// observers.withEventOrigin(.keyboard) {
    ///     observers.send(.primaryActionTriggered, ())              // prints "keyboard"
    /// }
    /// ```
    @inlinable public var currentEventOrigin: EventOrigin? { deliveringOrigin }

    /// Runs `body` as the handling of input from `origin`: the events sent from it, outside any delivery,
    /// carry that origin. Backends wrap each input step in it; nested calls restore the outer origin.
    ///
    /// ```swift
    /// observers.withEventOrigin(.touch) { observers.send(.touchDown, ()) }   // delivered with origin .touch
    /// ```
    @inlinable
    public func withEventOrigin<Result>(_ origin: EventOrigin, _ body: () throws -> Result) rethrows -> Result {
        let outer = inputOrigin
        inputOrigin = origin
        defer { inputOrigin = outer }
        return try body()
    }

    /// Begins the handling of input from `origin`, as ``withEventOrigin(_:_:)`` does around a closure, and returns
    /// the outer origin, which ``endEventOrigin(restoring:)`` puts back when the handling ends. A backend's control
    /// base brackets each input step with the two, so that the core never calls the control back.
    @_spi(Backend) @inlinable
    public func beginEventOrigin(_ origin: EventOrigin) -> EventOrigin? {
        defer { inputOrigin = origin }
        return inputOrigin
    }

    /// The origin of the input the control is handling (``withEventOrigin(_:_:)``, ``beginEventOrigin(_:)``), or
    /// `nil` outside it: where an event the control sends now comes from, as ``send(_:_:)`` says it (`.program`
    /// when `nil`, outside any delivery).
    package var handledInputOrigin: EventOrigin? { inputOrigin }

    /// Ends the handling that ``beginEventOrigin(_:)`` began, putting back the `outer` origin it returned.
    @_spi(Backend) @inlinable
    public func endEventOrigin(restoring outer: EventOrigin?) {
        inputOrigin = outer
    }

    /// Begins a backend's handling of the end of a touch (UIKit's `touchesEnded` or `touchesCancelled`, which
    /// ends the tracking and then sends touchUpInside, touchUpOutside or touchCancel) and returns the outer
    /// handling's state, which ``endTouchEnd(restoring:)`` puts back when it ends. In between,
    /// ``releaseTouchHold()`` only marks the binding's ``BindingHold/touch`` hold for release, and
    /// ``endTouchEnd(restoring:)`` releases it, once: so the end events' observers see the control as the hand
    /// left it, as on the headless and GTK backends, and the control shows the bound value's latest state after
    /// them. A backend brackets its handling with the two, so that the core never runs it.
    @MainActor @_spi(Backend)
    public func beginTouchEnd() -> Bool? {
        defer { touchHoldReleaseOwed = false }
        return touchHoldReleaseOwed
    }

    /// Ends the handling that ``beginTouchEnd()`` began, putting back the `outer` state it returned, and releases
    /// the touch's hold if ``releaseTouchHold()`` was called meanwhile (a nested handling releases at its own end).
    @MainActor @_spi(Backend)
    public func endTouchEnd(restoring outer: Bool?) {
        let owed = touchHoldReleaseOwed == true
        touchHoldReleaseOwed = outer
        if owed { releaseBindingHold(.touch) }
    }

    /// Releases the binding's ``BindingHold/touch`` hold: when the handling of a touch's end in progress
    /// (``beginTouchEnd()``) ends, or at once outside one (UIKit may end or cancel the tracking from elsewhere,
    /// and the hold must not stay). A backend's `endTracking` and `cancelTracking` call it.
    @MainActor @_spi(Backend)
    public func releaseTouchHold() {
        if touchHoldReleaseOwed != nil {
            touchHoldReleaseOwed = true
        } else {
            releaseBindingHold(.touch)
        }
    }

    /// Removes `events` from every registration; an observer keeps its other events and is dropped when none
    /// are left. `remove(for: .allEvents)` removes everything. Removing what was never added is a no-op.
    public func remove(for events: ControlEvent) {
        remove(events) { _ in true }
    }

    /// Removes `observer` (by identity) from `events`, keeping its other events.
    public func remove(_ observer: Observer<Observation>, for events: ControlEvent = .allEvents) {
        remove(events) { $0.observer === observer }
    }

    /// Removes `events` from the registrations that `matches` selects. O(n).
    private func remove(_ events: ControlEvent, where matches: (ControlRegistration<Observation>) -> Bool) {
        var ended: [HandlerEntry] = []
        for registration in registrations.liveEntries(as: ControlRegistration<Observation>.self) {
            let removed = registration.events.intersection(events)
            guard !removed.isEmpty, matches(registration) else { continue }
            if removed == registration.events {
                ended.append(registration)
            } else {
                registration.events.subtract(removed)
                counts.stop(removed)
            }
        }
        // By id, after the loop: removing may compact the list. Released at the end of this method.
        for registration in ended { _ = registrations.removeLocked(registration.id) }
    }

    /// The observers registered for any of `events`, in registration order, each once.
    public func observers(for events: ControlEvent) -> [Observer<Observation>] {
        var seen = Set<ObjectIdentifier>()
        return liveRegistrations(for: events).compactMap { registration in
            seen.insert(ObjectIdentifier(registration.observer)).inserted ? registration.observer : nil
        }
    }

    /// Every registered observer, in registration order, each once.
    public var observers: [Observer<Observation>] {
        observers(for: .allEvents)
    }

    /// The labels of the registrations for any of `events`, in registration order, or `nil` when there are
    /// none (as `UIControl.actions(forTarget:forControlEvent:)` answers `nil`).
    public func actions(for events: ControlEvent) -> [String]? {
        let labels = liveRegistrations(for: events).map(\.label)
        return labels.isEmpty ? nil : labels
    }

    /// The registrations for any of `events`, in registration order.
    private func liveRegistrations(for events: ControlEvent) -> [ControlRegistration<Observation>] {
        registrations.liveEntries(as: ControlRegistration<Observation>.self).filter {
            !$0.events.isDisjoint(with: events)
        }
    }
}

/// One observer's registration for a set of events, in its control's ``HandlerList``.
@usableFromInline
final class ControlRegistration<Observation>: HandlerEntry {
    /// Its control's counts. Held strongly: a weak reference would give the counts a side table and cost every
    /// registration a weak-reference store. No cycle: the counts hold no registration, and the control's
    /// `ControlObserver` releases its registrations when it goes (a token that outlives it then ends nothing).
    private let counts: ObservedEventCounts
    /// The observer, for identity and the queries.
    let observer: Observer<Observation>
    /// The observer's handler, immutable so that a send calls it at +0.
    @usableFromInline let call: (Observation) -> Void
    /// The events it still observes; shrinks on removal. Read live by the send loop, so that an event removed
    /// during a dispatch is not delivered afterwards.
    @usableFromInline @exclusivity(unchecked) final var events: ControlEvent
    /// The events it was registered for, which some labels name.
    private let registeredEvents: ControlEvent
    /// How it is described, in parts.
    private let labelParts: RegistrationLabel
    /// What ``ControlObserver/actions(for:)`` reports. Made when asked for, so that a registration allocates nothing
    /// but itself.
    var label: String { labelParts.text(registeredFor: registeredEvents) }

    init(
        id: UInt64, counts: ObservedEventCounts, observer: Observer<Observation>, events: ControlEvent,
        label: RegistrationLabel
    ) {
        self.counts = counts
        self.observer = observer
        call = observer.handler
        self.events = events
        registeredEvents = events
        labelParts = label
        super.init(id: id)
    }

    /// Its events are no longer observed through it.
    override func ended() {
        let events = self.events
        self.events = []
        counts.stop(events)
    }
}
