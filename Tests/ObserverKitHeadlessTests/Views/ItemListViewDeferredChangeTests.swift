import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Changes a handler makes while rows or items are reported shown or hidden wait for the report's end and then
/// compose in the order made, each on what the ones before it left (``ItemListView``'s rules).
@MainActor @Suite struct ItemListViewDeferredChangeTests {
    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A table of 100 rows in 320 × 440 points whose handler makes `changes` once, when row 0 is first shown,
    /// and what it reports.
    func tableChanging(_ changes: @escaping (TableView) -> Void) -> (TableView, () -> [TableViewAction]) {
        let table = TableView(numberOfRows: 100, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        var actions: [TableViewAction] = []
        var changed = false
        table.observed.addObserver { [unowned table] action in
            actions.append(action)
            guard action == .willDisplay(IndexPath(row: 0, section: 0)), !changed else { return }
            changed = true
            changes(table)
        }
        return (table, { actions })
    }

    /// Whether every didEndDisplaying follows its row's willDisplay and the rows left shown are `shown`.
    func pairedReports(_ actions: [TableViewAction], leaving shown: [IndexPath]) -> Bool {
        var showing = Set<IndexPath>()
        for action in actions {
            switch action {
            case .willDisplay(let indexPath): guard showing.insert(indexPath).inserted else { return false }
            case .didEndDisplaying(let indexPath): guard showing.remove(indexPath) != nil else { return false }
            default: break
            }
        }
        return showing == Set(shown)
    }

    @Test func aDeleteThenANewRowHeightFromAReportKeepsTheDelete() {
        let (table, actions) = tableChanging { table in
            table.deleteRows(at: [IndexPath(row: 0, section: 0)])
            table.rowHeight = 50
        }
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 99)
        #expect(table.rowHeight == 50 && table.contentSize.height == 99 * 50)
        #expect(table.indexPathsForVisibleRows == (0..<9).map { row($0) })
        // Row 0 goes; the nine rows still shown (old rows 1 to 9, now 0 to 8) are laid out again, 50 points high.
        #expect(
            actions() == (0..<10).map { .willDisplay(row($0)) } + [.didEndDisplaying(row(0))]
                + (0..<9).map { .didEndDisplaying(row($0)) } + (0..<9).map { .willDisplay(row($0)) })
    }

    @Test func aReloadWithNewCountsThenANewRowHeightFromAReportKeepsTheNewCounts() {
        let (table, actions) = tableChanging { table in
            table.reloadData(numberOfRows: 5)
            table.rowHeight = 50
        }
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.contentSize.height == 250)
        #expect(table.indexPathsForVisibleRows == (0..<5).map { row($0) })
        #expect(pairedReports(actions(), leaving: (0..<5).map { row($0) }))
    }

    @Test func aRowHeightSetTwiceFromAReportEndsAtTheSecondAndReadsBackAtOnce() {
        var readBack: [CGFloat] = []
        let (table, actions) = tableChanging { table in
            table.rowHeight = 60
            readBack.append(table.rowHeight)
            table.rowHeight = 44  // back to the height laid out: nothing to lay out
            readBack.append(table.rowHeight)
        }
        table.reloadData()
        #expect(readBack == [60, 44])
        #expect(table.rowHeight == 44 && table.contentSize.height == 4400)
        #expect(actions() == (0..<10).map { .willDisplay(row($0)) })

        let (other, _) = tableChanging { table in
            table.rowHeight = 60
            table.rowHeight = 88
        }
        other.reloadData()
        #expect(other.rowHeight == 88 && other.indexPathsForVisibleRows == (0..<5).map { row($0) })
    }

    @Test func aGridDeleteThenANewWidthOrItemSizeFromAReportKeepsTheDelete() {
        func grid(changing changes: @escaping (CollectionView) -> Void) -> CollectionView {
            let grid = CollectionView(
                numberOfItems: 10, itemSize: CGSize(width: 100, height: 100),
                bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
            var changed = false
            grid.observed.addObserver { [unowned grid] action in
                guard action == .willDisplay(IndexPath(item: 0, section: 0)), !changed else { return }
                changed = true
                changes(grid)
            }
            grid.reloadData()
            return grid
        }
        let narrowed = grid { grid in
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
            grid.bounds = CGRect(x: 0, y: 0, width: 150, height: 200)  // one column
        }
        #expect(narrowed.numberOfItems(inSection: 0) == 9)
        #expect(narrowed.contentSize == CGSize(width: 150, height: 900))
        let resized = grid { grid in
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
            grid.itemSize = CGSize(width: 50, height: 50)  // six columns
        }
        #expect(resized.numberOfItems(inSection: 0) == 9)
        #expect(resized.contentSize == CGSize(width: 300, height: 100))
    }
}
