extension ObservableControl {
    /// Fires when a finger goes down on the control, or slides back onto it: touchDown or touchDragEnter.
    ///
    /// ```swift
    /// button.onTouchDown().observe { highlight(true) }
    /// button.onTouchUp().observe { highlight(false) }
    /// ```
    ///
    /// ``onTouchDown()`` and ``onTouchUp()`` strictly alternate: a touch that slides out and back in goes up
    /// and down again, and the touchDragOutside that repeats on every move outside counts once. A subscription
    /// made from a handler of a down or an up starts where that event leaves the touch, whichever handler makes
    /// it: made from a down's handler (an `onTouchUp()` subscribed from an `onTouchDown()` handler, as in
    /// `onTouchDown().flatMapLatest { timer.takeUntil(onTouchUp()) }`), it hears that touch's up; made from an
    /// up's handler, it hears the next down. Made at another moment, it starts where the control's live touch
    /// streams last heard the touch, and while none is observed it waits for the next down.
    public func onTouchDown() -> EventStream<Void> {
        touchTransitions().compactMap { isDown in isDown ? () : nil }
    }

    /// Fires when the touch ends or leaves the control: touchUpInside, touchUpOutside, touchDragOutside
    /// (the first after leaving) or touchCancel, once per ``onTouchDown()``. Subscribed while the touch is
    /// down (from an ``onTouchDown()`` handler), it fires at that touch's up: see ``onTouchDown()``.
    public func onTouchUp() -> EventStream<Void> {
        touchTransitions().compactMap { isDown in isDown ? nil : () }
    }

    /// The touch's down (`true`) and up (`false`) transitions, de-duplicated per subscription; a subscription
    /// starts from the control's shared ``TouchState``, so one made during a down hears that touch's up.
    func touchTransitions() -> EventStream<Bool> {
        let downEvents = events(for: .touchDownTransitions)
        let upEvents = events(for: .touchUpTransitions)
        return EventStream { [weak observers = controlObserver] send in
            // A control stream is observed on the main actor, where its control and its touch state live (see
            // `events(for:)`): checked at run time, before the state is read.
            MainActor.preconditionIsolated("observe a control's touch stream on the main actor")
            let state = observers?.touchState ?? TouchState()
            observers?.touchState = state
            // Made from a handler, it does not hear the event in flight (an observer added during a delivery does
            // not get it), which streams after that handler have not heard yet either: it starts where that
            // event leaves the touch.
            let inFlight = TouchState.isDown(after: observers?.deliveringEvent ?? [])
            let subscription = TouchTransitionSubscription(state: state, isDown: inFlight ?? state.isDown)
            let down = downEvents.observe { [subscription] _ in
                if subscription.transition(toDown: true) { send(true) }
            }
            let up = upEvents.observe { [subscription] _ in
                if subscription.transition(toDown: false) { send(false) }
            }
            subscription.attach(down: down, up: up)
            return ObservationToken(subscription)
        }
    }
}

/// Whether a control's touch is down, as its live touch-transition subscriptions heard it last: each records
/// every down and up it hears, before its own de-duplication, and a new subscription starts from it (or from the
/// event in flight, when a handler makes it). Held by those subscriptions; the control's ``ControlObserver``
/// holds it weakly.
final class TouchState {
    var isDown = false

    /// Where `event` leaves the touch: down (`true`), up (`false`), or `nil` for an event that is neither.
    static func isDown(after event: ControlEvent) -> Bool? {
        if !event.isDisjoint(with: .touchDownTransitions) { return true }
        if !event.isDisjoint(with: .touchUpTransitions) { return false }
        return nil
    }
}

/// One observer's touch transitions: whether the touch is down, and its two registrations on the control
/// (which hold this state, and so are held weakly).
private final class TouchTransitionSubscription: Cancellable {
    /// The control's shared state, held so that the control keeps it while this subscription is live.
    private let state: TouchState
    private var isDown: Bool
    private var isCancelled = false
    private var registrations: [UpstreamLink] = []

    init(state: TouchState, isDown: Bool) {
        self.state = state
        self.isDown = isDown
    }

    func attach(down: ObservationToken, up: ObservationToken) {
        registrations = [UpstreamLink(down), UpstreamLink(up)]
    }

    /// Records a down or up; whether it is a transition to pass on.
    func transition(toDown: Bool) -> Bool {
        guard !isCancelled else { return false }
        state.isDown = toDown
        guard isDown != toDown else { return false }
        isDown = toDown
        return true
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for registration in registrations { registration.cancel() }
        registrations = []
    }
}
