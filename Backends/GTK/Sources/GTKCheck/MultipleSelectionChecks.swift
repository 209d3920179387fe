import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// With multiple selection on, plain clicks on a table's rows (no modifier, as a UIKit tap) against the
/// headless table's taps on the same rows: UIKit and headless add a tapped row to the selection and deselect a
/// tapped selected row, and so does a click on a row ObserverKit heard bound (its own labels here). The rows of a
/// factory whose binds ObserverKit does not hear (a builder factory the app sets on a table made in code, or an
/// adopted `.ui` list view's) keep GTK's own rule, the clicked row alone, reported as GTK's model changes, with
/// ObserverKit's selected rows always GTK's model's; a click that a widget inside such a row takes (a button)
/// selects nothing, as in GTK.
@MainActor
enum MultipleSelectionChecks {
    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK multiple selection", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: (0..<5).map { "Row \($0)" }, height: 240)
        window.add(table)
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        table.allowsMultipleSelection = true
        GTKApplication.run(for: .milliseconds(300))
        checkClicks(on: table, RowClicks(window: window, id: id, listView: table.listView), checks, "", heard: true)
        checkShiftClick(on: table, RowClicks(window: window, id: id, listView: table.listView), checks)

        let builderFactory = ListFactoryChecks.builderListItemFactory()
        gtk_list_view_set_factory(OpaquePointer(table.listView), builderFactory)
        g_object_unref(UnsafeMutableRawPointer(builderFactory))
        table.rows = (0..<5).map { "Row \($0)" }  // clears the selection
        GTKApplication.run(for: .milliseconds(300))
        checkClicks(
            on: table, RowClicks(window: window, id: id, listView: table.listView), checks,
            " with a builder factory the app set on the table", heard: false)

        let buttonFactory = builderListItemFactory(child: "GtkButton")
        gtk_list_view_set_factory(OpaquePointer(table.listView), buttonFactory)
        g_object_unref(UnsafeMutableRawPointer(buttonFactory))
        table.rows = (0..<5).map { "Row \($0)" }
        table.selectRow(at: IndexPath(row: 2, section: 0))
        GTKApplication.run(for: .milliseconds(300))
        var log: [String] = []
        let token = table.observed.addObserver { action in selection(action).map { log.append($0) } }
        RowClicks(window: window, id: id, listView: table.listView).click(row: 0)
        token.cancel()
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))
        let modelSelection = (0..<5).filter { gtk_selection_model_is_selected(model, guint($0)) != 0 }
        checks.expect(
            log.isEmpty && table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)] && modelSelection == [2],
            "a click on a button inside the app's row is the button's: it selects nothing, as in GTK",
            "\(log), selected \(String(describing: table.indexPathsForSelectedRows)), GTK \(modelSelection)")
        window.close()

        checkAdopted(checks)
    }

    /// The rows each check clicks, in order: a row joins, another joins, leaves, and the first leaves alone.
    static let clickedRows = [0, 1, 1, 0]

    /// Plain clicks on ``clickedRows`` of `table` (multiple selection on, nothing selected): against a headless
    /// table's taps when ObserverKit `heard` the rows bound, and otherwise against GTK's own rule (the row alone).
    /// Either way, ObserverKit's selected rows are GTK's model's.
    static func checkClicks(
        on table: ObserverKitGTK.TableView, _ clicks: RowClicks, _ checks: Checks, _ how: String, heard: Bool
    ) {
        var log: [String] = []
        let token = table.observed.addObserver { action in selection(action).map { log.append($0) } }
        for row in clickedRows { clicks.click(row: row) }
        token.cancel()
        let (expected, expectedRows) = heard ? headlessTaps() : gtkPlainClicks()
        let model = gtk_list_view_get_model(OpaquePointer(clicks.listView))
        let modelSelection = (0..<5).filter { gtk_selection_model_is_selected(model, guint($0)) != 0 }
        let selected = table.indexPathsForSelectedRows?.map(\.row) ?? []
        checks.expect(
            log == expected && selected == expectedRows && modelSelection == expectedRows,
            "with multiple selection\(how), plain clicks on rows \(clickedRows) report "
                + (heard ? "what headless taps report" : "GTK's own selection (the row alone) as GTK's model changes")
                + ", and ObserverKit's selected rows are GTK's model's",
            "GTK \(log) (selected \(selected), GTK's model \(modelSelection)) vs \(expected) (selected \(expectedRows))"
        )
    }

    /// What a headless table with multiple selection reports for taps on ``clickedRows``, and the rows it leaves
    /// selected.
    static func headlessTaps() -> (log: [String], selected: [Int]) {
        let reference = RowClicks.headlessTable(rows: 5, multiple: true)
        var log: [String] = []
        let token = reference.observed.addObserver { action in selection(action).map { log.append($0) } }
        for row in clickedRows { RowClicks.tap(row: row, of: reference) }
        token.cancel()
        return (log, reference.indexPathsForSelectedRows?.map(\.row) ?? [])
    }

    /// What GTK's own plain clicks on ``clickedRows`` make of an empty selection (each selects its row alone),
    /// reported as ObserverKit reports a change of the model (what left the selection, then what joined it), and
    /// the rows left selected.
    static func gtkPlainClicks() -> (log: [String], selected: [Int]) {
        var selected: Set<Int> = []
        var log: [String] = []
        for row in clickedRows {
            log += selected.subtracting([row]).sorted().map { "didDeselect \($0)" }
            log += selected.contains(row) ? [] : ["didSelect \(row)"]
            selected = [row]
        }
        return (log, selected.sorted())
    }

    /// A `.ui` list view over a multiple selection, with a builder factory of its own, adopted.
    static func checkAdopted(_ checks: Checks) {
        let definition = UIDefinition.window(
            title: "ObserverKit GTK adopted multiple selection", height: 320,
            children: UIDefinition.scrolledList(
                items: ["A", "B", "C", "D", "E"], multipleSelection: true,
                factoryTemplate: itemTemplate(child: "GtkLabel")))
        guard let builder = try? Builder(string: definition, name: "multiple.ui"),
            let window = try? builder.window(id: "window"),
            let table = try? builder.tableView(id: "tracks")
        else {
            checks.expect(false, "a .ui list view over a multiple selection with a builder factory is adopted")
            return
        }
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        checkClicks(
            on: table, RowClicks(window: window, id: id, listView: table.listView), checks,
            " on an adopted .ui list view with its own builder factory", heard: false)
        window.close()
    }

    /// A `GtkListItem` template whose child is a `child` (a `GtkLabel` or a `GtkButton`) showing the item's string.
    static func itemTemplate(child: String) -> String {
        """
        <interface><template class="GtkListItem"><property name="child"><object class="\(child)">\
        <binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup>\
        </lookup></binding></object></property></template></interface>
        """
    }

    /// A `GtkBuilderListItemFactory` of ``itemTemplate(child:)``.
    static func builderListItemFactory(child: String) -> OpaquePointer {
        let bytes = itemTemplate(child: child).withCString { g_bytes_new($0, gsize(strlen($0))) }
        defer { g_bytes_unref(bytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)!
    }

    /// A selection change as the log writes it (`didSelect 1`, `didDeselect 0`); `nil` for any other action.
    static func selection(_ action: TableViewAction) -> String? {
        switch action {
        case .didSelect(let indexPath): "didSelect \(indexPath.row)"
        case .didDeselect(let indexPath): "didDeselect \(indexPath.row)"
        default: nil
        }
    }
}
