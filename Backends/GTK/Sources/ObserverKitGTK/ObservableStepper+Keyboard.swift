import CGtk4
@_spi(Backend) import ObserverKit

/// The half of a stepper a keyboard activation steps: its "−" or its "+" button.
enum StepperPart {
    case decrement, increment
}

extension ObservableStepper {
    /// Listens to the `activate` of the "−" and "+" buttons (Space or Return on the focused one, or assistive
    /// technology): a keyboard activation of that half.
    func connectKeyboardActivation(minus: UnsafeMutablePointer<GtkWidget>, plus: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(UnsafeMutableRawPointer(minus), "activate") { [weak self] in
            self?.activatedPart = .decrement
            self?.keyboardActivate()
        }
        Signal.connect(UnsafeMutableRawPointer(plus), "activate") { [weak self] in
            self?.activatedPart = .increment
            self?.keyboardActivate()
        }
    }

    /// Steps the activated half: valueChanged when the value changed (continuous or not: the key press is the
    /// whole interaction), then primaryActionTriggered, as the headless stepper.
    func stepActivatedPart() {
        let newValue = StepperBehavior.steppedValue(
            up: activatedPart == .increment, stepValue: stepValue, wraps: wraps, range: range)
        if newValue != value {
            value = newValue
            sendActions(for: .valueChanged)
        }
        sendActions(for: .primaryActionTriggered)
    }
}
