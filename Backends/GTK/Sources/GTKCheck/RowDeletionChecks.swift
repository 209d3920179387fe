import CGtk4
import Foundation
import ObserverKitGTK

/// Several rows of a shown table deleted at once: GTK removes them one at a time, binding the rows that stay at
/// positions in between, yet the reports are those of the deletion as a whole: didEndDisplaying for each deleted
/// row shown (at its position before), and nothing for the rows that stay shown, which only move up.
@MainActor
enum RowDeletionChecks {
    static func run(_ checks: Checks) {
        let (window, table, display, token) = DisplayLog.presentedTable(titled: "ObserverKit GTK row deletion")

        let deletions: [(rows: [String], deleted: [Int], left: [String])] = [
            (["a", "b", "c"], [0, 1], ["c"]),
            (["a", "b", "c", "d", "e", "f", "g"], [1, 3, 5], ["a", "c", "e", "g"]),
        ]
        for deletion in deletions {
            ReentrantDisplayChecks.show(deletion.rows, in: table, display)
            table.deleteRows(at: deletion.deleted.map { IndexPath(row: $0, section: 0) })
            let reported = display.entries
            GTKApplication.run(for: .milliseconds(300))
            let expected = deletion.deleted.map { "-\($0)" }
            checks.expect(
                reported == expected && display.entries == expected && table.rows == deletion.left,
                "deleting rows \(deletion.deleted) of \(deletion.rows.count) reports each deleted row's end, and "
                    + "nothing of the rows that stay",
                "on return \(reported), after the turn \(display.entries), rows \(table.rows)")
        }
        token.cancel()
        window.close()
    }
}
