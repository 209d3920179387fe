#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UISlider` that reports `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bindable to an
    /// `ObservableValue<Float>`.
    ///
    /// Bad input: NaN is ignored by `value`, `minimumValue` and `maximumValue`; infinite bounds clamp to the
    /// largest finite `Float`; `value` clamps to the range, as `UISlider` does; a minimum above the maximum
    /// stops the program with a message naming both.
    open class ObservableSlider: UISlider, ObservableControl {
        /// What the slider reports: `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, as in every backend.
        public typealias Action = SliderAction

        /// The registry of the slider's observers.
        public private(set) lazy var controlObserver = ControlObserver<Action> { [weak self] events in
            self?.registerUIActions(for: events)
        }

        /// The scheduler of the slider's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The value, clamped to the range; NaN is ignored. Setting it sends no event.
        override open var value: Float {
            get { super.value }
            set { if !newValue.isNaN { super.value = newValue } }
        }

        /// The smallest value; NaN is ignored, -infinity clamps to the lowest finite value.
        override open var minimumValue: Float {
            get { super.minimumValue }
            set {
                let minimum = ControlRange.finite(newValue, else: super.minimumValue)
                ControlRange.check("ObservableSlider", minimum: minimum, maximum: maximumValue)
                super.minimumValue = minimum
            }
        }

        /// The largest value; NaN is ignored, infinity clamps to the largest finite value.
        override open var maximumValue: Float {
            get { super.maximumValue }
            set {
                let maximum = ControlRange.finite(newValue, else: super.maximumValue)
                ControlRange.check("ObservableSlider", minimum: minimumValue, maximum: maximum)
                super.maximumValue = maximum
            }
        }

        /// valueChanged carries the value; the touch events say whether the slider is tracking.
        public func observation(for event: ControlEvent) -> Action {
            Action(event, value: value, isTracking: isTracking)
        }
    }

    extension ObservableSlider: BindableControl {
        /// The slider's `value`; setting it is programmatic (no event).
        public var boundValue: Float {
            get { value }
            set { value = newValue }
        }

        /// A slider's user edits arrive as valueChanged.
        public static var boundValueEvents: ControlEvent { .valueChanged }
    }
#endif
