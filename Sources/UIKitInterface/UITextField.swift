#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitextfield: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITextField` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITextField: UIControl {
        // https://developer.apple.com/documentation/uikit/uitextfield/text.
        /// The text the field shows; setting `nil` stores the empty string, as UIKit does.
        open var text: String? {
            get { marked.text }
            set { marked.setText(newValue) }
        }

        private var marked = MarkedTextModel()

        // https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange (UITextInput, iOS 3.2+).
        /// The range of the text that is still being composed (marked), or `nil` when none.
        open var markedTextRange: UITextRange? { marked.range }

        // https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument (UITextInput, iOS 3.2+).
        /// The text position for the beginning of the text.
        open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

        // https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:) (UITextInput, iOS 3.2+).
        /// The number of UTF-16 code units from `from` to `toPosition` (negative when `toPosition` comes first).
        open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
            toPosition.offset - from.offset
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder(), which a text field
        // answers by beginning an editing session: UIControl.Event.editingDidBegin ("an editing session in a
        // UITextField object") and UITextField.textDidBeginEditingNotification ("when an editing session begins
        // for a text field"). A disabled field takes no editing session.
        /// Begins editing: the field becomes first responder and sends editingDidBegin. `false`, sending nothing,
        /// when the field is disabled; `true` with nothing sent when it is already editing.
        @discardableResult
        override open func becomeFirstResponder() -> Bool {
            guard !isFirstResponder else { return true }
            guard isEnabled else { return false }
            super.becomeFirstResponder()
            sendActions(for: .editingDidBegin)
            return true
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder(), which ends a text
        // field's editing session: UIControl.Event.editingDidEnd ("a touch ending an editing session in a
        // UITextField object by leaving its bounds") and textDidEndEditingNotification ("when an editing session
        // ends for a text field"). Text still marked is committed first (`unmarkText()`), as the system commits
        // a composition when the field stops taking keys.
        /// Ends editing: what is still marked stays as typed text, the field resigns and sends editingDidEnd.
        /// `true` with nothing sent when the field is not editing, or from code the commit runs (the resign under
        /// way then sends the one editingDidEnd).
        @discardableResult
        override open func resignFirstResponder() -> Bool {
            endTextEditing(
                committing: { if marked.range != nil { unmarkText() } },
                resigning: { super.resignFirstResponder() },
                then: { sendActions(for: .editingDidEnd) })
        }

        // https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:).
        /// Inserts the provided text and marks it to indicate that it is part of an active input session;
        /// `nil` or empty text ends the session, removing the marked text. As UIKit, the marked text is part of
        /// the text, and each change is reported as the user's edit (editingChanged); ignored unless first
        /// responder.
        open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            guard isFirstResponder, marked.setMarkedText(markedText) else { return }
            sendActions(for: .editingChanged)
        }

        // https://developer.apple.com/documentation/uikit/uitextinput/unmarktext().
        /// Unmarks the currently marked text: it stays as typed text.
        open func unmarkText() {
            marked.unmark()
        }

        // https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:) (UIKeyInput, which UITextInput
        // refines; iOS 3.2+). The Return key arrives here as "\n", which a single-line text field does not insert:
        // it is the field's Return (https://developer.apple.com/documentation/uikit/uitextfielddelegate/
        // textfieldshouldreturn(_:), "whenever the user taps the return button"), which sends editingDidEndOnExit
        // and, when that event has an action, ends editing (Interface Builder's "Did End On Exit" dismisses the
        // keyboard).
        /// Inserts a character into the displayed text: what the keyboard calls for each typed character. Here
        /// at the end of the text, replacing the marked text (a composition typed over ends). Each change is
        /// reported as the user's edit (editingChanged); ignored unless first responder, as
        /// ``setMarkedText(_:selectedRange:)``. A newline alone is the Return key: the text stays as it is; while
        /// text is marked it commits the composition (``unmarkText()``, as a keyboard's confirm key), otherwise
        /// the field sends editingDidEndOnExit, then resigns (editingDidEnd) if that event had an action.
        open func insertText(_ text: String) {
            guard isFirstResponder else { return }
            guard text != "\n" else { return pressReturn() }
            guard marked.insert(text) else { return }
            sendActions(for: .editingChanged)
        }

        /// The Return key (see ``insertText(_:)``).
        private func pressReturn() {
            guard marked.range == nil else { return unmarkText() }
            let dismisses = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if dismisses, isFirstResponder { resignFirstResponder() }
        }

        // https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward() (UIKeyInput; iOS 3.2+).
        /// Deletes a character from the displayed text: what the keyboard's delete key calls. Here the last
        /// character (of the marked text, while there is one). Each change is reported as the user's edit
        /// (editingChanged); ignored unless first responder.
        open func deleteBackward() {
            guard isFirstResponder, marked.deleteBackward() else { return }
            sendActions(for: .editingChanged)
        }
    }
#endif
