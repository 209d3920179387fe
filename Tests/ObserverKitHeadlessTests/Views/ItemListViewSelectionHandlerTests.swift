import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Selection from code asked for by a handler of a selection report (``ItemListView``'s rules): it applies at
/// once, as UIKit's `selectRow`/`deselectRow` from `tableView(_:didSelectRowAt:)` do, reports nothing, and the
/// tap's own reports all come. Row changes asked for from such a handler apply at once too: only display
/// reports make a change wait.
@MainActor @Suite struct ItemListViewSelectionHandlerTests {
    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A table of five 44-point rows, laid out, whose first observer runs `react` on each report and whose second
    /// observer hears every report after it, with the rows it sees selected then.
    func table(
        multiple: Bool = false, react: @escaping (TableView, TableViewAction) -> Void
    ) -> (TableView, () -> [(TableViewAction, [IndexPath])]) {
        let table = TableView(numberOfRows: 5, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.allowsMultipleSelection = multiple
        table.reloadData()
        table.observed.addObserver { [unowned table] in react(table, $0) }
        var heard: [(TableViewAction, [IndexPath])] = []
        table.observed.addObserver { [unowned table] action in
            heard.append((action, table.indexPathsForSelectedRows ?? []))
        }
        return (table, { heard })
    }

    @Test func aDidSelectHandlerDeselectingItsRowDeselectsItAtOnceWithoutReports() {
        var readBack: [IndexPath]?? = .none
        let (table, heard) = table { table, action in
            guard case .didSelect(let indexPath) = action else { return }
            table.deselectRow(at: indexPath)
            readBack = .some(table.indexPathsForSelectedRows)
        }
        table.tap(at: CGPoint(x: 10, y: 66))  // row 1
        #expect(readBack == .some(nil))
        // The tap's report still reaches the later observer, which sees the row already deselected.
        #expect(heard().map(\.0) == [.didSelect(row(1))] && heard().map(\.1) == [[]])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aDidSelectHandlerSelectingAnotherRowReplacesTheSelectionAtOnce() {
        var readBack: [IndexPath]?
        let (table, heard) = table { table, action in
            guard action == .didSelect(IndexPath(row: 2, section: 0)) else { return }
            table.selectRow(at: IndexPath(row: 4, section: 0))
            readBack = table.indexPathsForSelectedRows
        }
        table.selectRow(at: row(0))
        table.tap(at: CGPoint(x: 10, y: 110))  // row 2: row 0 is deselected first
        #expect(readBack == [row(4)])
        #expect(heard().map(\.0) == [.didDeselect(row(0)), .didSelect(row(2))])
        #expect(table.indexPathsForSelectedRows == [row(4)])
    }

    @Test func withMultipleSelectionHandlersChangeTheSelectionAtOnceOnEachTap() {
        let (table, heard) = table(multiple: true) { table, action in
            switch action {
            case .didSelect: table.deselectRow(at: IndexPath(row: 0, section: 0))
            case .didDeselect: table.selectRow(at: IndexPath(row: 3, section: 0))
            default: break
            }
        }
        table.selectRow(at: row(0))
        table.tap(at: CGPoint(x: 10, y: 66))  // row 1 joins; the handler deselects row 0
        #expect(table.indexPathsForSelectedRows == [row(1)])
        table.tap(at: CGPoint(x: 10, y: 66))  // row 1 leaves; the handler selects row 3
        #expect(heard().map(\.0) == [.didSelect(row(1)), .didDeselect(row(1))])
        #expect(heard().map(\.1) == [[row(1)], [row(3)]])
        #expect(table.indexPathsForSelectedRows == [row(3)])
    }

    @Test func aDidSelectHandlerReloadingWithNewCountsAppliesAtOnce() {
        var countInHandler: Int?
        let (table, heard) = table { table, action in
            guard case .didSelect = action else { return }
            table.reloadData(numberOfRows: 2)
            countInHandler = table.numberOfRows(inSection: 0)
        }
        table.tap(at: CGPoint(x: 10, y: 154))  // row 3
        #expect(countInHandler == 2)
        // The reload cleared the selection without reports, ended the five rows shown and showed the two new.
        #expect(
            heard().map(\.0)
                == (0..<5).map { .didEndDisplaying(row($0)) } + (0..<2).map { .willDisplay(row($0)) }
                + [.didSelect(row(3))])
        #expect(table.indexPathsForSelectedRows == nil && table.indexPathsForVisibleRows == [row(0), row(1)])
    }
}
