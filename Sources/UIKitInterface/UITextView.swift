#if os(Linux)
    import Foundation

    /// UIKit's text container; only its name is needed here.
    open class NSTextContainer {
        /// Creates a text container.
        public init() {}
    }

    // https://developer.apple.com/documentation/uikit/uitextview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITextView` that the UIKit backend uses (see ``UIResponder``): its text, and the
    /// notifications UIKit posts (with the text view as the object) when editing begins, the text changes and
    /// editing ends. Here nothing edits the text by itself: tests post those notifications as UIKit would.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITextView: UIScrollView {
        /// Posted when editing begins in a text view.
        public static let textDidBeginEditingNotification = Notification.Name(
            "UITextViewTextDidBeginEditingNotification")
        /// Posted when the text of a text view changes.
        public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
        /// Posted when editing ends in a text view.
        public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

        /// The text the view shows; setting `nil` stores the empty string, as UIKit does.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        // UIKit declares it `String!`; the interface keeps UIKit's exact type.
        open var text: String! {
            get { storedText }
            set { storedText = newValue ?? "" }
        }

        private var storedText = ""

        /// Creates a text view with the frame and text container you specify: UIKit's designated initializer.
        public init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame)
        }

        /// Creates a text view with the frame you specify and a text container of its own.
        override public convenience init(frame: CGRect) {
            self.init(frame: frame, textContainer: nil)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
