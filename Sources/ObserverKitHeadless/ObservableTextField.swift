import Foundation
@_spi(Backend) import ObserverKit

/// A headless text field whose editing is observed with closures, one `Action` case per editing event.
///
/// ```swift
/// let search = ObservableTextField()
/// search.addObserver(for: .allEditingEvents) { action in print(action) }
/// search.becomeFirstResponder()   // editingDidBegin("")
/// search.insertText("jazz")       // editingChanged("jazz")
/// search.deleteBackward()         // editingChanged("jaz")
/// search.pressReturn()            // editingDidEndOnExit("jaz"), then editingDidEnd("jaz")
/// ```
///
/// ## Editing
/// - ``becomeFirstResponder()`` on an enabled field that is not editing: editingDidBegin.
/// - ``insertText(_:)`` (non-empty text) and ``deleteBackward()`` (non-empty field) while editing: the text
///   changes, then editingChanged. While text is marked, ``insertText(_:)`` replaces the marked text and commits
///   it; inserting exactly the marked text leaves the text as it is, so, as ``unmarkText()``, it commits with no
///   event (a bound value gets the committed text).
/// - ``pressReturn()`` while editing: editingDidEndOnExit; then, if that event had an observer when Return
///   was pressed, the field resigns: editingDidEnd. That is UIKit's rule (a text field with an action for
///   "Did End On Exit" dismisses its keyboard on Return, whatever the action does), and its order: the
///   on-exit event comes first and the editing session ends after it. A handler that resigns by itself
///   (the classic `resignFirstResponder()` in the on-exit action) ends editing once, not twice.
/// - ``resignFirstResponder()`` while editing: editingDidEnd.
/// - Anything else is ignored (input while not editing, or while disabled); setting ``text`` sends nothing.
///   Touches send only touch events; they do not begin editing.
///
/// Typing (``insertText(_:)``, ``deleteBackward()``) and Return (``pressReturn()``, with the editingDidEnd it
/// brings) carry origin `.keyboard`; ``becomeFirstResponder()`` and ``resignFirstResponder()`` called by code
/// carry `.program`.
///
/// ## Observations
/// The editing events carry their own case with the text at the moment of sending; every other event
/// (touches, valueChanged, …) carries `.other(event, text)`.
///
/// The default bounds are 200 × 34 points.
public final class ObservableTextField: Control<TextFieldAction>, Responder, TextEditingView {
    /// What the text field reports, each with the text at that moment, the same in every backend.
    public typealias Action = TextFieldAction

    /// The text and its marked part, with the typing and composing rules the text view shares.
    var editing = EditableText()

    /// The text, marked text included; setting it sends no event and ends any composition, as in UIKit.
    public var text: String {
        get { editing.text }
        set { editing.text = newValue }
    }

    /// The text still being composed (see ``setMarkedText(_:)``), at the end of ``text``; `nil` when none.
    ///
    /// ```swift
    /// field.setMarkedText("´")   // field.markedText == "´"
    /// field.unmarkText()         // field.markedText == nil
    /// ```
    public var markedText: String? { editing.markedText }

    /// Called when a composition ends without changing the text (so without editingChanged): what a search
    /// bar listens to, so that it reports the committed text.
    var compositionCommittedUnchanged: (() -> Void)?

    /// Called when Return is pressed while editing, before the field's own events: a search bar's search key.
    var returnPressed: (() -> Void)?

    /// Whether the field is editing (has the keyboard).
    public var isFirstResponder: Bool { editing.isEditing }

    /// Creates a text field with `bounds` (200 × 34 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 34)) {
        super.init(bounds: bounds)
    }

    /// The observation `event` carries (see the type's documentation).
    override public func observation(for event: ControlEvent) -> Action {
        Action(event, text: text)
    }

    /// Begins editing: editingDidBegin. Returns whether editing began (not when disabled or already editing).
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        beginEditing(if: isEnabled) { sendActions(for: .editingDidBegin) }
    }

    /// Types `string` at the end of the text (in place of the marked text, which it commits, while text is
    /// marked): editingChanged, unless the text stays the same (see "Editing"). Ignored when not editing, or when
    /// empty.
    public func insertText(_ string: String) {
        guard isEnabled else { return }
        report(editing.insert(string))
    }

    /// Deletes the last character: editingChanged. Ignored when not editing, or when the text is empty.
    public func deleteBackward() {
        guard isEnabled else { return }
        report(editing.deleteBackward())
    }

    /// Presses Return: editingDidEndOnExit; then, if editingDidEndOnExit had an observer, the field resigns
    /// (editingDidEnd). Observing editingDidEnd alone does not end editing on Return. Ignored when not editing.
    /// In a ``SearchBar``, Return is the keyboard's search key: the bar reports searchButtonClicked first.
    /// While text is marked (an input method composing), Return is the input method's: it commits the
    /// composition (``unmarkText()``, reported as the user's edit) and does nothing else, as a keyboard's confirm
    /// key and GTK's input methods do; the next Return is the field's.
    public func pressReturn() {
        guard isEnabled, isFirstResponder else { return }
        guard markedText == nil else { return unmarkText() }
        returnPressed?()
        guard isFirstResponder else { return }
        let dismisses = controlObserver.hasObservers(for: .editingDidEndOnExit)
        withEventOrigin(.keyboard) {
            sendActions(for: .editingDidEndOnExit)
            if dismisses { resignFirstResponder() }
        }
    }

    /// Ends editing: editingDidEnd. Returns whether editing ended (not when the field was not editing).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        endEditing { sendActions(for: .editingDidEnd) }
    }

    /// Sends what an edit did: editingChanged (origin `.keyboard`, as all typing) when the text changed, which
    /// writes a commit's text to a bound value as any edit; a commit that changed nothing ends the binding's hold
    /// (which writes the text) and is told to a search bar. (So text that an observer of that editingChanged sets
    /// from code is not written: the user's edit was.)
    func report(_ edit: EditableText.Edit) {
        if edit.changedText { withEventOrigin(.keyboard) { sendActions(for: .editingChanged) } }
        guard edit.committed, !edit.changedText else { return }
        releaseBindingHold(.composition)
        compositionCommittedUnchanged?()
    }
}

extension ObservableTextField: BindableControl {
    /// The field's ``text``; setting it is programmatic (no event). A binding leaves an equal text alone.
    public var boundValue: String {
        get { text }
        set { text = newValue }
    }

    /// A text field's user edits arrive as editingChanged.
    public static var boundValueEvents: ControlEvent { .editingChanged }
}
