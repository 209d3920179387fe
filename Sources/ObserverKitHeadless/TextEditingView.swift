/// A headless view whose text is an ``EditableText``: ``ObservableTextField`` and ``ObservableTextView``.
///
/// Each view reports edits in its own terms (``report(_:)``: a field's editingChanged, a text view's didChange)
/// and its begin and end of editing with its own events; the order in which editing begins and ends around those
/// reports is written here once for both.
@MainActor
protocol TextEditingView: AnyObject {
    /// The text and its marked part.
    var editing: EditableText { get set }

    /// Reports what an edit did, in the view's own terms; a commit's text reaches a bound value (with the change, or as
    /// the binding's hold ends when the commit changed nothing).
    func report(_ edit: EditableText.Edit)
}

extension TextEditingView {
    /// Begins editing when `allowed` (the field is enabled, the text view editable) and the view is not editing
    /// yet, then calls `reportBegin`. Returns whether editing began.
    func beginEditing(if allowed: Bool, then reportBegin: () -> Void) -> Bool {
        guard allowed, editing.beginEditing() else { return false }
        reportBegin()
        return true
    }

    /// Ends editing: reports the commit of any marked text, lets editing begin again (from the end's observers
    /// too), then calls `reportEnd`. Returns whether editing ended (`false` when the view was not editing).
    func endEditing(then reportEnd: () -> Void) -> Bool {
        guard let commit = editing.endEditing() else { return false }
        report(commit)
        editing.finishEnding()
        reportEnd()
        return true
    }
}
