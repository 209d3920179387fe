import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// Multiple selection's plain click as the app's own code sees it. The app's handler of the selection model's
/// `selection-changed` hears GTK's change for the click (the row alone), then the click's toggle, and never an
/// emptied selection: the last it hears is the selection left, which GTK's rows show too. A click on a button
/// inside a row of the app's own `GtkSignalListItemFactory` (rows ObserverKit hears) is the button's: it changes no
/// selection, and the button's handler reads the selection as it is. A button that removes its own row from the
/// app's string list (a row's delete button) leaves the same items selected, GTK's multiple selection moving them up
/// with the rows, and ObserverKit's selected rows are the model's; so are they after the app inserts a row.
@MainActor
enum PlainClickAppCodeChecks {
    static let rows = (0..<5).map { "Row \($0)" }

    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK plain clicks and app code", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: rows, height: 240)
        window.add(table)
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        table.allowsMultipleSelection = true
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        checkAppHandler(table, clicks, checks)

        let factory = RowButtons.factory()
        gtk_list_view_set_factory(OpaquePointer(table.listView), factory)
        g_object_unref(UnsafeMutableRawPointer(factory))
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))!
        RowButtons.model = model
        RowButtons.seen = []
        let (log, appStates, selected) = clickRowOne(of: table, clicks)
        checks.expect(
            RowButtons.seen == [[0, 2]] && appStates.isEmpty && log.isEmpty
                && RowButtons.selectedRows(model) == [0, 2] && selected == [0, 2],
            "with multiple selection (rows 0 and 2 selected), a click on a button inside row 1 of the app's own "
                + "signal factory is the button's: its handler reads [0, 2], and no selection changes or is reported",
            "the button's handler read \(RowButtons.seen); the app's selection handler saw \(appStates); "
                + "reports \(log); GTK's model \(RowButtons.selectedRows(model)), ObserverKit \(selected)")
        checkRowDeletedByItsButton(table, clicks, checks)
        RowButtons.model = nil
        window.close()
    }

    /// A click on row 1's button, which removes its row from the app's string list (rows 0 and 2 selected), then
    /// the app inserting a row at the top.
    static func checkRowDeletedByItsButton(_ table: ObserverKitGTK.TableView, _ clicks: RowClicks, _ checks: Checks) {
        selectRowsZeroAndTwo(of: table)
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))!
        let strings = gtk_multi_selection_get_model(model)!
        func selectedItems() -> [String] {
            RowButtons.selectedRows(model).map { String(cString: gtk_string_list_get_string(strings, guint($0))) }
        }
        var log: [String] = []
        let token = table.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { log.append($0) }
        }
        RowButtons.deletesRow = true
        clicks.click(row: 1)
        RowButtons.deletesRow = false
        let afterDeletion = (items: selectedItems(), rows: table.indexPathsForSelectedRows?.map(\.row) ?? [])
        "New".withCString { new in
            var additions: [UnsafePointer<CChar>?] = [new, nil]
            gtk_string_list_splice(strings, 0, 0, &additions)
        }
        GTKApplication.run(for: .milliseconds(200))
        token.cancel()
        let afterInsertion = (items: selectedItems(), rows: table.indexPathsForSelectedRows?.map(\.row) ?? [])
        checks.expect(
            afterDeletion.items == ["Row 0", "Row 2"] && afterDeletion.rows == [0, 1]
                && afterInsertion.items == ["Row 0", "Row 2"] && afterInsertion.rows == [1, 2] && log.isEmpty,
            "with multiple selection (rows 0 and 2 selected), row 1's button removing its own row keeps Row 0 and "
                + "Row 2 selected, now rows 0 and 1, and ObserverKit reads them there; after the app inserts a row at "
                + "the top, rows 1 and 2; nothing is reported",
            "after the deletion: items \(afterDeletion.items), ObserverKit \(afterDeletion.rows); after the "
                + "insertion: items \(afterInsertion.items), ObserverKit \(afterInsertion.rows); reports \(log)")
    }

    /// A plain click on row 1, rows 0 and 2 selected from code first: what ObserverKit reported, what the app's
    /// own handler of the model's `selection-changed` heard, and the rows ObserverKit reads selected after.
    static func clickRowOne(
        of table: ObserverKitGTK.TableView, _ clicks: RowClicks
    ) -> (reports: [String], appStates: [[Int]], selected: [Int]) {
        selectRowsZeroAndTwo(of: table)
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))!
        var reports: [String] = []
        let token = table.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { reports.append($0) }
        }
        let appHandler = ModelSelectionLog(model: model)
        clicks.click(row: 1)
        appHandler.disconnect()
        token.cancel()
        return (reports, appHandler.states, table.indexPathsForSelectedRows?.map(\.row) ?? [])
    }

    /// Rows 0 and 2 selected from code, and a moment for GTK to show it.
    static func selectRowsZeroAndTwo(of table: ObserverKitGTK.TableView) {
        table.rows = rows  // clears the selection without reports
        table.selectRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 2, section: 0))
        GTKApplication.run(for: .milliseconds(300))
    }

    /// A plain click on row 1 with rows 0 and 2 selected (ObserverKit's labels), against the app's own handler of
    /// the model's `selection-changed`.
    static func checkAppHandler(_ table: ObserverKitGTK.TableView, _ clicks: RowClicks, _ checks: Checks) {
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))!
        let (log, appStates, selected) = clickRowOne(of: table, clicks)
        let drawn = RowClicks.rowsDrawnSelected(in: table.listView)
        checks.expect(
            !appStates.contains([]) && appStates.last == [0, 1, 2] && log == ["didSelect 1"]
                && selected == [0, 1, 2] && RowButtons.selectedRows(model) == [0, 1, 2] && drawn == [0, 1, 2],
            "with multiple selection (rows 0 and 2 selected), a plain click on row 1: the app's own handler of the "
                + "model never hears an emptied selection, and the last it hears is the selection left (rows 0, 1, "
                + "2), which GTK's rows show; didSelect 1 is reported",
            "the app's handler saw \(appStates); reports \(log); GTK's model "
                + "\(RowButtons.selectedRows(model)), rows drawn selected \(drawn), ObserverKit \(selected)")
    }
}

