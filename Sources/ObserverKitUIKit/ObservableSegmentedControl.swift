#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// A `UISegmentedControl` whose events carry `selectedSegmentIndex`, bindable to an `ObservableValue<Int>`.
    ///
    /// Bad input: an index below `noSegment` or past the last segment clamps into `noSegment...` the last.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`. A bound value that changes while a touch is tracked shows
    /// once the touch has ended or been cancelled, after the observers of touchUpInside, touchUpOutside or touchCancel,
    /// which see the value the hand left (as on every backend).
    open class ObservableSegmentedControl: UISegmentedControl, ObservableControl {
        /// The control's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the control's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The selected segment, or `noSegment`; out-of-range indices clamp. Setting it sends no event.
        override open var selectedSegmentIndex: Int {
            get { super.selectedSegmentIndex }
            set {
                super.selectedSegmentIndex = SegmentedControlBehavior.clampedIndex(
                    newValue, numberOfSegments: numberOfSegments)
            }
        }

        /// Every event carries the selected index.
        public func observation(for event: ControlEvent) -> Int {
            selectedSegmentIndex
        }

        // Generated from Scripts/UIKitOverrides (tracking, touches, presses): do not edit.
        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            super.endTracking(touch, with: event)
            releaseTouchHold()
        }

        override open func cancelTracking(with event: UIEvent?) {
            super.cancelTracking(with: event)
            releaseTouchHold()
        }

        override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesBegan(touches, with: event) }
        }

        override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesMoved(touches, with: event) }
        }

        override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            endingTouch { super.touchesEnded(touches, with: event) }
        }

        override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            endingTouch { super.touchesCancelled(touches, with: event) }
        }

        override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesBegan(presses, with: event) }
        }

        override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesChanged(presses, with: event) }
        }

        override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesEnded(presses, with: event) }
        }

        override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesCancelled(presses, with: event) }
        }
        // End of generated overrides.

    }

    extension ObservableSegmentedControl: BindableControl, TouchTrackingControl {
        /// The selected index; setting it is programmatic (no event).
        public var boundValue: Int {
            get { selectedSegmentIndex }
            set { selectedSegmentIndex = newValue }
        }
    }
#endif
