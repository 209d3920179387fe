import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// An adopted `.ui` list over a `GtkSingleSelection` left with GTK's default `autoselect`, which keeps a row
/// selected whenever there are rows: new ``TableView/rows``, `reloadData()`, `deselectRow(at:)` and
/// `selectRow(at: nil, …)` leave the row GTK selects again (the same position or the first row) selected, not
/// nothing as on UIKit; the table reads it, so what it says is selected is what GTK selects, and reports nothing.
@MainActor
enum AutoselectChecks {
    static let title = "ObserverKit GTK autoselect"

    static let definition = UIDefinition.window(
        title: title, height: 320,
        children: UIDefinition.scrolledList().replacingOccurrences(
            of: #"<property name="autoselect">false</property>"#, with: ""))

    static func run(_ checks: Checks) {
        guard let builder = try? Builder(string: definition, name: "autoselect.ui"),
            let window = try? builder.window(id: "window"),
            let tracks = try? builder.tableView(id: "tracks"),
            let selection = gtk_list_view_get_model(OpaquePointer(tracks.listView))
        else {
            checks.expect(false, "a .ui window with a list view over an autoselecting single selection is adopted")
            return
        }
        checks.expect(
            gtk_single_selection_get_autoselect(selection) != 0, "the .ui single selection autoselects (GTK's default)")
        var reports: [String] = []
        let token = tracks.observed.addObserver { action in
            switch action {
            case .didSelect(let row): reports.append("didSelect \(row.row)")
            case .didDeselect(let row): reports.append("didDeselect \(row.row)")
            default: break
            }
        }
        _ = window.presentedOnX { gtk_widget_get_height(tracks.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))

        /// What GTK selects, as rows of the table.
        func gtkSelected() -> [Int] {
            let position = gtk_single_selection_get_selected(selection)
            return position == GTK_INVALID_LIST_POSITION ? [] : [Int(position)]
        }
        func expectKept(_ what: String) {
            let table = tracks.indexPathsForSelectedRows?.map(\.row) ?? []
            checks.expect(
                !table.isEmpty && table == gtkSelected() && reports.isEmpty,
                "an autoselecting .ui list: \(what) leaves the row GTK selects again selected; the table says so and"
                    + " reports nothing", "table \(table), GTK \(gtkSelected()), reports \(reports)")
            reports.removeAll()
        }
        expectKept("adoption")
        tracks.selectRow(at: IndexPath(row: 2, section: 0))
        tracks.rows = ["A", "B", "C", "D"]
        expectKept("new rows")
        tracks.selectRow(at: IndexPath(row: 2, section: 0))
        tracks.reloadData()
        expectKept("reloadData()")
        tracks.selectRow(at: IndexPath(row: 3, section: 0))
        tracks.deselectRow(at: IndexPath(row: 3, section: 0))
        expectKept("deselectRow(at:) of the selected row")
        tracks.selectRow(at: IndexPath(row: 3, section: 0))
        tracks.selectRow(at: nil, animated: false, scrollPosition: .none)
        expectKept("selectRow(at: nil, …)")
        token.cancel()
        window.close()
    }
}
