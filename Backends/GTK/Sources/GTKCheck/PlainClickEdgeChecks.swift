import CGtk4
import Foundation
import ObserverKit
import ObserverKitGTK
import ObserverKitHeadless

/// Multiple selection's plain-click toggle (and single selection) under real input at its edges: double clicks,
/// Ctrl/Shift clicks, drags, the keyboard, rows or model changed mid-click, allowsSelection off, multiple
/// selection turned off after a click, and didSelect handlers selecting from code.
/// Each compares ObserverKit's reports and selected rows, GTK's model, and the rows GTK draws selected, with the
/// headless table's taps where it has an equivalent, and otherwise with each other.
@MainActor
enum PlainClickEdgeChecks {
    static let rows = (0..<5).map { "Row \($0)" }

    struct State: Equatable, Sendable, CustomStringConvertible {
        var log: [String]
        var selected: [Int]
        var model: [Int]
        var drawn: [Int]
        var description: String { "reports \(log), ObserverKit \(selected), GTK's model \(model), drawn \(drawn)" }
        var consistent: Bool { selected == model && model == drawn }
    }

    @MainActor final class Context {
        let window: Window
        let table: ObserverKitGTK.TableView
        let id: String
        var log: [String] = []
        var token: ObservationToken?
        var onSelect: ((Int) -> Void)?
        init(window: Window, table: ObserverKitGTK.TableView, id: String) {
            self.window = window
            self.table = table
            self.id = id
        }
        var clicks: RowClicks { RowClicks(window: window, id: id, listView: table.listView) }
        var model: OpaquePointer { gtk_list_view_get_model(OpaquePointer(table.listView))! }

        /// Rows reset, `selected` selected from code, log emptied.
        func reset(selecting selected: [Int], multiple: Bool = true) {
            table.allowsSelection = true
            table.allowsMultipleSelection = multiple
            table.rows = PlainClickEdgeChecks.rows
            for row in selected { table.selectRow(at: IndexPath(row: row, section: 0)) }
            GTKApplication.run(for: .milliseconds(300))
            log = []
            onSelect = nil
        }
        func state() -> State {
            State(
                log: log, selected: table.indexPathsForSelectedRows?.map(\.row) ?? [],
                model: RowButtons.selectedRows(model), drawn: RowClicks.rowsDrawnSelected(in: table.listView))
        }
        /// The window point `dy` from the middle of `row`.
        func point(row: Int, dy: Double = 0) -> (x: Double, y: Double) {
            let y = RowClicks.middle(ofRow: row, in: table.listView)! + dy
            return window.surfacePoint(ofWidget: table.listView, x: 20, y: y)
        }
        func moveTo(row: Int, dy: Double = 0) { XDoTool.move(window: id, to: point(row: row, dy: dy)) }

        /// A click on `row` with `change` made between its press and its release: the state after.
        func click(row: Int, changingMidway change: () -> Void) -> State {
            moveTo(row: row)
            XDoTool.press()
            change()
            GTKApplication.run(for: .milliseconds(200))
            XDoTool.release()
            GTKApplication.run(for: .milliseconds(400))
            return state()
        }

        /// A click on `row` with `modifier` held ("ctrl", "shift"), and a moment for GTK: the state after.
        func click(row: Int, holding modifier: String) -> State {
            moveTo(row: row)
            XDoTool.run(["keydown", modifier, "click", "1", "keyup", modifier])
            GTKApplication.run(for: .milliseconds(400))
            return state()
        }
    }

    static func headless(selecting selected: [Int], multiple: Bool, taps: [Int]) -> (log: [String], selected: [Int]) {
        let reference = RowClicks.headlessTable(rows: 5, multiple: multiple)
        for row in selected { reference.selectRow(at: IndexPath(row: row, section: 0)) }
        var log: [String] = []
        let token = reference.observed.addObserver { action in
            MultipleSelectionChecks.selection(action).map { log.append($0) }
        }
        for row in taps { RowClicks.tap(row: row, of: reference) }
        token.cancel()
        return (log, reference.indexPathsForSelectedRows?.map(\.row) ?? [])
    }

    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK plain click edges", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: rows, height: 240)
        window.add(table)
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        GTKApplication.run(for: .milliseconds(300))
        let c = Context(window: window, table: table, id: id)
        c.token = table.observed.addObserver { [c] action in
            if let entry = MultipleSelectionChecks.selection(action) {
                c.log.append(entry)
                if case .didSelect(let indexPath) = action { c.onSelect?(indexPath.row) }
            }
        }

