import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkTextView` whose editing arrives as `TextViewAction`s, bindable to an `ObservableValue<String>`, as
/// the headless and UIKit text views.
///
/// ```swift
/// let window = Window(title: "Notes", width: 320, height: 240)
/// let notes = ObservableTextView()
/// window.add(notes)
/// notes.addObserver { action in
///     if case .didChange(let text) = action { print("notes: \(text)") }
/// }
/// let draft = ObservableValue("")
/// notes.bind(draft)  // typing writes draft; setting draft rewrites the text
/// ```
///
/// Focus in sends didBeginEditing, each change of the text didChange, focus out didEndEditing; Return types a newline,
/// as in UIKit. Its window stopping being active (the user switches to another app or another window of the app) is
/// not the focus leaving, as UIKit's first responder across an app or key-window change: the view reports nothing,
/// stays first responder, keeps a composition (``markedText``), and typing goes on when the window is active again;
/// what ends editing (focus moved in the window, `resignFirstResponder()`, the view disabled, removed or its window
/// closed) ends it meanwhile too, once. One user edit is one didChange, as on UIKit and headless: GTK's deletion and insertion of a replacement
/// (typing, composing or pasting over a selection, a letter typed in overwrite mode) are reported as one, with the new
/// text (`TextChangeReports`). A view that is not editable (``isEditable``) may take the focus (a click, Tab: to select
/// and copy) but begins no editing, as a `UITextView` that is not editable: it reports neither; made editable while it
/// holds the focus, it begins (didBeginEditing). Made not editable while editing, it stays editing, taking no typing,
/// until the focus leaves (didEndEditing), as the headless text view. Setting ``text`` is programmatic and sends
/// nothing of its own (a user's edit whose report is still held is reported first). Text being composed by an input method (a dead key, a compose sequence, an IME) is ``markedText``: GTK
/// keeps it out of the buffer until it is committed, so it is not part of ``text``, sends no didChange and is never
/// written to a bound value. A bound value set while text is marked is not shown: when composition ends, committed or
/// abandoned, the view's text (the user's edit, which wins) is written to the value, as on every backend. The focus
/// leaving during a composition abandons it (the pre-edit is dropped, where UIKit commits its marked text) before
/// didEndEditing.
///
/// The view follows its buffer: given another one (`gtk_text_view_set_buffer`, by the app or a library), ``text``
/// and didChange are the new buffer's from then on, and the old buffer's edits are no longer the view's. The
/// replacement itself, a change from code, reports nothing.
@MainActor
public final class ObservableTextView: @MainActor MultiObservable, Bindable {
    /// What the text view reports, as in every backend.
    public typealias Action = TextViewAction

    /// The observers, in the order they are notified.
    public var observers: [Observer<Action>] = []

    /// The `GtkTextView`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Whether didBeginEditing was the last of the two editing events reported: from a focus in while editable
    /// to the focus out.
    private var isEditing = false
    /// Whether the focus is in the view, as its focus controller last said.
    private var hasFocus = false
    /// The buffer whose changes are heard (referenced, so that it can always be let go): the view's.
    private var heardBuffer: UnsafeMutablePointer<GtkTextBuffer>?
    private var changedHandler: UInt = 0
    /// The reports of the changes of the text, one per user edit.
    private let changes = TextChangeReports()
    /// The handlers and controller the text view gave its widget, taken back when it goes (an adopted view
    /// outlives it).
    private let wiring = Wiring()
    /// The two-way binding, which hears each action before the observers; not one of them.
    private var binding: TextViewBinding?

    /// The text being composed by an input method, or `nil`.
    public private(set) var markedText: String?

    /// An empty, editable text view, at least `width` × `height` points (GTK's size request: a ``Window`` or a
    /// vertical ``Box`` stretches it across its width), wrapping words.
    public init(width: Int = 240, height: Int = 96) {
        widget = gtk_text_view_new()
        g_object_ref_sink(widget)
        gtk_widget_set_size_request(widget, GTKSize.request(width), GTKSize.request(height))
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        connectHandlers()
    }

