import CGtk4

/// The reports of a text control's changes (a field's editingChanged, a text view's didChange), made one per user
/// edit: a change that shortened the text is held back until the GLib dispatch that made it has ended, or, when an
/// input method's pre-edit began meanwhile, until that composition ends; a change that did not shorten it is
/// reported at once, in place of a held one.
///
/// GTK 4 replaces text as a deletion and then an insertion, each a change (`changed`) of its own, one after the
/// other in the same dispatch: typing or an input method's commit over a selection, a letter typed in overwrite
/// mode, and, in a text view, a paste over a selection (a `GtkText` brackets its paste, and sends one). Reported
/// as they come, one keystroke would be two reports, the first with the selection deleted ("" after Ctrl+A),
/// which a bound value would pass through. A dead key over a selection deletes it as the pre-edit begins, and the
/// commit inserts at a later key: the composition holds the deletion's report until it ends. GTK's user-action
/// bracket (`GtkTextBuffer`'s begin and end-user-action) is no boundary: a text view brackets the deletion and the
/// insertion of typing separately.
///
/// A held report goes out in a high-priority idle source, ahead of GDK's events (so before the next key's report
/// and before Return's editingDidEndOnExit), or earlier, when the control sends another event or its text is set
/// from code (``flush()``). A deletion nothing follows (Delete, BackSpace, Ctrl+X, a composition abandoned) is
/// reported so, once, at the end of its dispatch.
@MainActor
final class TextChangeReports {
    /// The text's length in characters after the last change or setting from code.
    private var length = 0
    /// The held report of a change that shortened the text.
    private var held: (() -> Void)?
    /// How many times the text has been written from here: the reports that have gone out (each writes a bound
    /// value, as any edit), and the compositions the focus leaving abandoned (``writeAbandonedComposition(since:release:)``).
    /// A composition's end compares it, a turn later, to tell whether its text was written already (a commit with
    /// its report).
    private(set) var writeCount = 0
    /// Whether an input method's pre-edit shows: a held report waits for its end.
    var isComposing = false {
        didSet {
            if !isComposing, held != nil { scheduleFlush() }
        }
    }

    /// The text changed and is now `length` characters long: `report` goes now, or, when the text got shorter, is
    /// held (an insertion may complete the edit).
    func changed(length newLength: Int, _ report: @escaping () -> Void) {
        let isShorter = newLength < length
        length = newLength
        guard !isShorter else {
            held = report
            scheduleFlush()
            return
        }
        held = nil
        writeCount += 1
        report()
    }

    /// The text was set from code (nothing reported), and is now `length` characters long.
    func textSet(length newLength: Int) {
        length = newLength
    }

    /// Sends the held report, if any: before another report of the control, and before its text is set from code.
    func flush() {
        guard let report = held else { return }
        held = nil
        writeCount += 1
        report()
    }

    /// Writes what a composition the focus leaving abandoned left (its input method reset, which commits nothing),
    /// at once, before the control reports the end of editing: the deletion the composition held is reported
    /// (which writes it, as any edit), or, when nothing was written since `written` (the count before the reset),
    /// `release` ends the binding's hold, which writes the text. So text an observer of the end of editing sets
    /// from code is not written, as on headless, where the composition ends before editing does; the
    /// composition's end that waits for a turn writes nothing more.
    func writeAbandonedComposition(since written: Int, release: () -> Void) {
        flush()
        guard writeCount == written else { return }
        writeCount += 1
        release()
    }

    /// The reports waiting for the idle source (one for all), in the order they were held.
    private static var waiting: [TextChangeReports] = []

    private func scheduleFlush() {
        guard !Self.waiting.contains(where: { $0 === self }) else { return }
        Self.waiting.append(self)
        guard Self.waiting.count == 1 else { return }
        let flush: @convention(c) (gpointer?) -> gboolean = { _ in
            MainActor.assumeIsolated { TextChangeReports.flushWaiting() }
            return 0
        }
        // Ahead of GDK's events (G_PRIORITY_DEFAULT): the next event is handled after the held report went out.
        g_idle_add_full(G_PRIORITY_HIGH, flush, nil, nil)
    }

    /// Sends the held reports, but those waiting for a composition to end.
    private static func flushWaiting() {
        let flushing = waiting
        waiting.removeAll()
        for reports in flushing where !reports.isComposing { reports.flush() }
    }
}
