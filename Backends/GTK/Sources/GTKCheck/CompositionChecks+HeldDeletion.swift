import CGtk4
import ObserverKit
import ObserverKitGTK

extension CompositionChecks {
    /// A composition begun over a selection (Ctrl+A, then the dead key ´) deletes the selection, and the report of
    /// that user edit waits for the composition's end; text set from code meanwhile reports it first, with the text
    /// it made (""), from inside the setter, then sends nothing of its own, as the field's `text` says.
    static func checkTextSetOverHeldDeletion(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        field.text = "hello"
        gtk_widget_grab_focus(field.widget)
        GTKApplication.run(for: .milliseconds(100))
        var reports: [String] = []
        let token = field.addObserver(for: .editingChanged) { reports.append($0.text) }
        XDoTool.key("ctrl+a")
        XDoTool.key("dead_acute")
        let whileComposing = reports
        field.text = "code"
        let inSetter = reports
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            whileComposing.isEmpty && inSetter == [""] && reports == [""] && field.text == "code"
                && field.markedText == nil,
            "text set during a composition begun over a selection: the held deletion is reported first, once, then"
                + " nothing for the text set",
            "while composing \(whileComposing), in the setter \(inSetter), after \(reports), text \(field.text)")
        token.cancel()
    }

    /// The same deletion, then the focus leaving during the composition: the deletion's editingChanged comes
    /// before editingDidEnd, in the order the user made them (the field sends its events "after the report of a
    /// change still held").
    static func checkFocusLeavingOverHeldDeletion(_ field: ObserverKitGTK.ObservableTextField, _ checks: Checks) {
        field.text = "hello"
        gtk_widget_grab_focus(field.widget)
        GTKApplication.run(for: .milliseconds(100))
        var events: [String] = []
        let tokens = [
            field.addObserver(for: .editingChanged) { events.append("editingChanged \($0.text)") },
            field.addObserver(for: .editingDidEnd) { _ in events.append("editingDidEnd") },
        ]
        XDoTool.key("ctrl+a")
        XDoTool.key("dead_acute")
        let marked = field.markedText
        field.resignFirstResponder()
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            marked != nil && events == ["editingChanged ", "editingDidEnd"],
            "the focus leaving a composition begun over a selection: the deletion's editingChanged, then"
                + " editingDidEnd", "marked \(marked ?? "nil"), \(events)")
        for token in tokens { token.cancel() }
        gtk_widget_grab_focus(field.widget)
        GTKApplication.run(for: .milliseconds(100))
    }
}