    /// Wraps `widget`, a `GtkTextView` something else created (a `.ui` file, another library), taking a
    /// reference to it; throws ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget.
    ///
    /// ```swift
    /// let notes = try ObservableTextView(adopting: try builder.widget(id: "notes"))
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        self.widget = try GObjectType.checked(widget, is: gtk_text_view_get_type(), for: "ObservableTextView")
        g_object_ref_sink(widget)
        connectHandlers()
    }

    isolated deinit {
        stopHearingBuffer()
        wiring.takeBack()
        g_object_unref(widget)
    }

    private var view: UnsafeMutablePointer<GtkTextView> { UnsafeMutablePointer(OpaquePointer(widget)) }
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view) }

    /// The committed text; setting it sends nothing of its own (a user's edit whose report is still held, a
    /// selection deleted as a composition began over it, is reported first, with the text it made), leaves the caret at the end of the new text (a selection
    /// goes: GTK's insertion mark follows the text inserted), so that what the user types next goes after it,
    /// as on UIKit and headless, and drops a pre-edit (``markedText``) the input method shows, as text set from
    /// code does on UIKit and headless: the composition ends uncommitted, and what the user types next is typed
    /// anew. A binding never sets the text the view already shows (its write-back of what the user typed
    /// included), so typing in the middle of the text leaves the caret where the user typed.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            defer { g_free(characters) }
            return String(cString: characters)
        }
        set {
            // The buffer replaced, and its notification not heard yet (frozen, or an earlier handler sets text):
            // hear the view's buffer first, whose handler is the one to block.
            hearBuffer()
            // A user's edit still held is reported first, with the text it made.
            changes.flush()
            dropPreedit()
            Signal.blocking(UnsafeMutableRawPointer(buffer), changedHandler) {
                gtk_text_buffer_set_text(buffer, newValue, -1)
            }
            changes.textSet(length: textLength)
        }
    }

    /// Whether the user can edit the text (`UITextView.isEditable`, GtkTextView's `editable`).
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(view) != 0 }
        set { gtk_text_view_set_editable(view, newValue ? 1 : 0) }
    }

    /// The text; setting it is programmatic (sends nothing).
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// Binds the text both ways to `value`, replacing any earlier binding: the view shows the value at once;
    /// each didChange writes it; value changes rewrite the text unless it is already equal. The core's rules, as
    /// on every backend: while an input method composes, value changes wait and nothing is written; when the
    /// composition ends, the user's text wins and is written to the value.
    ///
    /// The binding is not one of the view's observers: ``observers`` does not list it, and
    /// `removeObservers()` and `remove(observer:)` leave it working. It ends through the returned token, or
    /// when the view is bound again. It writes the value before the observers hear a `didChange`.
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        value.bindTextView(self, replacing: &binding, isComposing: { $0.markedText != nil })
    }

    /// Reports `action`: to the binding (a `didChange` writes the bound value), then to the observers.
    private func notify(_ action: Action) {
        binding?.report(action)
        notifyObservers(of: action)
    }

    private func connectHandlers() {
        hearBuffer()
        Signal.connectNotify(UnsafeMutableRawPointer(widget), "buffer", keptBy: wiring) { [weak self] in
            self?.hearBuffer()
        }
        Signal.connectString(UnsafeMutableRawPointer(widget), "preedit-changed", keptBy: wiring) {
            [weak self] preedit in
            self?.preeditChanged(preedit ?? "")
        }
        EditingFocus.follow(
            widget, keptBy: wiring,
            entered: { [weak self] in
                self?.hasFocus = true
                self?.beginEditingIfEditable()
            },
            left: { [weak self] in
                guard let self else { return }
                hasFocus = false
                endPreeditAsFocusLeaves()
                guard isEditing else { return }
                isEditing = false
                changes.flush()
                notify(.didEndEditing)
            })
        Signal.connectNotify(UnsafeMutableRawPointer(widget), "editable", keptBy: wiring) { [weak self] in
            self?.beginEditingIfEditable()
        }
    }

    /// Reports the start of editing when the view holds the focus and is editable, and has not reported it:
    /// the focus came to an editable view, or a focused view became editable.
    private func beginEditingIfEditable() {
        guard hasFocus, isEditable, !isEditing else { return }
        isEditing = true
        changes.flush()
        notify(.didBeginEditing)
    }

    /// Hears the view's buffer, now or again after it was replaced, and no longer the one heard before.
    private func hearBuffer() {
        let current = buffer
        guard current != heardBuffer else { return }
        // The old buffer's edit still held is reported, with the text it made there.
        changes.flush()
        stopHearingBuffer()
        g_object_ref(current)
        heardBuffer = current
        changes.textSet(length: textLength)
        changedHandler = Signal.connect(UnsafeMutableRawPointer(current), "changed") { [weak self] in
            guard let self else { return }
            let action = Action.didChange(text)
            changes.changed(length: textLength) { [weak self] in self?.notify(action) }
        }
    }

    /// The text's length in characters.
    private var textLength: Int { Int(gtk_text_buffer_get_char_count(buffer)) }

    private func stopHearingBuffer() {
        guard let heardBuffer else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(heardBuffer), gulong(changedHandler))
        g_object_unref(heardBuffer)
        self.heardBuffer = nil
    }

    private func preeditChanged(_ preedit: String) {
        let wasComposing = markedText != nil
        markedText = preedit.isEmpty ? nil : preedit
        changes.isComposing = markedText != nil
        guard wasComposing, markedText == nil else { return }
        // GTK may end the preedit just before it commits: end the composition hold after this turn, once the
        // commit is in the buffer, unless a new composition began meanwhile. A commit that changed the text was
        // reported and written with its didChange, as the text field's: then nothing more is written, so text an
        // observer of that report set from code is not. One the focus leaving abandoned was written at once.
        let written = changes.writeCount
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.markedText == nil, self.changes.writeCount == written else { return }
                self.binding?.release(.composition)
            }
        }
    }

    /// Ends a composition when the focus leaves the view (before didEndEditing; not when the window stops being
    /// active, which keeps editing and the pre-edit), as the text field does: the input
    /// method is reset, which drops the pre-edit GTK would otherwise keep, shown and holding the binding, until
    /// the user came back; the text stays and is written to a bound value, as when Escape abandons a composition,
    /// at once, before didEndEditing: text an observer of didEndEditing sets from code is not written, as on
    /// headless.
    private func endPreeditAsFocusLeaves() {
        guard markedText != nil else { return }
        let written = changes.writeCount
        gtk_text_view_reset_im_context(view)
        // The reset reports the pre-edit's end (preedit-changed); should an input method not, it ends here.
        if markedText != nil { preeditChanged("") }
        changes.writeAbandonedComposition(since: written) { binding?.release(.composition) }
    }

    /// Drops the pre-edit (``text`` set from code): the input method forgets it; nothing is committed or written.
    private func dropPreedit() {
        guard markedText != nil else { return }
        // Cleared first: the pre-edit's end that the reset reports is not a commit.
        markedText = nil
        changes.isComposing = false
        gtk_text_view_reset_im_context(view)
    }
}
