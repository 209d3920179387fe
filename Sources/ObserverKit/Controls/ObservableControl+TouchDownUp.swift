extension ObservableControl {
    /// Fires when a finger goes down on the control, or slides back onto it: touchDown or touchDragEnter.
    ///
    /// ```swift
    /// button.onTouchDown().observe { highlight(true) }
    /// button.onTouchUp().observe { highlight(false) }
    /// ```
    ///
    /// ``onTouchDown()`` and ``onTouchUp()`` strictly alternate, starting with a down: a touch that slides
    /// out and back in goes up and down again, and the touchDragOutside that repeats on every move outside
    /// counts once. (A subscription made in the middle of a touch waits for the next down.)
    public func onTouchDown() -> EventStream<Void> {
        touchTransitions().compactMap { isDown in isDown ? () : nil }
    }

    /// Fires when the touch ends or leaves the control: touchUpInside, touchUpOutside, touchDragOutside
    /// (the first after leaving) or touchCancel, once per ``onTouchDown()``.
    public func onTouchUp() -> EventStream<Void> {
        touchTransitions().compactMap { isDown in isDown ? nil : () }
    }

    /// The touch's down (`true`) and up (`false`) transitions, de-duplicated per subscription.
    func touchTransitions() -> EventStream<Bool> {
        let downs: ControlEvent = [.touchDown, .touchDragEnter]
        let ups: ControlEvent = [.touchUpInside, .touchUpOutside, .touchDragOutside, .touchCancel]
        let downEvents = events(for: downs)
        let upEvents = events(for: ups)
        return EventStream { send in
            let subscription = TouchTransitionSubscription()
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

/// One observer's touch transitions: whether the touch is down, and its two registrations on the control
/// (which hold this state, and so are held weakly).
private final class TouchTransitionSubscription: Cancellable {
    private var isDown = false
    private var isCancelled = false
    private var registrations: [UpstreamLink] = []

    func attach(down: ObservationToken, up: ObservationToken) {
        registrations = [UpstreamLink(down), UpstreamLink(up)]
    }

    /// Records a down or up; whether it is a transition to pass on.
    func transition(toDown: Bool) -> Bool {
        guard !isCancelled, isDown != toDown else { return false }
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
