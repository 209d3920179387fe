import CGtk4
import ObserverKit

extension ObservableTextField {
    /// `.composition` while the input method shows a pre-edit (``markedText``): value → field updates wait,
    /// so a value set from elsewhere never replaces the text under a composition, and the binding writes
    /// nothing until the pre-edit ends; then the field's text, the user's edit, is written to the value.
    ///
    /// ```swift
    /// // dead_acute typed: field.markedText == "´", field.bindingHold == .composition
    /// // e typed: "é" is committed into the text, and the bound value becomes the field's text
    /// ```
    ///
    /// Unlike UIKit, GTK keeps the pre-edit out of the text: ``text`` and editingChanged never carry it. The
    /// focus leaving drops the pre-edit (UIKit commits its marked text), which ends the hold: the field's text is
    /// written to the value. The window stopping being active is not the focus leaving: the pre-edit stays, as
    /// UIKit's marked text across an app switch, and so does the hold, until the composition ends (the next key
    /// back in the window) or editing does (whatever ends it while the window is inactive drops the pre-edit).
    public var bindingHold: BindingHold? { markedText != nil ? .composition : nil }

    /// Follows the pre-edit of the entry's text widget (`GtkText`'s `preedit-changed`, which GTK's input
    /// methods drive, its built-in "simple" one for dead keys and compose sequences included).
    func followPreedit() {
        guard let text = gtk_editable_get_delegate(OpaquePointer(widget)) else { return }
        Signal.connectString(UnsafeMutableRawPointer(text), "preedit-changed", keptBy: wiring) { [weak self] preedit in
            self?.preeditChanged(to: preedit ?? "")
        }
    }

    /// The pre-edit is now `preedit` (empty: it ended, committed or abandoned).
    ///
    /// GTK ends the pre-edit just before it inserts the commit: the composition hold ends after this turn, once
    /// the commit is in the text, unless a new composition began meanwhile; released at once, the binding would
    /// write the text without the commit, then the commit. A commit that changed the text was reported, and its
    /// editingChanged wrote it as any edit: the release then writes nothing, so text an observer of that report set
    /// from code is not written (as on every backend). Only a composition that ended leaving the text as it was
    /// (abandoned with Escape) has the release write the text, over a value set meanwhile; one the focus leaving
    /// abandons is written at once (``endPreeditAsFocusLeaves()``).
    private func preeditChanged(to preedit: String) {
        let wasComposing = markedText != nil
        markedText = preedit.isEmpty ? nil : preedit
        changes.isComposing = markedText != nil
        guard wasComposing, markedText == nil else { return }
        let written = changes.writeCount
        _ = MainScheduler().schedule { [weak self] in
            guard let self, markedText == nil, changes.writeCount == written else { return }
            releaseBindingHold(.composition)
        }
    }

    /// Ends a composition when the focus leaves the field (before editingDidEnd; not when the window stops being
    /// active, which keeps editing and the pre-edit: `EditingFocus`): GTK's input method would keep
    /// its pre-edit, shown in the unfocused field and holding the binding, until the user came back. The input
    /// method is reset, which drops the pre-edit, as a click in the text does (UIKit commits its marked text
    /// instead, but a GTK pre-edit such as Ctrl+Shift+U's "ue8" is not text the user typed); as Escape, that ends
    /// the composition: the text stays, and is written to a bound value over any value set meanwhile, at once,
    /// before editingDidEnd: text an observer of editingDidEnd sets from code is not written, as on headless.
    ///
    /// ```swift
    /// // "a", then dead_acute typed, then a click elsewhere: field.markedText == nil, field.text == "a",
    /// // editingDidEnd; a value set during the composition is overwritten with "a"
    /// ```
    func endPreeditAsFocusLeaves() {
        guard markedText != nil else { return }
        let written = changes.writeCount
        if let entry = GObjectType.entry(widget) {
            gtk_entry_reset_im_context(entry)
        } else if let text = gtk_editable_get_delegate(OpaquePointer(widget)) {
            // A GtkSearchEntry has no public reset: its GtkText resets its input method when its selection is set,
            // here to what it is.
            var start: Int32 = 0
            var end: Int32 = 0
            _ = gtk_editable_get_selection_bounds(text, &start, &end)
            gtk_editable_select_region(text, start, end)
        }
        // The reset reports the pre-edit's end (preedit-changed); should an input method not, it ends here.
        if markedText != nil { preeditChanged(to: "") }
        changes.writeAbandonedComposition(since: written) { releaseBindingHold(.composition) }
    }

    /// Drops the pre-edit, as text set from code does on UIKit and headless: the input method forgets what it was
    /// composing, and nothing is committed or written to a bound value. A `GtkEntry`'s input method is reset
    /// here; a `GtkSearchEntry` (a ``SearchBar``'s field) has no public reset, and GTK resets its input method
    /// when ``text`` then moves the caret to the end.
    func dropPreedit() {
        guard markedText != nil else { return }
        // Cleared first: the pre-edit's end that the reset reports is not a commit.
        markedText = nil
        changes.isComposing = false
        if let entry = GObjectType.entry(widget) { gtk_entry_reset_im_context(entry) }
    }
}
