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
    /// starts where the control's live touch streams are: made while one of them has heard the touch go down
    /// (an `onTouchUp()` subscribed from an `onTouchDown()` handler, as in
    /// `onTouchDown().flatMapLatest { timer.takeUntil(onTouchUp()) }`), it hears that touch's up; made in the
    /// middle of a touch while no touch stream of the control is observed, it waits for the next down.
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
    /// starts from the control's shared ``TouchState``, so one made while another has heard a down hears the up.
    func touchTransitions() -> EventStream<Bool> {
        let downs: ControlEvent = [.touchDown, .touchDragEnter]
        let ups: ControlEvent = [.touchUpInside, .touchUpOutside, .touchDragOutside, .touchCancel]
        let downEvents = events(for: downs)
        let upEvents = events(for: ups)
        return EventStream { [weak observers = controlObserver] send in
            // A control stream is observed on the main actor, where its control and its touch state live (see
            // `events(for:)`): checked at run time, before the state is read.
            MainActor.preconditionIsolated("observe a control's touch stream on the main actor")
            let state = observers?.touchState ?? TouchState()
            observers?.touchState = state
            let subscription = TouchTransitionSubscription(state: state)
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
/// every down and up it hears, before its own de-duplication, and a new subscription starts from it. Held by
/// those subscriptions; the control's ``ControlObserver`` holds it weakly.
final class TouchState {
    var isDown = false
}

/// One observer's touch transitions: whether the touch is down, and its two registrations on the control
/// (which hold this state, and so are held weakly).
private final class TouchTransitionSubscription: Cancellable {
    private let state: TouchState
    private var isDown: Bool
    private var isCancelled = false
    private var registrations: [UpstreamLink] = []

    init(state: TouchState) {
        self.state = state
        isDown = state.isDown
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
