// UIKit has no date picker on tvOS (UIDatePicker is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    import Foundation
    @_spi(Backend) import ObserverKit

    /// A `UIDatePicker` whose events carry `date`, bindable to an `ObservableValue<Date>`.
    ///
    /// ```swift
    /// let due = ObservableDatePicker()
    /// due.minimumDate = Date()
    /// due.addObserver(for: .valueChanged) { date in print("due \(date)") }
    /// let dueDate = ObservableValue(Date())
    /// due.bind(dueDate)
    /// ```
    ///
    /// UIKit sends valueChanged when the user picks a date (developer.apple.com/documentation/uikit/uidatepicker);
    /// setting `date` or calling `setDate(_:animated:)` sends nothing. A date outside `minimumDate...maximumDate`
    /// is pinned to the nearer limit, and a minimum above the maximum makes both ignored, as Apple documents for
    /// `minimumDate`: this class applies that rule itself (the core's `DatePickerBehavior`) to every date set,
    /// so `date` never reads outside the range, as on every backend.
    ///
    /// Origins: the events UIKit sends from the picker's own touch handling carry origin `.touch`, and those from its
    /// press handling (a focused control's keyboard or remote) `.keyboard`, as every control's. A bound value that
    /// changes while the picker itself tracks a touch shows once the touch has ended or been cancelled, after the
    /// observers of touchUpInside, touchUpOutside or touchCancel, which see the value the hand left (as on every
    /// backend).
    open class ObservableDatePicker: UIDatePicker, ObservableControl {
        /// The picker's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the picker's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The date shown, pinned to the limits. Setting it sends no event.
        override open var date: Date {
            get { super.date }
            set { super.date = DatePickerBehavior.clamped(newValue, minimum: minimumDate, maximum: maximumDate) }
        }

        /// The earliest date; setting it pins the date again.
        override open var minimumDate: Date? {
            didSet { date = super.date }
        }

        /// The latest date; setting it pins the date again.
        override open var maximumDate: Date? {
            didSet { date = super.date }
        }

        /// Sets the date, pinned to the limits, optionally animating; sends no event.
        override open func setDate(_ date: Date, animated: Bool) {
            super.setDate(
                DatePickerBehavior.clamped(date, minimum: minimumDate, maximum: maximumDate), animated: animated)
        }

        /// Every event carries the current date.
        public func observation(for event: ControlEvent) -> Date {
            date
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

    extension ObservableDatePicker: BindableControl, TouchTrackingControl {
        /// The date; setting it is programmatic (no event), pinned to the limits.
        public var boundValue: Date {
            get { date }
            set { date = newValue }
        }
    }
#endif
