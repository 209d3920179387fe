import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One press on a stepper, from its touch-down to the touch's end, as the headless and GTK steppers track it:
/// the half it steps (``StepperBehavior``), the step it makes at once, and its autorepeat, which keeps stepping
/// while the press is held, on ``StepperBehavior``'s schedule and the control's scheduler, and starts over when
/// the finger slides back on.
///
/// ```swift
/// // A stepper's reaction to its touch:
/// case .began:
///     press = StepperPress(at: location, in: bounds, value: value, of: self, autorepeats: autorepeat) {
///         [weak self] up in self?.step(up: up)
///     }
/// case .ended, .cancelled:
///     if press?.end(isContinuous: isContinuous, value: value) == true { sendActions(for: .valueChanged) }
///     press = nil
/// ```
///
/// Each repeated step runs as the control's handling of touch input, so its valueChanged has origin `.touch`, as
/// the first step's has: the held finger makes it. The press holds `step` for as long as it repeats, so `step`
/// captures the stepper weakly.
@_spi(Backend) @MainActor public final class StepperPress {
    /// Which half, the value at touch-down and the autorepeat's ticks.
    private var behavior: StepperBehavior
    /// The autorepeat, until the press ends.
    private var autorepeat: ObservationToken?

    /// A press at `location` on `control`, a stepper within `bounds` showing `value`: steps once at once
    /// (`step(up)`, `up` for the right half), then, with `autorepeats`, on each step of the autorepeat while
    /// held. Made before the press's touchDown goes out, so that touchDown starts the repeats.
    public init(
        at location: CGPoint,
        in bounds: CGRect,
        value: Double,
        of control: some ObservableControl,
        autorepeats: Bool,
        step: @escaping (_ up: Bool) -> Void
    ) {
        behavior = StepperBehavior(pressedAt: location, in: bounds, value: value)
        step(behavior.stepsUp)
        guard autorepeats else { return }
        // Every touch-down (the press, or the finger sliding back on) starts the count over, before the repeats
        // see it; the repeats fire at touch-down (tick 0, which does not step), then on the schedule.
        let restarts = control.onTouchDown().observe { [weak self] in self?.behavior.restartAutorepeat() }
        let repeats = control.onTouchDown(
            repeatingEvery: StepperBehavior.repeatTick, initialDelay: StepperBehavior.initialDelay
        )
        .observe { [weak self, weak control] in
            guard let self, let control, behavior.autorepeatTicked() else { return }
            // A repeat is the held touch's, as the press's first step is: its events come from `.touch`, not
            // from `.program` as a send from the scheduler's timer otherwise would.
            control.withEventOrigin(.touch) { step(behavior.stepsUp) }
        }
        autorepeat = ObservationToken {
            restarts.cancel()
            repeats.cancel()
        }
    }

    /// Ends the press: its autorepeat stops. Returns whether the stepper reports the interaction now, with one
    /// valueChanged: only a non-continuous stepper whose `value` is not what it was at touch-down.
    public func end(isContinuous: Bool, value: Double) -> Bool {
        autorepeat?.cancel()
        autorepeat = nil
        return behavior.sendsValueChangedAtEnd(isContinuous: isContinuous, value: value)
    }
}
