import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK

/// ObserverKit handlers that change, from inside a handler, what GTK is delivering to: a touchDown handler that
/// hides its button (GTK then delivers the button neither the release nor a cancel), a tap handler that hides a
/// table as the click on a row is released, and didSelect handlers that swap the list's model (the view's
/// selection model, or the list under it) while GTK is telling the selection. Each ends in a defined state: the
/// touch cancelled, no row selected, the new model followed, and the next click the new model's.
@MainActor
enum HandlerReentryChecks {
    static func run(_ checks: Checks) {
        let (window, button, table, id) = Window.presentedWithButtonAndTable(
            title: "ObserverKit GTK handler re-entry", width: 420, height: 460, rows: 8, tableHeight: 300)

        checkHidingButton(button, window, id, checks)
        checkHidingTable(table, window, id, checks)
        checkSwappingModel(table, window, id, checks, swappingList: false)
        checkSwappingModel(table, window, id, checks, swappingList: true)
        window.close()
        GTKApplication.run(for: .milliseconds(100))
    }

    /// A press on `button` whose touchDown handler hides it: the touch is cancelled; shown again, a click clicks.
    static func checkHidingButton(
        _ button: ObserverKitGTK.ObservableButton, _ window: Window, _ id: String, _ checks: Checks
    ) {
        let recorder = Recorder(button)
        let hiding = button.addObserver(for: .touchDown) { [unowned button] _ in
            gtk_widget_set_visible(button.widget, 0)
        }
        window.click(button, x: 10, y: 10, on: id, .atOnce, settle: .milliseconds(300))
        hiding.cancel()
        let hidden = recorder.events
        recorder.clear()
        gtk_widget_set_visible(button.widget, 1)
        GTKApplication.run(for: .milliseconds(300))
        window.click(button, x: 12, y: 10, on: id, .atOnce, settle: .milliseconds(300))
        checks.expect(
            hidden == [.touchDown, .touchCancel],
            "a touchDown handler that hides its button cancels the touch (touchCancel, no touchUpInside)",
            "\(hidden)")
        checks.expect(
            recorder.events == [.touchDown, .touchUpInside, .primaryActionTriggered],
            "the button shown again, clicked, is clicked", "\(recorder.events)")
    }

    /// A click on a row whose tap handler hides the table: no row is selected; shown again, a click selects.
    static func checkHidingTable(_ table: ObserverKitGTK.TableView, _ window: Window, _ id: String, _ checks: Checks) {
        var selected: [Int] = []
        let observed = table.observed.addObserver { action in
            if case .didSelect(let row) = action { selected.append(row.row) }
        }
        let tap = table.gestures.addObserver(for: .tap()) { [unowned table] _ in
            gtk_widget_set_visible(table.widget, 0)
        }
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        clicks.click(row: 1)
        tap.cancel()
        let whileHidden = selected
        gtk_widget_set_visible(table.widget, 1)
        GTKApplication.run(for: .milliseconds(300))
        window.movePointer(toWidget: table.listView, x: 30, y: 5, on: id)
        clicks.click(row: 2)
        checks.expect(
            whileHidden.isEmpty && table.indexPathForSelectedRow?.row != 1,
            "a tap handler that hides a table as the click on a row is released selects no row",
            "didSelect \(whileHidden), selected \(String(describing: table.indexPathForSelectedRow))")
        checks.expect(
            selected == [2] && table.indexPathForSelectedRow?.row == 2,
            "the table shown again selects the row of the next click", "didSelect \(selected)")
        observed.cancel()
        if let row = table.indexPathForSelectedRow { table.deselectRow(at: row) }
    }

    /// A click on a row whose didSelect handler puts another model in place (a new selection model on the view, or
    /// a new list under its selection model): the handler runs once, the table follows the new model, and the
    /// next click selects the new model's row.
    static func checkSwappingModel(
        _ table: ObserverKitGTK.TableView, _ window: Window, _ id: String, _ checks: Checks, swappingList: Bool
    ) {
        let what = swappingList ? "the list under its selection model" : "the view's selection model"
        let strings = (0..<5).map { "New \($0) \(swappingList ? "list" : "model")" }
        var selected: [Int] = []
        var swaps = 0
        let observed = table.observed.addObserver { [unowned table] action in
            guard case .didSelect(let row) = action else { return }
            selected.append(row.row)
            guard swaps == 0 else { return }
            swaps += 1
            if swappingList {
                let selection = gtk_list_view_get_model(OpaquePointer(table.listView))!
                let list = ListModelChecks.stringList(strings)
                gtk_single_selection_set_model(selection, list)
                g_object_unref(UnsafeMutableRawPointer(list))
            } else {
                let (single, list) = ListModelChecks.singleSelection(over: strings, selected: nil)
                gtk_list_view_set_model(OpaquePointer(table.listView), single)
                g_object_unref(UnsafeMutableRawPointer(single))
                g_object_unref(UnsafeMutableRawPointer(list))
            }
        }
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        clicks.click(row: 2)
        GTKApplication.run(for: .milliseconds(300))
        let first = selected
        let rowsAfter = table.rows
        clicks.click(row: 3)
        checks.expect(
            swaps == 1 && first == [2] && rowsAfter == strings,
            "a didSelect handler that replaces \(what) is called once, and the table shows the new rows",
            "didSelect \(first), rows \(rowsAfter)")
        checks.expect(
            Array(selected.dropFirst(first.count)) == [3] && table.indexPathForSelectedRow?.row == 3,
            "after \(what) was replaced from didSelect, a click selects the new model's row",
            "didSelect \(selected), selected \(String(describing: table.indexPathForSelectedRow))")
        observed.cancel()
    }
}
