import CGtk4
import ObserverKitGTK

extension DelegateViewChecks {
    /// Return in the search entry with the field's editingDidEndOnExit observed: searchButtonClicked comes first,
    /// "before the field's own editingDidEndOnExit (and the editingDidEnd, `.didEndEditing`, that follows it when
    /// that event is observed)", as SearchBar says.
    static func checkSearchKeyOrder(_ search: SearchBar, _ log: ActionLog, _ checks: Checks) {
        let exit = search.searchTextField.addObserver(for: .editingDidEndOnExit) { _ in
            log.add("field editingDidEndOnExit")
        }
        search.becomeFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
        XDoTool.key("Return")
        GTKApplication.run(for: .milliseconds(200))
        checks.expect(
            log.entries == ["search searchButtonClicked", "field editingDidEndOnExit", "search didEndEditing"]
                && !search.isFirstResponder,
            "Return with editingDidEndOnExit observed: searchButtonClicked, then editingDidEndOnExit, then"
                + " didEndEditing", "\(log.entries)")
        exit.cancel()
        log.clear()
    }

    /// The Cancel button clicked during a composition begun over a selection (Ctrl+A, then the dead key ´, which
    /// deletes the selection and holds its report): the deletion's textDidChange comes first, then
    /// cancelButtonClicked, as SearchBar reports a cancel "after the report of an edit the field still holds".
    static func checkCancelOverHeldDeletion(
        _ search: SearchBar, _ window: Window, _ id: String, _ log: ActionLog, _ checks: Checks
    ) {
        search.text = "hello"
        guard let button = shownCancelButton(search, log, checks) else { return }
        XDoTool.key("ctrl+a")
        XDoTool.key("dead_acute")
        let marked = search.searchTextField.markedText
        window.click(widget: button, x: 10, y: 10, on: id, .atOnce, settle: .milliseconds(200))
        checks.expect(
            marked != nil && log.entries == ["search textDidChange(\"\")", "search cancelButtonClicked"],
            "the Cancel button clicked while a deleted selection's report is held: textDidChange, then"
                + " cancelButtonClicked", "marked \(marked ?? "nil"), \(log.entries)")
        search.text = ""
        search.showsCancelButton = false
        search.resignFirstResponder()
        GTKApplication.run(for: .milliseconds(100))
        log.clear()
    }
}
