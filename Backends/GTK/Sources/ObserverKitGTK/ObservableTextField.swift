import CGtk4
@_spi(Backend) import ObserverKit

/// A `GtkEntry` that reports UIKit's editing events with the text, bindable to an `ObservableValue<String>`:
/// focus in → editingDidBegin, each change → editingChanged, Return → editingDidEndOnExit, focus out →
/// editingDidEnd. Its window stopping being active (the user switches to another app or another window of the app)
/// is not the focus leaving, as UIKit's first responder across an app or key-window change: the field reports
/// nothing, stays first responder, and typing goes on when the window is active again; what ends editing (focus
/// moved in the window, `resignFirstResponder()`, the field disabled, removed or its window closed) ends it
/// meanwhile too, once (`EditingFocus`). A held Return is one press: the X server's repeats of it send nothing (`HeldKeys`). One user
/// edit is one editingChanged, as on UIKit and headless: GTK's deletion and insertion of a replacement (typing,
/// composing or pasting over a selection, a letter typed in overwrite mode) are reported as one
/// (`TextChangeReports`).
///
/// Setting ``text`` is programmatic and sends nothing of its own; a user's edit whose report is still held (a
/// selection deleted as a composition began over it) is reported first. The focus leaving during a composition
/// drops the input method's pre-edit (``markedText``) before editingDidEnd, where UIKit commits its marked text: the
/// text stays as it was, and a bound value gets it (see ``bindingHold``). The window stopping being active keeps
/// the pre-edit, as UIKit keeps marked text across an app switch: the next key, back in the window, completes it.
public final class ObservableTextField: Control<TextFieldAction> {
    /// What the text field reports, as in every backend.
    public typealias Action = TextFieldAction

    private var changedHandler: UInt = 0
    /// The reports of the changes of the text, one per user edit.
    let changes = TextChangeReports()
    /// The origin of the edits GTK makes: that of the last key or pointer button the field received.
    var editOrigin = EventOrigin.keyboard

    /// The input method's pre-edit (dead keys, compose sequences, IMEs) while one is shown; `nil` when none.
    ///
    /// ```swift
    /// // the dead key ´ pressed in the field: field.markedText == "´", field.text unchanged
    /// ```
    public internal(set) var markedText: String?

    /// An empty field, at least `width` points wide (GTK's size request: a ``Window`` or a vertical ``Box``
    /// stretches it across its width).
    public init(width: Int = 200) {
        super.init(widget: gtk_entry_new())
        gtk_widget_set_size_request(widget, GTKSize.request(width), -1)
        connectHandlers()
    }

    /// Wraps `widget`, a `GtkEntry` (or a subtype) something else created; throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget. See ``AdoptingControl``.
    ///
    /// ```swift
    /// let name = try ObservableTextField(adopting: builderEntry)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(widget: try Self.checkedForAdoption(widget))
        connectHandlers()
    }

    /// Wraps a `GtkSearchEntry` (a `GtkEditable`, not a `GtkEntry`): a ``SearchBar``'s field.
    init(searchEntry widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
        connectHandlers()
    }

    /// Connects the entry's signals and focus to the field's events.
    private func connectHandlers() {
        let raw = UnsafeMutableRawPointer(widget)
        changes.textSet(length: textLength)
        changedHandler = Signal.connect(raw, "changed", keptBy: wiring) { [weak self] in self?.typed() }
        Signal.connect(raw, "activate", keptBy: wiring) { [weak self] in
            // A held Return is one press, as on the headless field (one pressReturn()) and UIKit (one
            // pressesBegan): GTK emits activate for each of the X server's repeats, which end nothing here.
            guard !HeldKeys.isDeliveringRepeat else { return }
            self?.withEventOrigin(.keyboard) { self?.returnPressed() }
        }
        EditingFocus.follow(
            widget, keptBy: wiring, entered: { [weak self] in self?.sendAfterHeldChange(.editingDidBegin) },
            left: { [weak self] in
                self?.endPreeditAsFocusLeaves()
                self?.sendAfterHeldChange(.editingDidEnd)
            })
        followPreedit()
        followEditOrigin()
    }

    private var editable: OpaquePointer { OpaquePointer(widget) }

    /// The text's length in characters.
    var textLength: Int { Int(g_utf8_strlen(gtk_editable_get_text(editable), -1)) }

    /// Sends `event` after the report of a change still held (``TextChangeReports``), so in the order the user
    /// made them.
    private func sendAfterHeldChange(_ event: ControlEvent) {
        changes.flush()
        sendActions(for: event)
    }

    /// Called when Return is pressed, before the field's own events: a ``SearchBar``'s search key, as on the
    /// headless search bar.
    var searchKeyPressed: (() -> Void)?

    /// Return: ``searchKeyPressed``, then editingDidEndOnExit, and, as in UIKit, when someone observes that event
    /// the field gives up the focus (editingDidEnd follows).
    private func returnPressed() {
        changes.flush()
        searchKeyPressed?()
        let dismisses = controlObserver.hasObservers(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if dismisses { resignFirstResponder() }
    }

    /// The text; setting it sends no event of its own (a user's edit whose report is still held, a selection
    /// deleted as a composition began over it, is reported first, with the text it made), puts the caret at the end of the new text (a selection goes), so
    /// that what the user types next goes after it, as on UIKit and headless, and drops a pre-edit
    /// (``markedText``) the input method shows, as text set from code does on UIKit and headless: the
    /// composition ends uncommitted, and what the user types next is typed anew (a ``SearchBar``'s field too).
    ///
    /// A binding never sets the text the field already shows (its write-back of what the user typed
    /// included), so typing in the middle of the text leaves the caret where the user typed.
    ///
    /// ```swift
    /// // "ab" typed, then: field.text = "code"; "1" typed: field.text == "code1"
    /// ```
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set {
            // A user's edit still held is reported first, with the text it made.
            changes.flush()
            dropPreedit()
            Signal.blocking(UnsafeMutableRawPointer(widget), changedHandler) {
                gtk_editable_set_text(editable, newValue)
            }
            changes.textSet(length: textLength)
            // GTK leaves the caret at the start of the new text. Moving it also resets a GtkSearchEntry's input
            // method, which drops its pre-edit (see dropPreedit).
            gtk_editable_set_position(editable, -1)
        }
    }

    /// Each editing event as its own case, with the current text.
    override public func observation(for event: ControlEvent) -> Action {
        Action(event, text: text)
    }

}

extension ObservableTextField: BindableControl {
    /// The field's text; setting it is programmatic (no event).
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// A text field's user edits arrive as editingChanged.
    public static var boundValueEvents: ControlEvent { .editingChanged }
}
