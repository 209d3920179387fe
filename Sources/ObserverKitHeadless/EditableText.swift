/// The text of a headless ``ObservableTextField`` or ``ObservableTextView`` as the user types it: the text, and
/// the part of it an input method is still composing (marked text, at the end), with UIKit's rules for typing
/// and composing written once for both.
///
/// A value with no events: each edit returns an ``Edit`` saying what happened, and the view reports it in its
/// own terms (a field's editingChanged, a text view's didChange) and releases its binding's hold at a commit.
/// Typing is taken only while editing (the view is first responder), as in UIKit: before
/// ``beginEditing()`` and after ``endEditing()`` an edit does nothing.
///
/// ```swift
/// var editing = EditableText()
/// editing.beginEditing()         // true
/// editing.insert("Caf")          // Edit(changedText: true, committed: false)
/// editing.setMarkedText("´")     // text "Caf´", markedText "´"
/// editing.insert("é")            // text "Café": replaces the marked text and commits it
/// ```
struct EditableText {
    /// What one edit did.
    struct Edit: Equatable {
        /// Whether the text changed: the view reports the change.
        var changedText = false
        /// Whether a composition ended: a binding writes the committed text and shows what it held back.
        var committed = false

        /// An edit that did nothing (ignored input).
        static let none = Edit()
    }

    /// The text, marked text included; setting it ends any composition, as in UIKit.
    var text = "" {
        didSet { markedText = nil }
    }

    /// The text still being composed, at the end of ``text``; `nil` when none.
    private(set) var markedText: String?

    /// Whether the user is editing (the view is first responder): only then is typing taken.
    private(set) var isEditing = false

    /// Whether the view is between ``endEditing()`` and ``finishEnding()``, reporting the commit of its end.
    /// Editing can neither begin nor end again meanwhile, so the end the view then sends is its last word.
    private var isEnding = false

    /// Starts editing. Returns `false`, changing nothing, when already editing or while editing ends.
    mutating func beginEditing() -> Bool {
        guard !isEditing, !isEnding else { return false }
        isEditing = true
        return true
    }

    /// Stops editing, committing any marked text first, as UIKit does when a view resigns first responder, and
    /// holds editing off until ``finishEnding()``. Returns what the commit did, for the view to report before its
    /// end; `nil`, changing nothing, when not editing.
    mutating func endEditing() -> Edit? {
        guard isEditing else { return nil }
        isEditing = false
        isEnding = true
        return unmarkText()
    }

    /// The view has reported the commit of ``endEditing()``: editing may begin again (from the end's observers
    /// too).
    mutating func finishEnding() {
        isEnding = false
    }

    /// Types `string` at the end. While text is marked, `string` replaces it and commits, as UIKit's
    /// `insertText(_:)`. An empty `string` does nothing, as does any typing while not editing.
    mutating func insert(_ string: String) -> Edit {
        guard isEditing, !string.isEmpty else { return .none }
        if markedText != nil { return commit(committedText + string) }
        text += string
        return Edit(changedText: true)
    }

    /// Deletes the last character: of the marked text while there is some (deleting the last of it ends the
    /// composition). Nothing when the text is empty or while not editing.
    mutating func deleteBackward() -> Edit {
        guard isEditing, !text.isEmpty else { return .none }
        if let markedText { return setMarkedText(String(markedText.dropLast())) }
        text.removeLast()
        return Edit(changedText: true)
    }

    /// Composes `marked` in place of the marked text (at the end when none), as UIKit's
    /// `setMarkedText(_:selectedRange:)`; an empty `marked` ends the composition, removing what was composed.
    /// Nothing while not editing.
    mutating func setMarkedText(_ marked: String) -> Edit {
        guard isEditing else { return .none }
        guard !marked.isEmpty else {
            return markedText == nil ? .none : commit(committedText)
        }
        guard marked != markedText else { return .none }
        text = committedText + marked
        markedText = marked
        return Edit(changedText: true)
    }

    /// Commits the marked text: it stays in ``text`` as typed text, so the text does not change. Nothing when
    /// nothing is marked.
    mutating func unmarkText() -> Edit {
        guard markedText != nil else { return .none }
        markedText = nil
        return Edit(committed: true)
    }

    /// The text without the part still being composed.
    private var committedText: String {
        // Counted in Unicode scalars, which concatenation keeps apart: a marked combining accent joins the letter
        // before it into one Character, which a count of Characters would take with it.
        guard let markedText else { return text }
        return String(text.unicodeScalars.dropLast(markedText.unicodeScalars.count))
    }

    /// Ends the composition with `newText` as the text.
    private mutating func commit(_ newText: String) -> Edit {
        let changed = newText != text
        text = newText
        return Edit(changedText: changed, committed: true)
    }
}
