#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// A `UIPageControl` whose events carry `currentPage`, bindable to an `ObservableValue<Int>`.
    ///
    /// ```swift
    /// let pages = ObservablePageControl()
    /// pages.numberOfPages = 3
    /// pages.addObserver(for: .valueChanged) { page in print("page \(page)") }
    /// let currentPage = ObservableValue(0)
    /// pages.bind(currentPage)
    /// ```
    ///
    /// UIKit moves the page one step when the user taps left or right of the current dot and sends valueChanged
    /// (developer.apple.com/documentation/uikit/uipagecontrol); a page outside `0..<numberOfPages` is pinned to
    /// the nearer end, as Apple documents for `currentPage`, which this class also guarantees itself through the
    /// core's `PageControlBehavior`.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, those from its press handling (a
    /// focused control's keyboard or remote) `.keyboard`, and those from VoiceOver's increment and decrement
    /// `.accessibility`. A bound value that changes while a touch is tracked shows once the touch has ended or been
    /// cancelled, after the observers of touchUpInside, touchUpOutside or touchCancel, which see the value the hand
    /// left (as on every backend).
    open class ObservablePageControl: UIPageControl, ObservableControl {
        /// The control's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the control's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The current page, pinned to `0..<numberOfPages`. Setting it sends no event.
        override open var currentPage: Int {
            get { super.currentPage }
            set { super.currentPage = PageControlBehavior.clampedPage(newValue, numberOfPages: numberOfPages) }
        }

        /// Every event carries the current page.
        public func observation(for event: ControlEvent) -> Int {
            currentPage
        }

        // Generated from Scripts/UIKitOverrides (tracking, touches, presses, adjustment): do not edit.
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

        // SDKs before iOS 17 declare UIAccessibility's actions on NSObject without isolation, later ones on the main
        // actor; nonisolated overrides both, and UIKit calls them on the main thread either way.
        nonisolated override open func accessibilityIncrement() {
            MainActor.assumeIsolated {
                withEventOrigin(.accessibility) { super.accessibilityIncrement() }
            }
        }

        nonisolated override open func accessibilityDecrement() {
            MainActor.assumeIsolated {
                withEventOrigin(.accessibility) { super.accessibilityDecrement() }
            }
        }
        // End of generated overrides.
    }

    extension ObservablePageControl: BindableControl, TouchTrackingControl {
        /// The current page; setting it is programmatic (no event).
        public var boundValue: Int {
            get { currentPage }
            set { currentPage = newValue }
        }
    }
#endif
