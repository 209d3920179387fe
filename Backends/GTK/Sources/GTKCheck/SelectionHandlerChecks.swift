import CGtk4
import Foundation
import ObserverKitGTK
import ObserverKitHeadless

/// Changes of the selection made by a handler of a selection report: a didSelect handler deselecting its row
/// (UIKit's common `deselectRow(at:animated:)` in `tableView(_:didSelectRowAt:)`) or selecting another. They apply
/// at once, as UIKit's and the headless table's: read back in the handler, the click's reports and the rows left
/// selected are the headless table's for the same taps. GTK's emission reaches its other handlers first: an
/// app's own handler of the selection model's `selection-changed` sees the click's change, then the handler's,
/// each as the model shows it.
@MainActor
enum SelectionHandlerChecks {
    /// What a handler does on a report: select or deselect a row from code.
    enum Reaction {
        case select(Int)
        case deselect(Int)
    }

    /// One scenario, played on the GTK table by clicks and on a headless table by taps.
    struct Scenario {
        let name: String
        var multiple = false
        /// The rows selected from code before the clicks.
        var selectedFirst: [Int] = []
        let clicks: [Int]
        /// What the handler does on each selection report (the row, and whether it is a didSelect).
        let reaction: (_ row: Int, _ isSelect: Bool) -> Reaction?
        /// What an app's own handler of GTK's `selection-changed` must see (the model's selected rows at each
        /// emission), or `nil` to ask only that the last it sees is the selection left.
        var seen: [[Int]]?
    }

    static func run(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK selection handlers", width: 320, height: 320)
        let table = ObserverKitGTK.TableView(rows: rows, height: 240)
        window.add(table)
        let id = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        let clicks = RowClicks(window: window, id: id, listView: table.listView)
        let scenarios = [
            Scenario(
                name: "a didSelect handler deselecting its row", clicks: [1],
                reaction: { row, isSelect in isSelect ? .deselect(row) : nil }, seen: [[1], []]),
            Scenario(
                name: "a didSelect handler selecting another row", selectedFirst: [0], clicks: [2],
                reaction: { _, isSelect in isSelect ? .select(4) : nil }, seen: [[2], [4]]),
            Scenario(
                name: "with multiple selection, handlers deselecting another row and selecting one", multiple: true,
                selectedFirst: [0], clicks: [1, 1], reaction: { _, isSelect in isSelect ? .deselect(0) : .select(3) }),
        ]
        for scenario in scenarios { check(scenario, table, clicks, checks) }
        window.close()
    }

    static let rows = (0..<5).map { "Row \($0)" }

    /// Plays `scenario` on `table` and on a headless table, and compares.
    static func check(
        _ scenario: Scenario, _ table: ObserverKitGTK.TableView, _ clicks: RowClicks, _ checks: Checks
    ) {
        table.rows = rows  // clears the selection without reports
        table.allowsMultipleSelection = scenario.multiple
        for row in scenario.selectedFirst { table.selectRow(at: IndexPath(row: row, section: 0)) }
        GTKApplication.run(for: .milliseconds(300))
        let gtk = Played()
        let token = table.observed.addObserver { action in
            gtk.heard(action, reaction: scenario.reaction) { reaction in
                apply(reaction, select: table.selectRow(at:), deselect: table.deselectRow(at:))
                return table.indexPathsForSelectedRows?.map(\.row) ?? []
            }
        }
        let model = gtk_list_view_get_model(OpaquePointer(table.listView))!
        let appHandler = ModelSelectionLog(model: model)
        for row in scenario.clicks { clicks.click(row: row) }
        appHandler.disconnect()
        token.cancel()

        let reference = RowClicks.headlessTable(rows: rows.count, multiple: scenario.multiple)
        for row in scenario.selectedFirst { reference.selectRow(at: IndexPath(row: row, section: 0)) }
        let headless = Played()
        let referenceToken = reference.observed.addObserver { action in
            headless.heard(action, reaction: scenario.reaction) { reaction in
                apply(reaction, select: reference.selectRow(at:), deselect: reference.deselectRow(at:))
                return reference.indexPathsForSelectedRows?.map(\.row) ?? []
            }
        }
        for row in scenario.clicks { RowClicks.tap(row: row, of: reference) }
        referenceToken.cancel()

        let selected = table.indexPathsForSelectedRows?.map(\.row) ?? []
        let expectedSelected = reference.indexPathsForSelectedRows?.map(\.row) ?? []
        let seenAsExpected = scenario.seen.map { appHandler.states == $0 } ?? (appHandler.states.last == selected)
        checks.expect(
            !gtk.log.isEmpty && gtk.log == headless.log && gtk.readBack == headless.readBack
                && selected == expectedSelected && seenAsExpected,
            "\(scenario.name): applies at once and reports as on the headless table; the app's own handler of "
                + "the model sees the click's change first",
            "GTK \(gtk.log), read back \(gtk.readBack), selected \(selected); headless \(headless.log), read back "
                + "\(headless.readBack), selected \(expectedSelected); the app's handler saw \(appHandler.states)")
    }

    static func apply(
        _ reaction: Reaction, select: (IndexPath) -> Void, deselect: (IndexPath) -> Void
    ) {
        switch reaction {
        case .select(let row): select(IndexPath(row: row, section: 0))
        case .deselect(let row): deselect(IndexPath(row: row, section: 0))
        }
    }

    /// A table's selection reports and what its handler read back after each reaction.
    @MainActor
    final class Played {
        var log: [String] = []
        var readBack: [[Int]] = []

        /// Logs `action` if it is a selection report, and reacts to it with `perform`, which returns the
        /// selected rows read back right after.
        func heard(
            _ action: TableViewAction, reaction: (Int, Bool) -> Reaction?, perform: (Reaction) -> [Int]
        ) {
            guard let entry = MultipleSelectionChecks.selection(action) else { return }
            log.append(entry)
            let (row, isSelect): (Int, Bool) =
                switch action {
                case .didSelect(let indexPath): (indexPath.row, true)
                case .didDeselect(let indexPath): (indexPath.row, false)
                default: (0, false)
                }
            if let reacted = reaction(row, isSelect) { readBack.append(perform(reacted)) }
        }
    }
}

/// An app's own handler of a selection model's `selection-changed`, connected after ObserverKit's: the rows the
/// model shows selected at each emission it hears.
@MainActor
final class ModelSelectionLog {
    private(set) var states: [[Int]] = []
    private let model: OpaquePointer
    private var handler: gulong = 0

    init(model: OpaquePointer) {
        self.model = model
        let callback: @convention(c) (gpointer?, guint, guint, gpointer?) -> Void = { _, _, _, data in
            let log = Unmanaged<ModelSelectionLog>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { log.record() }
        }
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(model), "selection-changed", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    private func record() {
        let count = g_list_model_get_n_items(model)
        states.append((0..<count).filter { gtk_selection_model_is_selected(model, $0) != 0 }.map { Int($0) })
    }

    /// Disconnects the handler (before the log goes).
    func disconnect() {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(model), handler)
    }
}
