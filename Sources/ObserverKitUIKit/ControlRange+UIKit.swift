#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    extension ControlRange {
        /// Shows this range on a UIKit slider or stepper through `setMinimum`, `setMaximum` and `setValue`
        /// (the control's own storage, its superclass's setters), the bounds first and in an order in which
        /// they never cross or meet, whatever `currentMaximum` they replace: a `UISlider` would move the other
        /// bound if they crossed, and a `UIStepper` raises `NSInvalidArgumentException` if they met.
        ///
        /// ```swift
        /// var range = ControlRange<Float>(
        ///     "ObservableSlider", rule: .slider, minimum: super.minimumValue, maximum: super.maximumValue,
        ///     value: super.value)
        /// range.setMinimum(newValue)
        /// range.show(
        ///     replacingMaximum: super.maximumValue, setMinimum: { super.minimumValue = $0 },
        ///     setMaximum: { super.maximumValue = $0 }, setValue: { super.value = $0 })
        /// ```
        func show(
            replacingMaximum currentMaximum: Bound, setMinimum: (Bound) -> Void, setMaximum: (Bound) -> Void,
            setValue: (Bound) -> Void
        ) {
            if minimum >= currentMaximum {
                setMaximum(maximum)
                setMinimum(minimum)
            } else {
                setMinimum(minimum)
                setMaximum(maximum)
            }
            setValue(value)
        }
    }
#endif
