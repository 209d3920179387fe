#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// A `UITextField` that reports its editing events with the text, bindable to an `ObservableValue<String>`.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`. Text input is `.keyboard` too: the edits that come
    /// through UIKit's text-input entry points, which the keyboard, dictation and input methods call
    /// (`insertText(_:)`, `deleteBackward()`, `setMarkedText(_:selectedRange:)`, `unmarkText()`), so a user's
    /// typing or composed text is never reported as `.program`; `sendActions(for:)` from code is `.program`.
    open class ObservableTextField: UITextField, ObservableControl {
        /// What the text field reports, each with the text at that moment, as in every backend.
        public typealias Action = TextFieldAction

        /// The text field's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the field's timed streams (debounce, say): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// Each editing event as its own case, with the current text (`""` for `nil`).
        public func observation(for event: ControlEvent) -> Action {
            Action(event, text: text ?? "")
        }

        /// Commits the marked text, then writes it to a bound value: the commit is the user's edit and wins
        /// over value changes held while it was composed (`BindingHold.composition`). Origin `.keyboard`. With
        /// nothing marked (UIKit calls it then too) nothing is committed, and a bound value is left as it is:
        /// text set from code stays unwritten.
        override open func unmarkText() {
            let wasComposing = markedTextRange != nil
            withEventOrigin(.keyboard) {
                super.unmarkText()
                if wasComposing { releaseBindingHold(.composition) }
            }
        }

        /// Typed text (the keyboard, dictation): its editingChanged comes from `.keyboard`. Typed over marked
        /// text, it ends the composition: a bound value gets the text with that editingChanged, or, when the
        /// typed text is exactly the marked text (the text stays as it is, and UIKit reports no change), as at
        /// ``unmarkText()``.
        override open func insertText(_ text: String) {
            let composed = markedTextRange != nil ? self.text : nil
            withEventOrigin(.keyboard) {
                super.insertText(text)
                if let composed, markedTextRange == nil, self.text == composed { releaseBindingHold(.composition) }
            }
        }

        /// The delete key: its editingChanged comes from `.keyboard`.
        override open func deleteBackward() {
            withEventOrigin(.keyboard) { super.deleteBackward() }
        }

        /// Text an input method is composing: its editingChanged comes from `.keyboard`.
        override open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            withEventOrigin(.keyboard) { super.setMarkedText(markedText, selectedRange: selectedRange) }
        }

        // Generated from Scripts/UIKitOverrides (touches, presses): do not edit.
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