/// An app's own `GtkSignalListItemFactory` whose rows are buttons showing the item's string; a button's `clicked`
/// records the model's selection, and removes its row when asked (the C callbacks reach the check through these
/// statics).
@MainActor
enum RowButtons {
    /// The selection model of the table whose rows are clicked.
    static var model: OpaquePointer?
    /// What the model showed selected at each button click.
    static var seen: [[Int]] = []
    /// Whether a button's click removes its own row from the string list under ``model`` (a row's delete button).
    static var deletesRow = false

    static func selectedRows(_ model: OpaquePointer) -> [Int] {
        (0..<g_list_model_get_n_items(model)).filter { gtk_selection_model_is_selected(model, $0) != 0 }
            .map { Int($0) }
    }

    /// A button's `clicked`, for the list item `item`.
    static func clicked(_ item: OpaquePointer) {
        guard let model else { return }
        seen.append(selectedRows(model))
        if deletesRow, let strings = gtk_multi_selection_get_model(model) {
            gtk_string_list_remove(strings, gtk_list_item_get_position(item))
        }
    }

    static func factory() -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, _ in
            let button = gtk_button_new_with_label("")!
            let clicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, item in
                MainActor.assumeIsolated { RowButtons.clicked(OpaquePointer(item!)) }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(button), "clicked", unsafeBitCast(clicked, to: GCallback.self), item, nil,
                GConnectFlags(rawValue: 0))
            gtk_list_item_set_child(OpaquePointer(item), button)
        }
        let bind: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, _ in
            let object = gtk_list_item_get_item(OpaquePointer(item))
            let button = gtk_list_item_get_child(OpaquePointer(item))
            gtk_button_set_label(
                UnsafeMutableRawPointer(button)?.assumingMemoryBound(to: GtkButton.self),
                gtk_string_object_get_string(OpaquePointer(object)))
        }
        for (signal, callback) in [("setup", setup), ("bind", bind)] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(factory), signal, unsafeBitCast(callback, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
        return factory
    }
}
