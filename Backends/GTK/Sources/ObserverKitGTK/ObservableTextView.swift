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
/// Focus in sends didBeginEditing, each change of the text didChange, focus out didEndEditing; Return types a
/// newline, as in UIKit. Setting ``text`` is programmatic and sends nothing. Text being composed by an input
/// method (a dead key, a compose sequence, an IME) is ``markedText``: GTK keeps it out of the buffer until it is
/// committed, so it is not part of ``text``, sends no didChange and is never written to a bound value. A bound
/// value set while text is marked is not shown: when composition ends, committed or abandoned, the view's text
/// (the user's edit, which wins) is written to the value, as on every backend.
@MainActor
public final class ObservableTextView: @MainActor MultiObservable, Bindable {
    /// What the text view reports, as in every backend.
    public typealias Action = TextViewAction

    /// The observers, in the order they are notified.
    public var observers: [Observer<Action>] = []

    /// The `GtkTextView`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var changedHandler: UInt = 0
    private var binding: ControlBinding?

    /// The text being composed by an input method, or `nil`.
    public private(set) var markedText: String?

    /// An empty, editable text view, `width` × `height` points, wrapping words.
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
        g_object_unref(widget)
    }

    private var view: UnsafeMutablePointer<GtkTextView> { UnsafeMutablePointer(OpaquePointer(widget)) }
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view) }

    /// The committed text; setting it sends nothing.
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
            Signal.blocking(UnsafeMutableRawPointer(buffer), changedHandler) {
                gtk_text_buffer_set_text(buffer, newValue, -1)
            }
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
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        binding?.cancel()
        let binding = value.bindTextView(self, isComposing: { $0.markedText != nil }) { add(observer: $0) }
        self.binding = binding
        return binding.token
    }

    private func connectHandlers() {
        changedHandler = Signal.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in
            guard let self else { return }
            notifyObservers(of: .didChange(text))
        }
        Signal.connectString(UnsafeMutableRawPointer(widget), "preedit-changed") { [weak self] preedit in
            self?.preeditChanged(preedit ?? "")
        }
        Signal.connectFocus(
            of: widget, enter: { [weak self] in self?.notifyObservers(of: .didBeginEditing) },
            leave: { [weak self] in self?.notifyObservers(of: .didEndEditing) })
    }

    private func preeditChanged(_ preedit: String) {
        markedText = preedit.isEmpty ? nil : preedit
        guard markedText == nil else { return }
        // GTK may end the preedit just before it commits: end the composition hold after this turn, once the
        // commit is in the buffer, unless a new composition began meanwhile.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.markedText == nil else { return }
                self.binding?.release(.composition)
            }
        }
    }
}
