#if os(Linux)
    @_exported import Foundation

    // https://developer.apple.com/documentation/uikit/uiresponder: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIResponder` that the UIKit backend uses, written from Apple's documentation so
    /// that the backend's sources type-check on Linux. Not a UI toolkit: nothing is drawn and no touch arrives.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIResponder {
        // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder.
        /// Whether this object is the first responder.
        open private(set) var isFirstResponder = false

        // https://developer.apple.com/documentation/objectivec/nsobject/init() (UIResponder is an NSObject).
        /// Creates a responder.
        public init() {}

        // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder().
        /// Asks UIKit to make this object the first responder in its window.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            isFirstResponder = true
            return true
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder().
        /// Notifies this object that it has been asked to relinquish its status as first responder.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            isFirstResponder = false
            return true
        }
    }
#endif
