import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Any count up to `Int.max` lays out without overflow: a section of `Int.max` rows or items has its lines, its
/// content height, its visible items and its item under a point (``ItemListView``'s rules).
@MainActor @Suite struct ItemListViewHugeCountTests {
    @Test func aTableOfIntMaxRowsLaysOutAndShowsItsFirstRows() {
        let table = TableView(numberOfRows: .max, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(table.numberOfRows(inSection: 0) == .max)
        #expect(table.contentSize.height == CGFloat(Int.max) * 44)
        table.reloadData()
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    }

    @Test func aGridOfIntMaxItemsHasItsLastLineOneItemLong() {
        let grid = CollectionView(numberOfItems: .max)  // three columns of 100 points in 320
        #expect(grid.numberOfItems(inSection: 0) == .max)
        // Int.max is 3 × 3,074,457,345,618,258,602 + 1: that many full lines, and one item on the last.
        #expect(grid.contentSize.height == CGFloat(3_074_457_345_618_258_603) * 100)
        grid.reloadData()
        #expect(grid.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
    }

    @Test func thePointsOfAGridsLastLineBeyondItsLastItemHoldNoItem() {
        // 10,000 columns of 1 × 1 points: Int.max items make 922,337,203,685,478 lines, the last one 5,807 long.
        let grid = CollectionView(
            numberOfItems: .max, itemSize: CGSize(width: 1, height: 1),
            bounds: CGRect(x: 0, y: 0, width: 10_000, height: 100))
        let lastLine: CGFloat = 922_337_203_685_477.5
        #expect(grid.indexPathForItem(at: CGPoint(x: 5_806.5, y: lastLine)) == IndexPath(item: .max - 1, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 5_807.5, y: lastLine)) == nil)
        #expect(grid.indexPathForItem(at: CGPoint(x: 9_999.5, y: lastLine)) == nil)
    }
}