        // Double click.
        c.reset(selecting: [0, 2])
        c.moveTo(row: 1)
        XDoTool.click(1, times: 2)
        GTKApplication.run(for: .milliseconds(500))
        var s = c.state()
        var h = headless(selecting: [0, 2], multiple: true, taps: [1, 1])
        print("plain click edges, double click: \(s)")
        checks.expect(
            s.log == h.log && s.selected == h.selected && s.consistent,
            "with multiple selection (rows 0, 2 selected), a double click on row 1 toggles it twice, as two "
                + "headless taps, and ObserverKit, GTK's model and the rows drawn agree",
            "GTK \(s) vs headless \(h)")

        // Ctrl+click.
        c.reset(selecting: [0, 2])
        let ctrl1 = c.click(row: 1, holding: "ctrl")
        s = c.click(row: 2, holding: "ctrl")
        print("plain click edges, ctrl clicks: \(ctrl1) then \(s)")
        checks.expect(
            ctrl1.log == ["didSelect 1"] && ctrl1.selected == [0, 1, 2] && ctrl1.consistent
                && s.log == ["didSelect 1", "didDeselect 2"] && s.selected == [0, 1] && s.consistent,
            "with multiple selection (rows 0, 2), Ctrl+click on row 1 then on row 2 toggles each (GTK's rule), "
                + "reported, and ObserverKit, GTK's model and the rows drawn agree",
            "after row 1: \(ctrl1); after row 2: \(s)")

        // Shift+click, from the anchor a plain click sets.
        c.reset(selecting: [0, 2])
        c.clicks.click(row: 1)
        let plain = c.state()
        s = c.click(row: 3, holding: "shift")
        print("plain click edges, shift click: \(plain) then \(s)")
        let shiftLog = s.log.dropFirst(plain.log.count)
        checks.expect(
            plain.selected == [0, 1, 2] && s.consistent
                && Array(shiftLog) == diffLog(from: plain.selected, to: s.model),
            "with multiple selection, Shift+click after a plain click (GTK's extend) is reported as GTK's model "
                + "changes, and ObserverKit, GTK's model and the rows drawn agree",
            "after the plain click: \(plain); after Shift+click on row 3: \(s)")

        // A drag from row 1 to row 3.
        c.reset(selecting: [0, 2])
        c.moveTo(row: 1)
        XDoTool.drag(window: id, through: [c.point(row: 2), c.point(row: 3)])
        GTKApplication.run(for: .milliseconds(400))
        s = c.state()
        print("plain click edges, drag: \(s)")
        checks.expect(
            s.log == ["didSelect 1"] && s.selected == [0, 1, 2] && s.consistent,
            "with multiple selection (rows 0, 2), a press on row 1 released on row 3 is GTK's click of row 1 (GTK "
                + "4.8 takes a release off the row as one): it toggles row 1, and never leaves row 1 alone",
            "\(s)")

        // A press near row 1's bottom, released 4 px lower, on row 2 (within GTK's click distance).
        c.reset(selecting: [0, 2])
        let half = RowClicks.middle(ofRow: 1, in: table.listView)! - RowClicks.middle(ofRow: 0, in: table.listView)!
        c.moveTo(row: 1, dy: half / 2 - 2)
        XDoTool.drag(window: id, through: [c.point(row: 2, dy: -half / 2 + 2)])
        GTKApplication.run(for: .milliseconds(400))
        s = c.state()
        print("plain click edges, short drag across rows: \(s)")
        checks.expect(
            s.consistent && s.selected.contains(0) && s.selected.contains(2)
                && (s.log.isEmpty || s.log == ["didSelect 1"] || s.log == ["didDeselect 2"]),
            "with multiple selection (rows 0, 2), a click pressed at row 1's bottom and released 4 px lower, "
                + "on row 2 (a click for GTK's row 1), toggles a row or nothing: it never replaces the selection "
                + "with GTK's row alone",
            "\(s)")

