#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/nstextcontainer (iOS 7.0+, tvOS 9.0+).
    /// UIKit's text container; only its name is needed here.
    open class NSTextContainer {
        // https://developer.apple.com/documentation/uikit/nstextcontainer.
        /// Creates a text container.
        public init() {}
    }

    // https://developer.apple.com/documentation/uikit/uitextview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITextView` that the UIKit backend uses (see ``UIResponder``): its text, and the
    /// notifications UIKit posts (with the text view as the object) when editing begins, the text changes and
    /// editing ends. Becoming and resigning first responder begin and end editing, and the keyboard's entry
    /// points (`insertText(_:)`, `deleteBackward()`, `setMarkedText(_:selectedRange:)`) change the text and
    /// post the change, as UIKit does; a test may also post the notifications itself.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITextView: UIScrollView {
        // https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification.
        /// Posted when editing begins in a text view.
        public static let textDidBeginEditingNotification = Notification.Name(
            "UITextViewTextDidBeginEditingNotification")
        // https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification.
        /// Posted when the text of a text view changes.
        public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
        // https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification.
        /// Posted when editing ends in a text view.
        public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

        /// The text the view shows; setting `nil` stores the empty string, as UIKit does.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        // UIKit declares it `String!`; the interface keeps UIKit's exact type.
        open var text: String! {
            get { marked.text }
            set { marked.setText(newValue) }
        }

        private var marked = MarkedTextModel()

        // https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange (UITextInput, iOS 3.2+).
        /// The range of the text that is still being composed (marked), or `nil` when none.
        open var markedTextRange: UITextRange? { marked.range }

        // https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:).
        /// Inserts the provided text and marks it to indicate that it is part of an active input session;
        /// `nil` or empty text ends the session, removing the marked text. As UIKit, the marked text is part of
        /// the text, and each change is reported as the user's edit (textDidChangeNotification); ignored unless first
        /// responder.
        open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            guard isFirstResponder, marked.setMarkedText(markedText) else { return }
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        // https://developer.apple.com/documentation/uikit/uitextinput/unmarktext().
        /// Unmarks the currently marked text: it stays as typed text.
        open func unmarkText() {
            marked.unmark()
        }

        // https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:) (UIKeyInput, which UITextInput
        // refines; iOS 3.2+).
        /// Inserts a character into the displayed text: what the keyboard calls for each typed character. Here
        /// at the end of the text, replacing the marked text (a composition typed over ends). Each change is
        /// the user's edit (textDidChangeNotification); ignored unless first responder.
        open func insertText(_ text: String) {
            guard isFirstResponder, marked.insert(text) else { return }
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        // https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward() (UIKeyInput; iOS 3.2+).
        /// Deletes a character from the displayed text: what the keyboard's delete key calls. Here the last
        /// character (of the marked text, while there is one). Each change is the user's edit
        /// (textDidChangeNotification); ignored unless first responder.
        open func deleteBackward() {
            guard isFirstResponder, marked.deleteBackward() else { return }
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder(), which a text view
        // answers by beginning editing: textDidBeginEditingNotification ("when a text view begins an editing
        // session").
        /// Begins editing: the view becomes first responder and posts textDidBeginEditingNotification; `true`
        /// with nothing posted when it is already editing.
        @discardableResult
        override open func becomeFirstResponder() -> Bool {
            guard !isFirstResponder else { return true }
            super.becomeFirstResponder()
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
            return true
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder(), which ends a text
        // view's editing: textDidEndEditingNotification ("when a text view ends an editing session"). Text
        // still marked is committed first (`unmarkText()`), as the system commits a composition when the view
        // stops taking keys.
        /// Ends editing: what is still marked stays as typed text, the view resigns and posts
        /// textDidEndEditingNotification; `true` with nothing posted when it is not editing, or from code the
        /// commit runs (the resign under way then posts the one notification).
        @discardableResult
        override open func resignFirstResponder() -> Bool {
            endTextEditing(
                committing: { if marked.range != nil { unmarkText() } },
                resigning: { super.resignFirstResponder() },
                then: { NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self) })
        }

        // https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:): the designated initializer.
        /// Creates a text view with the frame and text container you specify: UIKit's designated initializer.
        public init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(frame:), inherited.
        /// Creates a text view with the frame you specify and a text container of its own.
        override public convenience init(frame: CGRect) {
            self.init(frame: frame, textContainer: nil)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
