import Foundation

extension ObservableSlider {
    /// `.touch` while a touch is tracked: value → slider updates wait, so a bound position that code advances
    /// never pulls the thumb from under the finger; at touch-up the slider shows the value's latest state.
    ///
    /// ```swift
    /// seek.bind(position)
    /// seek.beginTouch(at: seek.thumbCenter)   // seek.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableStepper {
    /// `.touch` while a touch is tracked (a press, and its autorepeat): value → stepper updates wait until
    /// it ends.
    ///
    /// ```swift
    /// volume.bind(level)
    /// volume.beginTouch()   // volume.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableSwitch {
    /// `.touch` while a touch is tracked: value → switch updates wait until it ends.
    ///
    /// ```swift
    /// shuffle.bind(isShuffling)
    /// shuffle.beginTouch()   // shuffle.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableSegmentedControl {
    /// `.touch` while a touch is tracked: value → selection updates wait until it ends.
    ///
    /// ```swift
    /// mode.bind(selectedMode)
    /// mode.beginTouch()   // mode.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}
