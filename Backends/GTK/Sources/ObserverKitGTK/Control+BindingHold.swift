@_spi(Backend) import ObserverKit

extension ObservableSlider {
    /// `.touch` while a touch is tracked: value → slider updates wait, so a bound position that code advances
    /// never pulls the thumb from under the finger; at touch-up the slider shows the value's latest state.
    ///
    /// ```swift
    /// seek.bind(position)
    /// // while the mouse button is down on the thumb: seek.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableStepper {
    /// `.touch` while a touch is tracked (a press, and its autorepeat): value → stepper updates wait until
    /// it ends.
    ///
    /// ```swift
    /// volume.bind(level)
    /// // while "+" is held down: volume.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableSwitch {
    /// `.touch` while a touch is tracked: value → switch updates wait until it ends.
    ///
    /// ```swift
    /// shuffle.bind(isShuffling)
    /// // while the mouse button is down on it: shuffle.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension ObservableSegmentedControl {
    /// `.touch` while a touch is tracked: value → selection updates wait until it ends.
    ///
    /// ```swift
    /// mode.bind(selectedMode)
    /// // while the mouse button is down on a segment: mode.bindingHold == .touch
    /// ```
    public var bindingHold: BindingHold? { isTracking ? .touch : nil }
}

extension Control {
    /// Shows a bound value's latest state once the touch has ended, after GTK's own widgets have handled the
    /// same release: they see it after the capture-phase controller that tracks the touch (a segment's toggle
    /// button toggles then), so the release is applied on the main queue's next turn, as on the headless
    /// backend, where the control's reaction to the release comes first.
    func releaseTouchHoldAfterGTK() {
        _ = MainScheduler().schedule { [weak self] in
            guard let self, !isTracking else { return }
            controlObserver.releaseBindingHold(.touch)
        }
    }
}
