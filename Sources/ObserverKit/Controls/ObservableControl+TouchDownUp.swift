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
            let isDown = Box(false)
            let down = downEvents.observe { _ in
                guard !isDown.value else { return }
                isDown.value = true
                send(true)
            }
            let up = upEvents.observe { _ in
                guard isDown.value else { return }
                isDown.value = false
                send(false)
            }
            return ObservationToken {
                down.cancel()
                up.cancel()
            }
        }
    }
}
