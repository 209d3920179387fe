extension ObservableControl {
    /// A stepper's autorepeat for the current touch, on the control's ``scheduler``: calls `fire` with
    /// `.restart` at each touch-down (the press, or sliding back on) and with `.tick` at each repeat of
    /// `StepperBehavior`'s schedule (every `StepperBehavior.repeatTick` after
    /// `StepperBehavior.initialDelay`), until the touch ends; the token stops it.
    ///
    /// ```swift
    /// // In a stepper's reaction to a press, before its touchDown goes out:
    /// holdToken = stepperAutorepeat { [weak self] fire in
    ///     switch fire {
    ///     case .restart: self?.tracking?.restartAutorepeat()
    ///     case .tick: if self?.tracking?.autorepeatTicked() == true { self?.step() }
    ///     }
    /// }
    /// ```
    ///
    /// Call it before the press's touchDown is sent, so that touchDown starts the repeats. Both the headless
    /// and the GTK stepper use it, so their holds keep one schedule.
    @_spi(Backend) public func stepperAutorepeat(_ fire: @escaping (StepperAutorepeatFire) -> Void) -> ObservationToken
    {
        // Every down starts the count over, before the repeats see it.
        let restarts = onTouchDown().observe { fire(.restart) }
        let repeats = onTouchDown(
            repeatingEvery: StepperBehavior.repeatTick, initialDelay: StepperBehavior.initialDelay
        )
        .observe { fire(.tick) }
        return ObservationToken {
            restarts.cancel()
            repeats.cancel()
        }
    }
}

/// What a stepper's autorepeat reports (see `ObservableControl/stepperAutorepeat(_:)`).
@_spi(Backend) public enum StepperAutorepeatFire: Hashable, Sendable {
    /// A touch-down: the autorepeat starts over.
    case restart
    /// One fire of the repeats (the first at touch-down itself).
    case tick
}
