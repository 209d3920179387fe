import CGtk4
import ObserverKit

/// A `GtkSearchEntry` observed as `UISearchBar`'s delegate calls, with the headless `SearchBar`'s spelling: its
/// field is an ``ObservableTextField`` (``searchTextField``), whose text is bindable with the composition rule.
///
/// ```swift
/// let search = SearchBar()
/// search.observed.addObserver { action in
///     if case .textDidChange(let text) = action { print("filter by \(text)") }
/// }
/// ```
///
/// How GTK maps to `SearchBarAction` (https://docs.gtk.org/gtk4/class.SearchEntry.html):
/// - `.textDidChange`: each change of the text by the user (GtkEditable's `changed`, at once, not the delayed
///   `search-changed`). GTK keeps an input method's pre-edit out of the text, so it is never reported; the
///   committed text is, once. Setting ``text`` from code reports nothing.
/// - `.searchButtonClicked`: Return (`activate`). `.cancelButtonClicked`: Escape (`stop-search`), GTK's way to
///   cancel a search (there is no cancel button).
/// - `.didBeginEditing` and `.didEndEditing`: the entry gaining and losing the focus.
/// - `.selectedScopeDidChange`: never (GTK's search entry has no scope buttons).
@MainActor
public final class SearchBar {
    /// The search bar's observers: what `UISearchBarDelegate`'s informational calls report.
    public let observed = DelegateObserver<SearchBarAction>()
    /// The field the user types into, whose events and binding are a text field's.
    public let searchTextField: ObservableTextField
    private var fieldToken: ObservationToken?

    /// An empty search entry, `width` points wide.
    public init(width: Int = 240) {
        searchTextField = ObservableTextField(searchEntry: gtk_search_entry_new())
        gtk_widget_set_size_request(searchTextField.widget, GTKSize.request(width), -1)
        wire()
    }

    /// Wraps `widget`, a `GtkSearchEntry` something else created (a `.ui` file); throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget.
    ///
    /// ```swift
    /// let search = try builder.searchBar(id: "search")
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        let entry = try GObjectType.checked(widget, is: gtk_search_entry_get_type(), for: "SearchBar")
        searchTextField = ObservableTextField(searchEntry: entry)
        wire()
    }

    /// The one wiring routine, for search bars made here and adopted ones alike.
    private func wire() {
        fieldToken = searchTextField.addObserver(for: [.editingDidBegin, .editingChanged, .editingDidEnd]) {
            [weak self] action in
            guard let self else { return }
            switch action {
            case .editingDidBegin: observed.send(.didBeginEditing)
            case .editingChanged(let text): observed.send(.textDidChange(text))
            case .editingDidEnd: observed.send(.didEndEditing)
            default: break
            }
        }
        let entry = UnsafeMutableRawPointer(searchTextField.widget)
        Signal.connect(entry, "activate") { [weak self] in self?.observed.send(.searchButtonClicked) }
        Signal.connect(entry, "stop-search") { [weak self] in self?.observed.send(.cancelButtonClicked) }
    }

    /// The `GtkSearchEntry`.
    public var widget: UnsafeMutablePointer<GtkWidget> { searchTextField.widget }

    /// The text; setting it reports nothing.
    public var text: String {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

}

extension SearchBar: Bindable {
    /// The search bar's ``text``; setting it is programmatic (no report).
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// Binds the text both ways to `value`: the field's binding, with the composition rule.
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        searchTextField.bind(value)
    }
}
