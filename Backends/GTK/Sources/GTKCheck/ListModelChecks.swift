import CGtk4
import Foundation
import ObserverKitGTK

/// A model the app sets on a list or grid view (`listView` and `gridView` are public, and an adopted view's is the
/// app's): ObserverKit follows it as it would a model it adopted. The rows and the selection are the new
/// model's (read without reports); every row shown ends its display and the new model's rows are shown; clicks,
/// selection from code and new rows go to it; the old model is let go. A model of another kind is followed as
/// far as it goes (a `GtkNoSelection` selects nothing), and no model shows no rows. So is a list the app sets under
/// the view's selection model (see `ListModelChecks+Items`).
@MainActor
enum ListModelChecks {
    static func run(_ checks: Checks) {
        let (window, table, display, token) = DisplayLog.presentedTable(titled: "ObserverKit GTK list models")
        let id = XDoTool.window(named: "ObserverKit GTK list models")
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        var selection: [String] = []
        let selectionToken = table.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { selection.append($0) }
        }
        table.rows = (0..<5).map { "Row \($0)" }
        GTKApplication.run(for: .milliseconds(300))
        display.entries = []
        let shownBefore = display.shown
        let oldModel = gtk_list_view_get_model(OpaquePointer(table.listView))!
        var oldModelReference = GWeakRef()
        g_weak_ref_init(&oldModelReference, UnsafeMutableRawPointer(oldModel))

