#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UITextField` that reports its editing events with the text, bindable to an `ObservableValue<String>`.
    open class ObservableTextField: UITextField, ObservableControl {
        /// What the text field reports, each with the text at that moment, as in every backend.
        public typealias Action = TextFieldAction

        /// The registry of the text field's observers.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the field's timed streams (debounce, say): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// Each editing event as its own case, with the current text (`""` for `nil`).
        public func observation(for event: ControlEvent) -> Action {
            Action(event, text: text ?? "")
        }

        /// Commits the marked text, then writes it to a bound value: the commit is the user's edit and wins
        /// over value changes held while it was composed (`BindingHold.composition`).
        override open func unmarkText() {
            super.unmarkText()
            releaseBindingHold(.composition)
        }

        // Where each event comes from (currentEventOrigin): UIKit sends a control's events from inside its
        // touch and press handling, so each of those runs as input from its origin.

        /// A finger touched down: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesBegan(touches, with: event) }
        }

        /// A touch moved: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesMoved(touches, with: event) }
        }

        /// A finger lifted: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesEnded(touches, with: event) }
        }

        /// A touch was cancelled: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesCancelled(touches, with: event) }
        }

        /// A key or remote button went down: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesBegan(presses, with: event) }
        }

        /// A press changed: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesChanged(presses, with: event) }
        }

        /// A key or remote button was released (a focused button's select sends primaryActionTriggered here):
        /// UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesEnded(presses, with: event) }
        }

        /// A press was cancelled: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesCancelled(presses, with: event) }
        }
    }

    extension ObservableTextField: BindableControl {
        /// The field's text (`""` for `nil`); setting it is programmatic (no event).
        public var boundValue: String {
            get { text ?? "" }
            set { text = newValue }
        }

        /// A text field's user edits arrive as editingChanged.
        public static var boundValueEvents: ControlEvent { .editingChanged }

        /// `.composition` while text is marked (`markedTextRange`, UIKit's `UITextInput`): value changes wait,
        /// and the binding writes nothing to the value until the commit (`unmarkText()`, or the keyboard typing
        /// over the marked text, whose editingChanged comes with nothing marked).
        public var bindingHold: BindingHold? { markedTextRange != nil ? .composition : nil }
    }
#endif
