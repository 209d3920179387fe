/// What a text view reports, in every backend: `ObservableTextView.Action`.
///
/// A text view is not a control; these are its delegate's callbacks as cases.
public enum TextViewAction: Hashable, Sendable {
    /// Editing began (`textViewDidBeginEditing(_:)`).
    case didBeginEditing
    /// The user changed the text, to the text carried (`textViewDidChange(_:)`).
    case didChange(String)
    /// Editing ended (`textViewDidEndEditing(_:)`).
    case didEndEditing
}
