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

        /// The objects associated with this one (`objc_setAssociatedObject`), released with it.
        var associatedObjects: [UnsafeRawPointer: Any] = [:]
        /// Whether a text field or view is committing its marked text as its editing ends (``endTextEditing``).
        private var isCommittingAtEditingEnd = false

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

        /// The end of a text field's or text view's editing session, as their `resignFirstResponder()`: `commit`
        /// (what is still marked stays typed), then `resign` and the end's `report`. The commit may run code (a
        /// subclass writes a bound value, whose observers run): a resign from it is this one, which goes on once
        /// the commit is done, so it returns `true` and does nothing. `true` with nothing done when not editing.
        func endTextEditing(
            committing commit: () -> Void, resigning resign: () -> Void, then report: () -> Void
        ) -> Bool {
            guard isFirstResponder, !isCommittingAtEditingEnd else { return true }
            isCommittingAtEditingEnd = true
            commit()
            isCommittingAtEditingEnd = false
            resign()
            report()
            return true
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:): the default
        // forwards up the responder chain, which the interface does not have, so it does nothing.
        /// One or more fingers touched down in the view.
        open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:).
        /// One or more touches moved.
        open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:).
        /// One or more fingers lifted.
        open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:).
        /// The system cancelled a touch sequence.
        open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:): iOS 9.0+, tvOS 9.0+;
        // the default forwards up the responder chain.
        /// A physical button was first pressed.
        @available(iOS 9.0, tvOS 9.0, *)
        open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/presseschanged(_:with:): iOS 9.0+, tvOS 9.0+.
        /// A value associated with a press (its force) changed.
        @available(iOS 9.0, tvOS 9.0, *)
        open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:): iOS 9.0+, tvOS 9.0+.
        /// A physical button was released.
        @available(iOS 9.0, tvOS 9.0, *)
        open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

        // https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:): iOS 9.0+, tvOS 9.0+.
        /// The system cancelled a press.
        @available(iOS 9.0, tvOS 9.0, *)
        open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
        // (UIAccessibilityAction, on every NSObject): VoiceOver calls it on a double tap; an element that does
        // not activate itself returns false (and VoiceOver then taps it).
        /// Activates the element for assistive technology; returns whether it did.
        open func accessibilityActivate() -> Bool {
            false
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
        // (UIAccessibilityAction): for an element with the adjustable trait.
        /// Raises the element's value for assistive technology; nothing unless the element is adjustable.
        open func accessibilityIncrement() {}

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement().
        /// Lowers the element's value for assistive technology; nothing unless the element is adjustable.
        open func accessibilityDecrement() {}
    }
#endif
