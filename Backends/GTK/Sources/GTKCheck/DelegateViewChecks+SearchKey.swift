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
}
