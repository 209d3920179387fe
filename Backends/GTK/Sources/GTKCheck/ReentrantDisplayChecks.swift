import CGtk4
import Foundation
import ObserverKitGTK

/// Changes of a shown table's rows asked for by a handler while display is being reported: new rows, a deletion
/// and a reload from inside didEndDisplaying or willDisplay. Each waits until the change being reported has
/// applied and reported, as on the headless backend, so the rows end as asked last and every willDisplay pairs
/// with one didEndDisplaying.
@MainActor
enum ReentrantDisplayChecks {
    static func run(_ checks: Checks) {
        let (window, table, display, token) = DisplayLog.presentedTable(titled: "ObserverKit GTK reentrant display")

        /// Runs `change` with `onEnd` as the handler of the first didEndDisplaying of `row`, then lets GTK bind.
        func whenEnding(row: Int, do onEnd: @escaping () -> Void, during change: () -> Void) {
            var pending = true
            display.handler = { action in
                guard pending, case .didEndDisplaying(let indexPath) = action, indexPath.row == row else { return }
                pending = false
                onEnd()
            }
            change()
            display.handler = { _ in }
            GTKApplication.run(for: .milliseconds(300))
        }

        show(["a", "b", "c", "d", "e"], in: table, display)
        var rowsOnReturn: [String] = []
        display.expectDeletion(ofRow: 1)
        whenEnding(row: 1, do: { table.rows = ["x", "y", "z"] }) {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)])
            rowsOnReturn = table.rows
        }
        checks.expect(
            rowsOnReturn == ["x", "y", "z"] && table.rows == ["x", "y", "z"] && display.entries.first == "-1"
                && display.isPaired && display.shown == [0, 1, 2],
            "rows set from didEndDisplaying of a deleted row apply once the deletion has: the new rows stay",
            "on return \(rowsOnReturn), now \(table.rows), shown \(display.shown.sorted()), \(display.entries)")

        show(["a", "b", "c"], in: table, display)
        display.expectDeletion(ofRow: 2)
        whenEnding(
            row: 2,
            do: {
                display.expectDeletion(ofRow: 0)
                table.deleteRows(at: [IndexPath(row: 0, section: 0)])
            }
        ) {
            table.deleteRows(at: [IndexPath(row: 2, section: 0)])
        }
        checks.expect(
            table.rows == ["b"] && display.entries == ["-2", "-0"] && display.isPaired && display.shown == [0],
            "a row deleted from didEndDisplaying of a deleted row goes after it (the last of three, then the first)",
            "\(table.rows), shown \(display.shown.sorted()), \(display.entries)")

        show(["a", "b", "c", "d", "e"], in: table, display)
        display.expectDeletion(ofRow: 1)
        whenEnding(row: 1, do: { table.reloadData() }) {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)])
        }
        checks.expect(
            table.rows == ["a", "c", "d", "e"] && display.entries.first == "-1" && display.ended == [0, 1, 1, 2, 3]
                && display.isPaired && display.shown == [0, 1, 2, 3],
            "reloadData() from didEndDisplaying of a deleted row reloads the rows left, each ended once",
            "\(table.rows), shown \(display.shown.sorted()), \(display.entries)")

        show(["a", "b", "c"], in: table, display)
        whenEnding(row: 0, do: { table.rows = ["p", "q"] }) {
            table.rows = ["m", "n", "o", "r"]
        }
        checks.expect(
            table.rows == ["p", "q"] && display.isPaired && display.shown == [0, 1],
            "rows set from didEndDisplaying of rows being replaced apply after them: the last rows asked stay",
            "\(table.rows), shown \(display.shown.sorted()), \(display.entries)")

        show(["a", "b", "c"], in: table, display)
        var deleted = false
        display.handler = { action in
            guard !deleted, case .willDisplay = action else { return }
            deleted = true
            display.expectDeletion(ofRow: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        }
        table.reloadData()
        display.handler = { _ in }
        GTKApplication.run(for: .milliseconds(300))
        checks.expect(
            deleted && table.rows == ["b", "c"] && display.entries.last == "-0" && display.isPaired
                && display.shown == [0, 1],
            "a row deleted from willDisplay of a reload goes after the reload has shown every row",
            "\(table.rows), shown \(display.shown.sorted()), \(display.entries)")
        token.cancel()
        window.close()
    }

    /// Shows `rows` in `table`, lets GTK bind them, and empties the log's entries.
    static func show(_ rows: [String], in table: TableView, _ display: DisplayLog) {
        table.rows = rows
        GTKApplication.run(for: .milliseconds(300))
        display.entries = []
    }
}