        // Keyboard.
        c.reset(selecting: [0, 2])
        var keyStates: [(String, State)] = []
        var keyLogStart = 0
        var keysConsistent = true
        var previous = c.state().model
        for key in ["Tab", "Down", "Down", "space", "ctrl+space", "Up", "ctrl+space", "shift+Down", "space"] {
            XDoTool.key(key)
            GTKApplication.run(for: .milliseconds(300))
            let now = c.state()
            let added = Array(now.log.dropFirst(keyLogStart))
            keyLogStart = now.log.count
            if !now.consistent || added != diffLog(from: previous, to: now.model) { keysConsistent = false }
            previous = now.model
            keyStates.append((key, now))
        }
        print("plain click edges, keys: \(keyStates.map { "\($0.0): \($0.1)" })")
        checks.expect(
            keysConsistent && keyStates.contains { !$0.1.log.isEmpty },
            "with multiple selection, Tab into the list, arrows, Space, Ctrl+Space, Shift+Down: each change of "
                + "GTK's model is reported as it changes, and ObserverKit, GTK's model and the rows drawn agree",
            keyStates.map { "\($0.0): \($0.1)" }.joined(separator: "; "))
        gtk_widget_grab_focus(table.listView)

        // deleteRows between the press and its release.
        c.reset(selecting: [4])
        s = c.click(row: 2) { table.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        let strings = gtk_multi_selection_get_model(c.model)!
        let items = s.model.map { String(cString: gtk_string_list_get_string(strings, guint($0))) }
        print("plain click edges, deleteRows mid-click: \(s), items \(items)")
        checks.expect(
            s.consistent && items.contains("Row 4"),
            "with multiple selection (row 4 selected), a plain click on row 2 whose press and release straddle "
                + "deleteRows(row 0) keeps Row 4 selected (a click toggles, never replaces the selection), and "
                + "ObserverKit, GTK's model and the rows drawn agree",
            "\(s), selected items \(items)")

        // table.rows between the press and its release.
        c.reset(selecting: [0, 2])
        s = c.click(row: 1) { table.rows = rows.map { $0 + "'" } }
        print("plain click edges, rows set mid-click: \(s)")
        checks.expect(
            s.consistent && (s.log.isEmpty || s.log == ["didSelect 1"]),
            "with multiple selection, table.rows set between a press on row 1 and its release: the click "
                + "selects row 1 (as a headless tap after the reset) or nothing, and all three agree",
            "\(s)")

        // The model swapped between the press and its release.
        c.reset(selecting: [0, 2])
        s = c.click(row: 1) {
            let newStrings = gtk_string_list_new(nil)!
            for row in rows { gtk_string_list_append(newStrings, row + "*") }
            let swapped = gtk_multi_selection_new(newStrings)!
            gtk_selection_model_select_item(swapped, 3, 0)
            gtk_list_view_set_model(OpaquePointer(table.listView), swapped)
            g_object_unref(UnsafeMutableRawPointer(swapped))
        }
        print("plain click edges, model swapped mid-click: \(s)")
        checks.expect(
            s.consistent && s.model.contains(3),
            "with multiple selection, the app swapping the model (row 3 selected) between a press on row 1 and "
                + "its release: the click toggles or nothing, row 3 stays selected, and all three agree",
            "\(s)")

        // allowsSelection off.
        for multiple in [true, false] {
            c.reset(selecting: multiple ? [0, 2] : [2], multiple: multiple)
            table.allowsSelection = false
            c.clicks.click(row: 1)
            s = c.state()
            print("plain click edges, allowsSelection off (multiple \(multiple)): \(s)")
            checks.expect(
                s.log.isEmpty && s.selected == (multiple ? [0, 2] : [2]) && s.consistent,
                "allowsSelection off (multiple \(multiple)): a click on row 1 changes and reports nothing, as "
                    + "a headless tap, and all three agree",
                "\(s)")
        }

        // Multiple selection off right after a click, and from the click's didSelect handler.
        for fromHandler in [false, true] {
            c.reset(selecting: [0, 2])
            if fromHandler { c.onSelect = { _ in table.allowsMultipleSelection = false } }
            c.clicks.click(row: 1)
            if !fromHandler { table.allowsMultipleSelection = false }
            GTKApplication.run(for: .milliseconds(300))
            c.onSelect = nil
            s = c.state()
            print("plain click edges, multiple off after click (handler \(fromHandler)): \(s)")
            checks.expect(
                s.log == ["didSelect 1"] && s.selected == [0] && s.consistent,
                "multiple selection turned off "
                    + (fromHandler ? "from the didSelect handler of" : "right after") + " a click on row 1 (rows 0, 2 "
                    + "selected): didSelect 1, then row 0 kept alone, as headless; all three agree",
                "\(s)")
            // And a click after it: single selection.
            c.log = []
            c.clicks.click(row: 3)
            s = c.state()
            checks.expect(
                s.log == ["didDeselect 0", "didSelect 3"] && s.selected == [3] && s.consistent,
                "after that (handler \(fromHandler)), a click on row 3 is single selection's, as headless",
                "\(s)")
        }
        table.allowsMultipleSelection = true

        // A didSelect handler selecting or deselecting from code.
        for (name, action) in [
            ("selects row 4", { (row: Int) in table.selectRow(at: IndexPath(row: 4, section: 0)) }),
            ("deselects its row", { (row: Int) in table.deselectRow(at: IndexPath(row: row, section: 0)) }),
            ("deselects row 0", { (row: Int) in table.deselectRow(at: IndexPath(row: 0, section: 0)) }),
        ] as [(String, (Int) -> Void)] {
            c.reset(selecting: [0, 2])
            c.onSelect = action
            c.clicks.click(row: 1)
            c.onSelect = nil
            s = c.state()
            let reference = RowClicks.headlessTable(rows: 5, multiple: true)
            reference.selectRow(at: IndexPath(row: 0, section: 0))
            reference.selectRow(at: IndexPath(row: 2, section: 0))
            var hlog: [String] = []
            let token = reference.observed.addObserver { a in
                if let e = MultipleSelectionChecks.selection(a) {
                    hlog.append(e)
                    if case .didSelect(let ip) = a {
                        switch name {
                        case "selects row 4": reference.selectRow(at: IndexPath(row: 4, section: 0))
                        case "deselects its row": reference.deselectRow(at: ip)
                        default: reference.deselectRow(at: IndexPath(row: 0, section: 0))
                        }
                    }
                }
            }
            RowClicks.tap(row: 1, of: reference)
            token.cancel()
            let hsel = reference.indexPathsForSelectedRows?.map(\.row) ?? []
            print("plain click edges, handler \(name): \(s) vs \(hlog) \(hsel)")
            checks.expect(
                s.log == hlog && s.selected == hsel && s.consistent,
                "with multiple selection (rows 0, 2), a click on row 1 whose didSelect handler \(name): as "
                    + "headless, and all three agree",
                "GTK \(s) vs headless \(hlog) selected \(hsel)")
        }

        // Single selection clicks (a click on the selected row reports nothing: a documented difference).
        c.reset(selecting: [], multiple: false)
        for row in [0, 1, 3] { c.clicks.click(row: row) }
        s = c.state()
        h = headless(selecting: [], multiple: false, taps: [0, 1, 3])
        print("plain click edges, single: \(s) vs \(h)")
        checks.expect(
            s.log == h.log && s.selected == h.selected && s.consistent,
            "single selection, clicks on rows 0, 1, 3: as headless taps, and all three agree",
            "GTK \(s) vs headless \(h)")
        c.log = []
        c.clicks.click(row: 3)
        s = c.state()
        checks.expect(
            s.log.isEmpty && s.selected == [3] && s.consistent,
            "single selection, a click on the selected row 3 changes and reports nothing (TableView's documented "
                + "difference from UIKit's didSelect again), and all three agree",
            "\(s)")
        c.reset(selecting: [0], multiple: false)
        c.moveTo(row: 1)
        XDoTool.drag(window: id, through: [c.point(row: 2), c.point(row: 3)])
        GTKApplication.run(for: .milliseconds(400))
        print("plain click edges, single drag (information): \(c.state())")
        c.reset(selecting: [], multiple: false)
        c.moveTo(row: 2)
        XDoTool.click(1, times: 2)
        GTKApplication.run(for: .milliseconds(500))
        s = c.state()
        h = headless(selecting: [], multiple: false, taps: [2, 2])
        print("plain click edges, single double click: \(s) vs \(h)")
        checks.expect(
            s.selected == h.selected && s.consistent && s.log.first == "didSelect 2",
            "single selection, a double click on row 2 selects it, and all three agree",
            "GTK \(s) vs headless \(h)")

        c.token?.cancel()
        window.close()
    }

    /// A change of the selection from `old` to `new` as ObserverKit reports it: what left, then what joined.
    static func diffLog(from old: [Int], to new: [Int]) -> [String] {
        Set(old).subtracting(new).sorted().map { "didDeselect \($0)" }
            + Set(new).subtracting(old).sorted().map { "didSelect \($0)" }
    }
}