        let letters = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let (single, strings) = singleSelection(over: letters, selected: 3)
        gtk_list_view_set_model(OpaquePointer(table.listView), single)
        g_object_unref(UnsafeMutableRawPointer(single))  // the view holds it now, as an app leaves it
        GTKApplication.run(for: .milliseconds(300))
        let ends = display.entries.prefix { $0.hasPrefix("-") }
        checks.expect(
            table.rows == letters && table.numberOfRows(inSection: 0) == 12
                && table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)] && selection.isEmpty,
            "the app's single selection over new strings set on a table's list view: its rows and selection are "
                + "the table's, unreported",
            "\(table.rows), selected \(String(describing: table.indexPathsForSelectedRows)), \(selection)")
        checks.expect(
            !shownBefore.isEmpty && ends.count == shownBefore.count && display.ended == shownBefore.sorted()
                && display.isPaired && !display.shown.isEmpty
                && Set(table.indexPathsForVisibleRows?.map(\.row) ?? []).isSubset(of: display.shown),
            "every row shown ends its display, then the new model's rows GTK binds are shown, each paired",
            "before \(shownBefore.sorted()), \(display.entries)")
        GTKApplication.run(for: .milliseconds(100))
        var oldModelGone = true
        if let object = g_weak_ref_get(&oldModelReference) {
            oldModelGone = false
            g_object_unref(object)
        }
        g_weak_ref_clear(&oldModelReference)
        checks.expect(oldModelGone, "the old model is let go: nothing of ObserverKit's keeps it")

        clicks.click(row: 1)
        table.selectRow(at: IndexPath(row: 5, section: 0))
        let selectedInModel = gtk_single_selection_get_selected(single)
        table.rows = ["x", "y"]
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            selection == ["didDeselect 3", "didSelect 1"] && selectedInModel == 5
                && g_list_model_get_n_items(strings) == 2 && display.isPaired && display.shown == [0, 1],
            "a click selects in the new model and reports; selection from code and new rows go to it",
            "\(selection), GTK selected \(selectedInModel), \(g_list_model_get_n_items(strings)) strings, "
                + "\(display.entries)")
        g_object_unref(UnsafeMutableRawPointer(strings))

        selection = []
        let multiple = gtk_multi_selection_new(stringList(letters))!
        gtk_list_view_set_model(OpaquePointer(table.listView), multiple)
        g_object_unref(UnsafeMutableRawPointer(multiple))
        GTKApplication.run(for: .milliseconds(300))
        for row in [0, 1, 0] { clicks.click(row: row) }
        checks.expect(
            table.allowsMultipleSelection && selection == ["didSelect 0", "didSelect 1", "didDeselect 0"]
                && table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)],
            "the app's multiple selection: allowsMultipleSelection reads true and plain clicks toggle in it",
            "\(selection), selected \(String(describing: table.indexPathsForSelectedRows))")

        selection = []
        display.entries = []
        gtk_list_view_set_model(OpaquePointer(table.listView), nil)
        GTKApplication.run(for: .milliseconds(300))
        table.selectRow(at: IndexPath(row: 0, section: 0))
        table.rows = ["ignored"]
        checks.expect(
            display.shown.isEmpty && display.isPaired && !display.entries.isEmpty
                && table.numberOfRows(inSection: 0) == 0 && table.rows.isEmpty
                && table.indexPathsForSelectedRows == nil && !table.allowsMultipleSelection
                && gtk_list_view_get_model(OpaquePointer(table.listView)) == nil,
            "no model: every row shown ends, no row is listed, and selection and new rows from code do nothing",
            "\(display.entries), \(table.rows)")

        let none = gtk_no_selection_new(stringList(["p", "q", "r"]))!
        gtk_list_view_set_model(OpaquePointer(table.listView), none)
        g_object_unref(UnsafeMutableRawPointer(none))
        GTKApplication.run(for: .milliseconds(300))
        clicks.click(row: 1)
        table.selectRow(at: IndexPath(row: 2, section: 0))
        checks.expect(
            table.rows == ["p", "q", "r"] && display.shown == [0, 1, 2] && display.isPaired && selection.isEmpty
                && table.indexPathsForSelectedRows == nil,
            "then a GtkNoSelection: its rows are listed and shown, and nothing selects them",
            "\(table.rows), \(display.entries), \(selection)")
        selectionToken.cancel()
        token.cancel()
        window.close()

        checkAdoptedAndGrid(checks)
        checkItemsSwap(checks)
    }

    /// An adopted `.ui` list view and a grid made in code, each given a model by the app.
    static func checkAdoptedAndGrid(_ checks: Checks) {
        guard let builder = try? Builder(string: AdoptedDelegateViewChecks.definition, name: "models.ui"),
            let window = try? builder.window(id: "window"),
            let tracks = try? builder.tableView(id: "tracks")
        else {
            checks.expect(false, "a .ui window with a list view is adopted")
            return
        }
        let grid = CollectionView(items: ["Blue", "Green"], columns: 2, height: 80)
        window.add(grid)
        var log: [String] = []
        let token = tracks.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { log.append($0) }
        }
        let id = window.presentedOnX { gtk_widget_get_height(tracks.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let (single, strings) = singleSelection(over: ["One", "Two", "Three", "Four"], selected: nil)
        gtk_list_view_set_model(OpaquePointer(tracks.listView), single)
        g_object_unref(UnsafeMutableRawPointer(single))
        g_object_unref(UnsafeMutableRawPointer(strings))
        let (items, itemStrings) = singleSelection(over: ["Red", "Amber", "Teal"], selected: 2)
        gtk_grid_view_set_model(OpaquePointer(grid.gridView), items)
        g_object_unref(UnsafeMutableRawPointer(items))
        g_object_unref(UnsafeMutableRawPointer(itemStrings))
        GTKApplication.run(for: .milliseconds(300))
        RowClicks(window: window, id: id, listView: tracks.listView).click(row: 3)
        checks.expect(
            tracks.rows == ["One", "Two", "Three", "Four"] && log == ["didSelect 3"]
                && grid.items == ["Red", "Amber", "Teal"]
                && grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)],
            "an adopted .ui list view and a grid follow the models the app sets on them",
            "\(tracks.rows), \(log), \(grid.items), \(String(describing: grid.indexPathsForSelectedItems))")
        token.cancel()
        window.close()
    }

    /// A `GtkStringList` of `strings`, with the caller's reference.
    static func stringList(_ strings: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        for string in strings { gtk_string_list_append(list, string) }
        return list
    }

    /// A `GtkSingleSelection` (which does not select by itself) over a new string list of `strings`, with `selected`
    /// selected; the caller holds a reference on each.
    static func singleSelection(over strings: [String], selected: Int?) -> (OpaquePointer, OpaquePointer) {
        let list = stringList(strings)
        let single = gtk_single_selection_new(nil)!
        gtk_single_selection_set_autoselect(single, 0)
        gtk_single_selection_set_model(single, list)
        gtk_single_selection_set_selected(single, selected.map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
        return (single, list)
    }
}
