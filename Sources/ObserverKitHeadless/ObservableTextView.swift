@_spi(Backend) import ObserverKit

/// A headless multi-line text view whose delegate callbacks arrive as an `Action` enum, and which binds to a
/// `String` like a text field.
///
/// In UIKit a text view is not a control: it reports through `UITextViewDelegate`. Here those callbacks
/// become observations, so a screen observes a text view the way it observes everything else:
///
/// ```swift
/// let notes = ObservableTextView()
/// notes.addObserver { action in
///     if case .didChange(let text) = action { print("notes: \(text)") }
/// }
/// notes.becomeFirstResponder()   // didBeginEditing
/// notes.insertText("Hi")         // didChange("Hi")
/// notes.resignFirstResponder()   // didEndEditing
///
/// let draft = ObservableValue("")
/// notes.bind(draft)              // typing writes draft; setting draft rewrites the text
/// ```
///
/// As in UIKit, setting ``text`` programmatically reports nothing, text input is ignored unless the view is
/// the first responder, and Return inserts a newline (a text view does not end editing on Return).
@MainActor
public final class ObservableTextView: @MainActor MultiObservable, Bindable, Responder, TextEditingView {
    /// What the text view reports, as in every backend.
    public typealias Action = TextViewAction

    /// The observers, in the order they are notified.
    public var observers: [Observer<Action>] = []

    /// The text and its marked part, with the typing and composing rules the text field shares.
    var editing = EditableText()

    /// The text, marked text included; setting it reports nothing and ends any composition, as in UIKit.
    public var text: String {
        get { editing.text }
        set { editing.text = newValue }
    }

    /// The text still being composed (see ``setMarkedText(_:)``), at the end of ``text``; `nil` when none.
    ///
    /// ```swift
    /// notes.setMarkedText("´")   // notes.markedText == "´"
    /// notes.unmarkText()         // notes.markedText == nil
    /// ```
    public var markedText: String? { editing.markedText }

    /// Whether the view is editing.
    public var isFirstResponder: Bool { editing.isEditing }

    /// Whether the view accepts editing (`UITextView.isEditable`): a view that is not editable never becomes
    /// first responder, and ignores typing and composing; one made read-only while editing stays first responder
    /// until it resigns, taking no typing meanwhile.
    public var isEditable = true

    /// The two-way binding, which hears each action before the observers; not one of them.
    var binding: TextViewBinding?

    /// Creates an empty, editable text view.
    public init() {}

    /// Starts editing: didBeginEditing. Returns `false` when not editable or already editing.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        beginEditing(if: isEditable) { notify(.didBeginEditing) }
    }

    /// Types `string` at the end: didChange. Ignored when not editing, not editable, or when `string` is empty.
    public func insertText(_ string: String) {
        guard isEditable else { return }
        report(editing.insert(string))
    }

    /// Deletes the last character: didChange. Ignored when not editing, not editable, or when the text is empty.
    public func deleteBackward() {
        guard isEditable else { return }
        report(editing.deleteBackward())
    }

    /// Presses Return, which in a text view types a newline (didChange). While text is marked (an input method
    /// composing), Return is the input method's: it commits the composition (``unmarkText()``: the composed text
    /// stays, and nothing is reported) and types nothing, as a keyboard's confirm key and GTK's input methods do;
    /// the next Return types the newline. Ignored when not editing or not editable.
    public func pressReturn() {
        guard isEditable else { return }
        guard markedText == nil else { return unmarkText() }
        insertText("\n")
    }

    /// Ends editing: didEndEditing. Returns `false` when not editing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        endEditing { notify(.didEndEditing) }
    }

    /// Reports what an edit did: didChange when the text changed, which writes a commit's text to a bound value
    /// as any edit; a commit that changed nothing ends the binding's hold, which writes the text. (So text that an
    /// observer of that didChange sets from code is not written: the user's edit was.)
    func report(_ edit: EditableText.Edit) {
        if edit.changedText { notify(.didChange(text)) }
        if edit.committed, !edit.changedText { binding?.release(.composition) }
    }

    /// Reports `action`: to the binding (a `didChange` writes the bound value), then to the observers.
    private func notify(_ action: Action) {
        binding?.report(action)
        notifyObservers(of: action)
    }

    /// The text; setting it is programmatic (reports nothing).
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// Binds the text both ways to `value`, replacing any earlier binding: the view shows the value at once;
    /// each didChange writes it; value changes rewrite the text unless it is already equal (so the user's
    /// text is never reset to itself).
    ///
    /// The binding is not one of the view's observers: ``observers`` does not list it, and
    /// `removeObservers()` and `remove(observer:)` leave it working. It ends through the returned token, or
    /// when the view is bound again. It writes the value before the observers hear a `didChange`:
    ///
    /// ```swift
    /// notes.bind(draft)
    /// notes.addObserver { _ in print(draft.value) }
    /// notes.removeObservers()      // the binding stays
    /// notes.becomeFirstResponder()
    /// notes.insertText("Hi")       // draft.value == "Hi"
    /// ```
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        value.bindTextView(self, replacing: &binding, isComposing: { $0.markedText != nil })
    }
}
