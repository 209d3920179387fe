import CGtk4
import Foundation
import ObserverKitGTK

extension MultipleSelectionChecks {
    /// A click with Shift held is GTK's, not a plain click's toggle: Shift+click on the one selected row (the
    /// range from the anchor to it, that row) leaves it selected and reports nothing, where a plain click on it
    /// would deselect it.
    static func checkShiftClick(on table: ObserverKitGTK.TableView, _ clicks: RowClicks, _ checks: Checks) {
        clicks.click(row: 2)
        var log: [String] = []
        let token = table.observed.addObserver { action in selection(action).map { log.append($0) } }
        XDoTool.run(["keydown", "shift"])
        clicks.click(row: 2)
        XDoTool.run(["keyup", "shift"])
        GTKApplication.run(for: .milliseconds(100))
        token.cancel()
        let selected = table.indexPathsForSelectedRows?.map(\.row) ?? []
        checks.expect(
            log.isEmpty && selected == [2],
            "with multiple selection, Shift+click on the selected row is GTK's range (that row): it stays selected,"
                + " nothing reported", "\(log), selected \(selected)")
        clicks.click(row: 2)
    }
}
