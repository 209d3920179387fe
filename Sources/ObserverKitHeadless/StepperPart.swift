/// One of a stepper's two halves, as keyboard focus sees them: its "−" and its "+" button.
///
/// ```swift
/// let volume = ObservableStepper()
/// volume.focusedPart = .decrement
/// volume.keyboardActivate()   // steps down
/// ```
public enum StepperPart: Sendable, Hashable {
    /// The "−" half, which subtracts ``ObservableStepper/stepValue``.
    case decrement
    /// The "+" half, which adds ``ObservableStepper/stepValue``.
    case increment
}
