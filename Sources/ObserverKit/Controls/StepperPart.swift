/// One of a stepper's two halves, as keyboard focus sees them: its "−" and its "+" button. Keyboard activation
/// steps the focused half, on every backend: the headless stepper's `focusedPart` says which (a test or a demo
/// sets it, since a headless stepper has no focus), and the GTK stepper's is the button GTK activated.
///
/// ```swift
/// let part = StepperPart.decrement
/// print(part == .increment ? "adds" : "subtracts")   // prints "subtracts"
/// ```
public enum StepperPart: Sendable, Hashable {
    /// The "−" half, which subtracts the stepper's step value.
    case decrement
    /// The "+" half, which adds the stepper's step value.
    case increment
}
