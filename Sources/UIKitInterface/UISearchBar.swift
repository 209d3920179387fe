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

        // https://developer.apple.com/documentation/uikit/uisearchbar/delegate: weak, as UIKit's.
        /// The delegate; setting it asks the delegate which of the methods whose answer changes what the bar
        /// does it implements, as UIKit's setter does (set to the delegate it already has, it keeps its answers:
        /// see UIScrollView), and is reported to key-value observers of `delegate`.
        open weak var delegate: (any UISearchBarDelegate)? {
            didSet {
                if delegate !== oldValue {
                    implementedDelegateSelectors = selectors(
                        [
                            "searchBarShouldBeginEditing:", "searchBarShouldEndEditing:",
                            "searchBar:shouldChangeTextInRange:replacementText:",
                        ], implementedBy: delegate)
                }
                delegateKeyValueObservers.delegateChanged(from: oldValue)
            }
        }

        /// The key-value observers of `delegate`.
        let delegateKeyValueObservers = DelegateKeyValueObservers()

        /// The methods asked about the delegate said it implements when it was set.
        private var implementedDelegateSelectors: Set<Selector> = []

        /// The delegate, when it said it implements `selector` when it was set; otherwise `nil`, and UIKit does
        /// what it does without the method.
        private func delegate(implementing selector: Selector) -> (any UISearchBarDelegate)? {
            releaseValuesOfDeallocatedObjects()
            return implementedDelegateSelectors.contains(selector) ? delegate : nil
        }

        // https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton
        /// Whether the bar shows its cancel button.
        open var showsCancelButton = false

        // https://developer.apple.com/documentation/uikit/uisearchbar/scopebuttontitles
        /// The titles of the scope buttons.
        open var scopeButtonTitles: [String]?

        // https://developer.apple.com/documentation/uikit/uisearchbar/selectedscopebuttonindex: setting it from code
        // calls no delegate method.
        /// The index of the selected scope button.
        open var selectedScopeButtonIndex = 0

        /// Plays a tap in the field (a test's stand-in for a finger): editing begins as ``becomeFirstResponder()``
        /// begins it.
        public func simulateBeginEditing() {
            becomeFirstResponder()
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder(), which UISearchBar
        // answers with its text field: UISearchBar.h's searchBarShouldBeginEditing: "return NO to not become first
        // responder", then searchBarTextDidBeginEditing: "called when text starts editing".
        /// Begins editing when the delegate allows it (searchBarShouldBeginEditing): the field becomes first
        /// responder and textDidBeginEditing follows. `true` when the field is first responder afterwards; `false`,
        /// asking and telling the delegate nothing, when the field is disabled (a disabled text field does not
        /// become first responder).
        @discardableResult
        override open func becomeFirstResponder() -> Bool {
            guard !searchTextField.isFirstResponder else { return true }
            guard searchTextField.isEnabled else { return false }
            guard delegate(implementing: "searchBarShouldBeginEditing:")?.searchBarShouldBeginEditing(self) ?? true,
                searchTextField.becomeFirstResponder()
            else { return false }
            delegate?.searchBarTextDidBeginEditing(self)
            return true
        }

        // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder(), which UISearchBar
        // answers with its text field: UISearchBar.h's searchBarShouldEndEditing: "return NO to not resign first
        // responder", then searchBarTextDidEndEditing: "called when text ends editing". What an app's
        // searchBarSearchButtonClicked(_:) calls to dismiss the keyboard.
        /// Ends editing when the delegate allows it (searchBarShouldEndEditing): the field resigns and
        /// textDidEndEditing follows. `false` when the delegate keeps the field editing.
        @discardableResult
        override open func resignFirstResponder() -> Bool {
            guard searchTextField.isFirstResponder else { return true }
            guard delegate(implementing: "searchBarShouldEndEditing:")?.searchBarShouldEndEditing(self) ?? true
            else { return false }
            searchTextField.resignFirstResponder()
            delegate?.searchBarTextDidEndEditing(self)
            return true
        }

        // The search text field is a UITextField (https://developer.apple.com/documentation/uikit/uisearchtextfield:
        // "UISearchTextField inherits from UITextField"), and the keyboard types into it as into any text field: each
        // change is its editingChanged, which the app's actions on `searchTextField` hear (a binding through it, too).
        // Which of the field's editingChanged and the delegate's textDidChange comes first is not documented; the
        // model sends the field's first, as ``simulateMarkedText(_:)`` does (setMarkedText is the field's).
        /// Plays typing `string` at the end of the text, as UIKit asks and tells: shouldChangeTextIn, then the
        /// change, the search text field's editingChanged, then textDidChange. Typed while text is marked, `string`
        /// replaces the marked text and ends the composition, as the field's `insertText(_:)` does (the range asked
        /// about is the marked text's). Ignored unless editing.
        public func simulateTyping(_ string: String) {
            guard searchTextField.isFirstResponder else { return }
            let current = (text ?? "") as NSString
            let start = searchTextField.markedTextRange.map {
                searchTextField.offset(from: searchTextField.beginningOfDocument, to: $0.start)
            }
            let range = NSRange(location: start ?? current.length, length: current.length - (start ?? current.length))
            let shouldChange = delegate(implementing: "searchBar:shouldChangeTextInRange:replacementText:")
            guard shouldChange?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
                return
            }
            text = current.replacingCharacters(in: range, with: string)  // nothing is marked any more
            searchTextField.sendActions(for: .editingChanged)
            delegate?.searchBar(self, textDidChange: text ?? "")
        }

        /// Plays an input method composing `marked` (an empty string ends the composition): the field's marked
        /// text changes and UIKit reports the text, marked text included, through textDidChange. A composition
        /// that leaves the text as it was (the same marked text again, or an empty one with nothing marked) is no
        /// change, and UIKit reports none (textDidChange: "Tells the delegate that the user changed the search
        /// text").
        public func simulateMarkedText(_ marked: String) {
            guard searchTextField.isFirstResponder else { return }
            let before = text
            searchTextField.setMarkedText(marked, selectedRange: NSRange(location: marked.count, length: 0))
            guard text != before else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
        }

        /// Plays the input method committing its marked text: the text stays as it is, so UIKit reports nothing.
        public func simulateCommitMarkedText() {
            searchTextField.unmarkText()
        }

        /// Plays the keyboard's Search key: searchBarSearchButtonClicked.
        public func simulateSearchButtonTap() {
            delegate?.searchBarSearchButtonClicked(self)
        }

        /// Plays a tap on the cancel button, which exists only while `showsCancelButton`: searchBarCancelButtonClicked.
        public func simulateCancelButtonTap() {
            guard showsCancelButton else { return }
            delegate?.searchBarCancelButtonClicked(self)
        }

        /// Plays a tap on scope button `index`: a valid index other than the selected one is selected, then
        /// selectedScopeButtonIndexDidChange.
        public func simulateSelectScope(_ index: Int) {
            guard let titles = scopeButtonTitles, titles.indices.contains(index), index != selectedScopeButtonIndex
            else { return }
            selectedScopeButtonIndex = index
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        }

        /// Plays the end of editing (another view takes the focus): editing ends as ``resignFirstResponder()``
        /// ends it.
        public func simulateEndEditing() {
            resignFirstResponder()
        }
    }
#endif
