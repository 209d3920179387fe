#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uisearchtextfield: iOS 13.0+, tvOS 13.0+; the text field of
    // a search bar, a UITextField.
    /// The part of UIKit's `UISearchTextField` that the UIKit backend uses: a text field.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    open class UISearchTextField: UITextField {}

    // https://developer.apple.com/documentation/uikit/uisearchbar: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UISearchBar` that the UIKit backend uses: a view around a search text field.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UISearchBar: UIView {
        // https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield: iOS 13.0+.
        /// The bar's text field.
        @available(iOS 13.0, tvOS 13.0, *)
        public let searchTextField = UISearchTextField()

        // https://developer.apple.com/documentation/uikit/uisearchbar/text: the text field's text.
        /// The search text.
        open var text: String? {
            get { searchTextField.text }
            set { searchTextField.text = newValue }
        }
    }
#endif
