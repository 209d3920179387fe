extension ObservableControl {
    /// Press-and-hold auto-repeat: fires at touch-down, again `initialDelay` later, then every `period`,
    /// until touch-up, cancel, disabling the control, or the control going away.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// button.scheduler = scheduler
    /// button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { print("fire at \(scheduler.now)") }
    /// button.beginTouch()
    /// scheduler.advance(by: .milliseconds(700))   // fires at 0, 500, 600 and 700 ms
    /// button.endTouch()                           // and never again
    /// ```
    ///
    /// The repeats run on the control's ``scheduler``. A touch that slides off the control stops them (that
    /// is a touch-up); sliding back on starts again with an immediate fire.
    ///
    /// - Precondition: `period` is greater than zero.
    public func onTouchDown(
        repeatingEvery period: Duration,
        initialDelay: Duration = .milliseconds(500)
    ) -> EventStream<Void> {
        precondition(
            period > .zero, "onTouchDown(repeatingEvery:): period \(period) must be greater than zero")
        return touchTransitions().flatMapLatest { [weak self] isDown in
            guard isDown, let self else { return .never }
            return EventStream<Int>
                .timer(dueTime: initialDelay, period: period, scheduler: self.scheduler)
                .map { _ in () }
                .startWith(())
        }
    }
}
