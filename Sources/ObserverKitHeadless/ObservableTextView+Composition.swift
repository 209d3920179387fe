extension ObservableTextView {
    /// Composes `markedText` in place of the text still being composed (at the end when none): the text
    /// changes, then didChange, as UIKit's `setMarkedText(_:selectedRange:)`; an empty `markedText` ends the
    /// composition, removing what was composed.
    ///
    /// A bound value never sees marked text; it gets the committed text at ``unmarkText()``:
    ///
    /// ```swift
    /// let draft = ObservableValue("")
    /// notes.bind(draft)
    /// notes.becomeFirstResponder()
    /// notes.setMarkedText("´")   // notes.text == "´", didChange("´"); draft.value is still ""
    /// notes.setMarkedText("é")   // didChange("é")
    /// notes.unmarkText()         // draft.value == "é"
    /// ```
    ///
    /// Ignored when the view is not first responder (UIKit ignores it too) or not editable. Value changes that
    /// arrive while text is marked wait for the commit, which wins.
    public func setMarkedText(_ markedText: String) {
        guard isEditable else { return }
        report(editing.setMarkedText(markedText))
    }

    /// Commits the marked text: it stays in ``text`` as typed text, and a bound value gets it. The text does
    /// not change, so nothing is reported.
    ///
    /// ```swift
    /// notes.setMarkedText("é")
    /// notes.unmarkText()   // notes.markedText == nil; a bound value becomes its text
    /// ```
    ///
    /// Ignored when nothing is marked.
    public func unmarkText() {
        report(editing.unmarkText())
    }
}
