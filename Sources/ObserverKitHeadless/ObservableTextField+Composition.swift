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
        guard isEnabled else { return }
        report(editing.setMarkedText(markedText))
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
        report(editing.unmarkText())
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
