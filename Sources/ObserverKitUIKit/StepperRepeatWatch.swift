#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    /// How an ``ObservableStepper`` tells a step of `UIStepper`'s repeat timer from a send that code makes while a
    /// finger rests on the stepper: UIKit changes the value itself and then sends valueChanged to each action once;
    /// code sends a value ObserverKit already knows (set through the stepper's properties, or sent before), or
    /// sends the same step to an action a second time.
    ///
    /// ```swift
    /// var watch = StepperRepeatWatch()
    /// watch.isRepeatedStep(reaching: id, value: 1, whileRepeating: true)   // true: 1 is new (the timer's step)
    /// watch.isRepeatedStep(reaching: id, value: 1, whileRepeating: true)   // false: the same action again (code)
    /// ```
    struct StepperRepeatWatch {
        /// The value last set through the stepper's properties or sent outside a repeat.
        private var knownValue: Double = 0
        /// The repeat timer's step being sent: its value and the actions it has reached.
        private var step: (value: Double, reached: Set<UIAction.Identifier>)?

        /// Whether the send of `value` now reaching the action `identifier` is the repeat timer's step. Only while
        /// `repeating` (a continuous, auto-repeating stepper tracking a touch, outside touch methods and
        /// deliveries); a value not yet known starts a step, which then reaches each action once. Any other send
        /// makes `value` known.
        mutating func isRepeatedStep(
            reaching identifier: UIAction.Identifier, value: Double, whileRepeating repeating: Bool
        ) -> Bool {
            if repeating && value != knownValue {
                knownValue = value
                step = (value, [identifier])
                return true
            }
            if repeating, let current = step, current.value == value, !current.reached.contains(identifier) {
                step?.reached.insert(identifier)
                return true
            }
            knownValue = value
            step = nil
            return false
        }

        /// The value was set through the stepper's properties (code, or a binding): it is known, and no step is
        /// being sent.
        mutating func valueSet(_ value: Double) {
            knownValue = value
            step = nil
        }
    }
#endif
