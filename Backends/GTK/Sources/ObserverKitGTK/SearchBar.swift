import CGtk4
@_spi(Backend) import ObserverKit

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
///   `search-changed`), one per edit: typing or composing over a selection is one report with the new text, as
///   the field's editingChanged. GTK keeps an input method's pre-edit out of the text, so it is never reported; the
///   committed text is, once. Setting ``text`` from code reports nothing of its own.
/// - `.searchButtonClicked`: Return (`activate`), once per press however long it is held, and before the field's
///   own editingDidEndOnExit (and the editingDidEnd, `.didEndEditing`, that follows it when that event is observed),
///   as on the headless search bar. `.cancelButtonClicked`: Escape (`stop-search`), GTK's way to
///   cancel a search, and a click on the Cancel button ``showsCancelButton`` shows. As UIKit's, the button takes
///   no focus (the entry keeps editing), and what cancelling does is the app's: clearing the text, resigning.
/// - `.didBeginEditing` and `.didEndEditing`: the entry gaining and losing the focus. The window stopping being
///   active (another app or another window of the app focused) is not losing it: the search bar reports nothing,
///   stays first responder and keeps a composition, and typing goes on when the window is active again, as the
///   field's editing (``ObservableTextField``).
/// - `.selectedScopeDidChange`: never (GTK's search entry has no scope buttons).
@MainActor
public final class SearchBar {
    /// The search bar's observers: what `UISearchBarDelegate`'s informational calls report.
    public let observed = DelegateObserver<SearchBarAction>()
    /// The field the user types into, whose events and binding are a text field's.
    public let searchTextField: ObservableTextField
    /// The widget shown: for a search bar made here, a row holding the entry and, while shown, the Cancel button;
    /// for an adopted entry, the entry itself.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let isAdopted: Bool
    private var fieldToken: ObservationToken?
    /// The Cancel button, made the first time it is shown (ours: a reference is held until this object goes).
    private var cancelButton: UnsafeMutablePointer<GtkWidget>?
    /// The handlers the search bar gave its entry, taken back when it goes.
    private let wiring = Wiring()

    /// Whether the Cancel button shows after the entry (false by default), as `UISearchBar.showsCancelButton`;
    /// a click on it reports cancelButtonClicked. An adopted entry's button goes after the entry in its parent,
    /// when that parent is a `GtkBox`; in any other parent it is not shown (Escape still cancels).
    public var showsCancelButton = false {
        didSet {
            guard showsCancelButton != oldValue else { return }
            if showsCancelButton { showCancelButton() } else { hideCancelButton() }
        }
    }

    /// An empty search entry, at least `width` points wide (GTK's size request: a ``Window`` or a vertical
    /// ``Box`` stretches it across its width).
    public init(width: Int = 240) {
        searchTextField = ObservableTextField(searchEntry: gtk_search_entry_new())
        gtk_widget_set_size_request(searchTextField.widget, GTKSize.request(width), -1)
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        g_object_ref_sink(widget)
        isAdopted = false
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(widget)), searchTextField.widget)
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
        self.widget = entry
        g_object_ref(entry)
        isAdopted = true
        wire()
    }

    isolated deinit {
        // An adopted entry may outlive this object: it keeps no handler of ours, and the Cancel button, ours,
        // leaves its parent.
        wiring.takeBack()
        if let cancelButton {
            hideCancelButton()
            g_object_unref(cancelButton)
        }
        g_object_unref(widget)
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
        searchTextField.searchKeyPressed = { [weak self] in self?.observed.send(.searchButtonClicked) }
        let entry = UnsafeMutableRawPointer(searchTextField.widget)
        Signal.connect(entry, "stop-search", keptBy: wiring) { [weak self] in self?.cancelPressed() }
    }

    /// Reports cancelButtonClicked, after the report of an edit the field still holds.
    private func cancelPressed() {
        searchTextField.changes.flush()
        observed.send(.cancelButtonClicked)
    }

    /// The box the Cancel button goes in: the search bar's own row, or an adopted entry's parent box.
    private var cancelBox: UnsafeMutablePointer<GtkBox>? {
        GObjectType.box(isAdopted ? gtk_widget_get_parent(widget) : widget)
    }

    private func showCancelButton() {
        guard let box = cancelBox else { return }
        let button = cancelButton ?? makeCancelButton()
        gtk_box_insert_child_after(box, button, searchTextField.widget)
    }

    private func hideCancelButton() {
        guard let cancelButton, let parent = gtk_widget_get_parent(cancelButton) else { return }
        gtk_box_remove(UnsafeMutablePointer(OpaquePointer(parent)), cancelButton)
    }

    /// A "Cancel" button that takes no focus when clicked, so the entry keeps editing, as UIKit's does.
    private func makeCancelButton() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label("Cancel")!
        g_object_ref_sink(button)
        gtk_widget_set_focus_on_click(button, 0)
        Signal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in self?.cancelPressed() }
        cancelButton = button
        return button
    }

    /// The text; setting it reports nothing of its own (a user's edit whose report is still held is reported
    /// first, as the field's) and puts the caret at the end of the new text, as the field's
    /// ``ObservableTextField/text`` does.
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
