import CGtk4
import Foundation
import ObserverKitGTK

/// The list under the view's selection model, set by the app (`gtk_single_selection_set_model`,
/// `gtk_multi_selection_set_model`, `gtk_no_selection_set_model`: the new items a filter or a search puts in place),
/// is followed as a new model set on the view is: the rows are the new list's, new rows and deletions go to it, the
/// selection is read from the model without reports, and every row shown ends its display before the new list's rows
/// are shown. A shorter list and a longer one than the rows before, so that no change reaches past a list's end (GTK
/// would be critical).
extension ListModelChecks {
    static func checkItemsSwap(_ checks: Checks) {
        let (window, table, display, token) = DisplayLog.presentedTable(titled: "ObserverKit GTK list items")
        var selection: [String] = []
        let selectionToken = table.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { selection.append($0) }
        }
        table.rows = (0..<5).map { "Row \($0)" }
        table.selectRow(at: IndexPath(row: 1, section: 0))
        GTKApplication.run(for: .milliseconds(300))
        display.entries = []
        var shownBefore = display.shown
        let single = gtk_list_view_get_model(OpaquePointer(table.listView))!
        let shorter = stringList(["x0", "x1", "x2"])
        gtk_single_selection_set_model(single, shorter)
        g_object_unref(UnsafeMutableRawPointer(shorter))
        GTKApplication.run(for: .milliseconds(300))
        let swapped = (rows: table.rows, selected: table.indexPathsForSelectedRows, ended: display.ended)
        table.rows = ["A", "B"]
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            swapped.rows == ["x0", "x1", "x2"] && swapped.selected == nil && swapped.ended == shownBefore.sorted()
                && table.rows == ["A", "B"] && strings(of: single) == ["A", "B"] && display.isPaired
                && display.shown == [0, 1] && selection.isEmpty,
            "a shorter list the app sets under the table's single selection: its rows are the table's, the selection "
                + "read without reports, every row shown ends its display, and new rows go to it",
            "after the swap \(swapped.rows), selected \(String(describing: swapped.selected)); rows \(table.rows), "
                + "GTK's model lists \(strings(of: single)); display \(display.entries); reports \(selection)")

        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0))
        GTKApplication.run(for: .milliseconds(300))
        display.entries = []
        shownBefore = display.shown
        let multiple = gtk_list_view_get_model(OpaquePointer(table.listView))!
        let letters = (0..<12).map { "y\($0)" }
        let longer = stringList(letters)
        gtk_multi_selection_set_model(multiple, longer)
        g_object_unref(UnsafeMutableRawPointer(longer))
        GTKApplication.run(for: .milliseconds(300))
        let ended = display.ended
        table.selectRow(at: IndexPath(row: 9, section: 0))
        table.selectRow(at: IndexPath(row: 11, section: 0))
        display.expectDeletion(ofRow: 10)
        table.deleteRows(at: [IndexPath(row: 10, section: 0)])
        GTKApplication.run(for: .milliseconds(300))
        let left = letters.filter { $0 != "y10" }
        checks.expect(
            table.rows == left && strings(of: multiple) == left && ended == shownBefore.sorted()
                && table.indexPathsForSelectedRows == [IndexPath(row: 9, section: 0), IndexPath(row: 10, section: 0)]
                && RowButtons.selectedRows(multiple) == [9, 10] && display.isPaired && selection.isEmpty,
            "a longer list the app sets under the table's multiple selection: rows beyond the old count select and "
                + "delete in it (no GTK critical), and the display ends every row shown before",
            "rows \(table.rows), GTK's model lists \(strings(of: multiple)), ended \(ended) of \(shownBefore.sorted()), "
                + "selected \(String(describing: table.indexPathsForSelectedRows)), GTK's model "
                + "\(RowButtons.selectedRows(multiple)); display \(display.entries); reports \(selection)")

        let none = gtk_no_selection_new(stringList(["p", "q"]))!
        gtk_list_view_set_model(OpaquePointer(table.listView), none)
        g_object_unref(UnsafeMutableRawPointer(none))
        GTKApplication.run(for: .milliseconds(300))
        let longerStill = stringList(["r", "s", "t", "u"])
        gtk_no_selection_set_model(none, longerStill)
        g_object_unref(UnsafeMutableRawPointer(longerStill))
        GTKApplication.run(for: .milliseconds(300))
        display.expectDeletion(ofRow: 3)
        table.deleteRows(at: [IndexPath(row: 3, section: 0)])
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            table.rows == ["r", "s", "t"] && strings(of: none) == ["r", "s", "t"] && display.isPaired
                && display.shown == [0, 1, 2],
            "a list the app sets under a GtkNoSelection on the table: its rows are the table's, and deletions go to it",
            "rows \(table.rows), GTK's model lists \(strings(of: none)), display \(display.entries)")
        selectionToken.cancel()
        token.cancel()
        window.close()
    }

    /// The strings `model` (a selection model over strings) lists, as GTK has them.
    static func strings(of model: OpaquePointer) -> [String] {
        (0..<g_list_model_get_n_items(model)).map { index in
            guard let object = g_list_model_get_item(model, index) else { return "" }
            defer { g_object_unref(object) }
            return String(cString: gtk_string_object_get_string(OpaquePointer(object)))
        }
    }
}
