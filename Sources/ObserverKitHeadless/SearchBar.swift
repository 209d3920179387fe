import Foundation
@_spi(Backend) import ObserverKit

/// A headless search bar: a text field with search and cancel buttons and scope buttons, observed through
/// ``observed`` as `UISearchBar` is through its delegate; its ``text`` is bindable.
///
/// ```swift
/// let searchBar = SearchBar()
/// searchBar.observed.addObserver { action in
///     switch action {
///     case .textDidChange(let text): print("filter by \(text)")
///     case .searchButtonClicked: print("search")
///     default: break
///     }
/// }
/// searchBar.becomeFirstResponder()              // its text field begins editing
/// searchBar.searchTextField.insertText("tea")   // filter by tea
/// searchBar.tapSearchButton()                    // search
/// ```
///
/// ## Rules
/// - textDidChange reports each change of the text by the user, never while text is marked (an input method is
///   composing it): the committed text is reported when the composition ends, once. Setting ``text`` from
///   code reports nothing, as UIKit.
/// - didBeginEditing and didEndEditing follow the text field's editingDidBegin and editingDidEnd.
/// - ``tapSearchButton()`` reports searchButtonClicked while editing (the keyboard's search key), and so does
///   Return in its field (`searchTextField.pressReturn()`), before the field's own editingDidEndOnExit;
///   ``tapCancelButton()`` reports cancelButtonClicked when ``showsCancelButton``; otherwise they do nothing.
/// - ``tapScopeButton(at:)`` reports selectedScopeDidChange for a new index within
///   ``scopeButtonTitles``; an index outside them, or the one already selected, does nothing.
/// - A binding (``bind(_:)``) is the text field's: the composition rule holds for it too.
@MainActor
public final class SearchBar: Responder {
    /// The search bar's observers: what `UISearchBarDelegate`'s informational calls report.
    public let observed = DelegateObserver<SearchBarAction>()

    /// The text field the user types into.
    public let searchTextField: ObservableTextField

    /// Whether the cancel button is shown (false by default, as UIKit).
    public var showsCancelButton = false

    /// The titles of the scope buttons (none by default).
    public var scopeButtonTitles: [String] = [] {
        didSet {
            if !scopeButtonTitles.indices.contains(selectedScopeButtonIndex) { selectedScopeButtonIndex = 0 }
        }
    }

    /// The selected scope button; setting it from code reports nothing, and an index outside
    /// ``scopeButtonTitles`` is ignored (0 is always accepted).
    public var selectedScopeButtonIndex = 0 {
        didSet {
            if selectedScopeButtonIndex != 0, !scopeButtonTitles.indices.contains(selectedScopeButtonIndex) {
                selectedScopeButtonIndex = oldValue
            }
        }
    }

    /// Creates a search bar with `bounds` (320 × 56 points by default).
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 56)) {
        searchTextField = ObservableTextField(bounds: bounds)
        searchTextField.addObserver(for: [.editingDidBegin, .editingChanged, .editingDidEnd]) { [weak self] action in
            self?.textFieldSent(action)
        }
        searchTextField.returnPressed = { [weak self] in self?.tapSearchButton() }
        searchTextField.compositionCommittedUnchanged = { [weak self] in
            guard let self else { return }
            self.observed.send(.textDidChange(self.searchTextField.text))
        }
    }

    /// The text, as the text field holds it (marked text included); setting it reports nothing.
    public var text: String {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Whether ``searchTextField`` is editing: the search bar is first responder through its field, as the GTK
    /// search bar is.
    public var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing in ``searchTextField`` (didBeginEditing), as `UISearchBar.becomeFirstResponder()` does for
    /// its field. Returns whether editing began: `false` when the field is editing already or disabled.
    @discardableResult
    public func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in ``searchTextField`` (didEndEditing), as `UISearchBar.resignFirstResponder()` dismisses the
    /// keyboard. Returns whether editing ended: `false` when the field was not editing.
    @discardableResult
    public func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The keyboard's search key: searchButtonClicked, while editing. Returns whether it was reported. While
    /// text is marked (an input method composing), the key commits the composition instead, reported as
    /// textDidChange, and searchButtonClicked waits for the next press (`false`), as ``ObservableTextField/pressReturn()``.
    @discardableResult
    public func tapSearchButton() -> Bool {
        guard searchTextField.isFirstResponder else { return false }
        guard searchTextField.markedText == nil else {
            searchTextField.unmarkText()
            return false
        }
        observed.send(.searchButtonClicked)
        return true
    }

    /// The cancel button: cancelButtonClicked, when it is shown. Returns whether it was reported. (As UIKit,
    /// the app decides what cancelling does: clearing the text, resigning the keyboard.)
    @discardableResult
    public func tapCancelButton() -> Bool {
        guard showsCancelButton else { return false }
        observed.send(.cancelButtonClicked)
        return true
    }

    /// A tap on scope button `index`: selects it and reports selectedScopeDidChange, when it exists and is not
    /// selected already. Returns whether it was reported.
    @discardableResult
    public func tapScopeButton(at index: Int) -> Bool {
        guard scopeButtonTitles.indices.contains(index), index != selectedScopeButtonIndex else { return false }
        selectedScopeButtonIndex = index
        observed.send(.selectedScopeDidChange(index))
        return true
    }

    private func textFieldSent(_ action: TextFieldAction) {
        switch action {
        case .editingDidBegin: observed.send(.didBeginEditing)
        case .editingChanged(let text) where searchTextField.markedText == nil: observed.send(.textDidChange(text))
        case .editingDidEnd: observed.send(.didEndEditing)
        default: break
        }
    }
}

extension SearchBar: Bindable {
    /// The search bar's ``text``; setting it is programmatic (no report).
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// Binds the text both ways, as the text field's binding (composition rule included), replacing any
    /// earlier binding of the search bar or its text field.
    ///
    /// ```swift
    /// let query = ObservableValue("")
    /// let searchBar = SearchBar()
    /// searchBar.bind(query)
    /// query.value = "tea"   // searchBar.text == "tea", nothing reported
    /// ```
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        searchTextField.bind(value)
    }
}
