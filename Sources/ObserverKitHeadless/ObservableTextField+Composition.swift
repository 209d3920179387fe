import Foundation

extension ObservableTextField {
    /// Composes `markedText` in place of the text still being composed (at the end when none): the text
    /// changes, then editingChanged (origin `.keyboard`, as all typing), as UIKit's
    /// `setMarkedText(_:selectedRange:)`; an empty `markedText` ends the composition, removing what was composed.
    ///
    /// A bound value never sees marked text; it gets the committed text at ``unmarkText()``:
    ///
    /// ```swift
    /// let name = ObservableValue("")
    /// field.bind(name)
    /// field.becomeFirstResponder()
    /// field.setMarkedText("´")   // field.text == "´", editingChanged; name.value is still ""
    /// field.setMarkedText("é")   // field.text == "é", editingChanged
    /// field.unmarkText()         // name.value == "é"
    /// ```
    ///
    /// Ignored when the field is not first responder (UIKit ignores it too) or disabled. Value changes that
    /// arrive while text is marked wait for the commit, which wins (`BindingHold.composition`).
    public func setMarkedText(_ markedText: String) {
        guard isEnabled, isFirstResponder else { return }
        let committed = String(text.dropLast(self.markedText?.count ?? 0))
        guard !markedText.isEmpty else {
            guard self.markedText != nil else { return }
            return commit(committed)
        }
        guard markedText != self.markedText else { return }
        text = committed + markedText
        self.markedText = markedText
        withEventOrigin(.keyboard) { sendActions(for: .editingChanged) }
    }

    /// Commits the marked text: it stays in ``text`` as typed text, and a bound value gets it (the user's edit
    /// wins over any value change held meanwhile). The text does not change, so no event is sent, as in UIKit.
    ///
    /// ```swift
    /// field.setMarkedText("é")
    /// field.unmarkText()   // field.markedText == nil; a bound value becomes "é"
    /// ```
    ///
    /// Ignored when nothing is marked.
    public func unmarkText() {
        guard markedText != nil else { return }
        markedText = nil
        releaseBindingHold(.composition)
        compositionCommittedUnchanged?()
    }

    /// Typing while text is marked replaces the marked text and commits it, as UIKit's `insertText(_:)`.
    func commitMarkedText(replacingItWith string: String) {
        commit(String(text.dropLast(markedText?.count ?? 0)) + string)
    }

    /// Ends the composition with `newText` as the field's text: editingChanged if it changed, then the commit.
    private func commit(_ newText: String) {
        let changed = newText != text
        text = newText
        if changed { withEventOrigin(.keyboard) { sendActions(for: .editingChanged) } }
        releaseBindingHold(.composition)
        if !changed { compositionCommittedUnchanged?() }
    }
}

extension ObservableTextField {
    /// `.composition` while text is marked (``markedText``): value → field updates wait, and the binding writes
    /// nothing to the value until the commit.
    ///
    /// ```swift
    /// field.setMarkedText("´")   // field.bindingHold == .composition
    /// ```
    public var bindingHold: BindingHold? { markedText != nil ? .composition : nil }
}
