#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uidatepicker: iOS 2.0+, Mac Catalyst 13.1+, not tvOS (its
    // availability lists no tvOS; UIDatePicker.h: `API_UNAVAILABLE(tvos)`).
    /// The part of UIKit's `UIDatePicker` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class UIDatePicker: UIControl {
        // https://developer.apple.com/documentation/uikit/uidatepicker/date: defaults to the date the picker is
        // created; setting it sends no action. Setting it animates the wheels to the new date, and the page
        // sends an app that wants no animation to `setDate(_:animated:)` with false: the property is the animated
        // form of that method, so the model's setter calls it with true, and `setDate(_:animated:)` writes the
        // date without going through this setter (an unanimated set through the animating one would contradict
        // the page). Which of UIKit's two calls the other is not stated on Apple's pages.
        /// The date the picker shows; setting it calls `setDate(_:animated:)` with animation.
        open var date: Date {
            get { shown }
            set { setDate(newValue, animated: true) }
        }

        /// The date shown: the model's storage, which `setDate(_:animated:)` alone writes.
        private var shown = Date()

        // https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate: default nil (no minimum); a
        // minimum above the maximum makes the picker ignore both.
        /// The earliest date the picker shows, or `nil` for none.
        open var minimumDate: Date?

        // https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate: default nil (no maximum).
        /// The latest date the picker shows, or `nil` for none.
        open var maximumDate: Date?

        // https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:): sets the date shown,
        // optionally animating the wheels; no action message is sent.
        /// Sets the date the picker shows, optionally animating the change.
        open func setDate(_ date: Date, animated: Bool) {
            shown = date
        }
    }
#endif
