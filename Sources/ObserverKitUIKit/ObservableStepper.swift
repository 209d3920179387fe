#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UIStepper` whose events carry its value, bindable to an `ObservableValue<Double>`.
    ///
    /// Press-and-hold repeats are `UIStepper`'s own (`autorepeat`), with its acceleration.
    ///
    /// Bad input: NaN is ignored by every numeric property; infinite bounds clamp to the largest finite
    /// `Double`; `value` clamps to the range, as `UIStepper` does; a minimum above the maximum, or a
    /// `stepValue` that is not greater than 0, stops the program with a message naming the values.
    open class ObservableStepper: UIStepper, ObservableControl {
        /// The registry of the stepper's observers.
        public private(set) lazy var controlObserver = ControlObserver<Double> { [weak self] events in
            self?.registerUIActions(for: events)
        }

        /// The scheduler of the stepper's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The value, clamped to the range; NaN is ignored. Setting it sends no event.
        override open var value: Double {
            get { super.value }
            set { if !newValue.isNaN { super.value = newValue } }
        }

        /// The lowest value; NaN is ignored, -infinity clamps to the lowest finite value.
        override open var minimumValue: Double {
            get { super.minimumValue }
            set {
                let minimum = ControlRange.finite(newValue, else: super.minimumValue)
                ControlRange.check("ObservableStepper", minimum: minimum, maximum: maximumValue)
                super.minimumValue = minimum
            }
        }

        /// The highest value; NaN is ignored, infinity clamps to the largest finite value.
        override open var maximumValue: Double {
            get { super.maximumValue }
            set {
                let maximum = ControlRange.finite(newValue, else: super.maximumValue)
                ControlRange.check("ObservableStepper", minimum: minimumValue, maximum: maximum)
                super.maximumValue = maximum
            }
        }

        /// How much one press changes the value; NaN is ignored, and it must be greater than 0.
        override open var stepValue: Double {
            get { super.stepValue }
            set {
                guard !newValue.isNaN else { return }
                precondition(newValue > 0, "ObservableStepper: stepValue \(newValue) must be greater than 0")
                super.stepValue = newValue
            }
        }

        /// Every event carries the current value.
        public func observation(for event: ControlEvent) -> Double {
            value
        }
    }

    extension ObservableStepper: BindableControl {
        /// The stepper's `value`; setting it is programmatic (no event).
        public var boundValue: Double {
            get { value }
            set { value = newValue }
        }

        /// A stepper's user edits arrive as valueChanged.
        public static var boundValueEvents: ControlEvent { .valueChanged }
    }
#endif
