import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A headless collection view: a grid of items, selected by tap, shown line by line.
@MainActor @Suite struct CollectionViewTests {
    func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

    func makeGrid(items: [Int] = [10]) -> (CollectionView, () -> [CollectionViewAction]) {
        let grid = CollectionView(
            itemsInSections: items, itemSize: CGSize(width: 100, height: 100),
            bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
        var actions: [CollectionViewAction] = []
        grid.observed.addObserver { actions.append($0) }
        return (grid, { actions })
    }

    @Test func itemsFillLinesOfAsManyColumnsAsFitAndEachSectionStartsALine() {
        let (grid, actions) = makeGrid(items: [4, 2])
        grid.reloadData()
        // Three columns: section 0 on lines 0 and 1, section 1 on line 2.
        #expect(actions() == [0, 1, 2, 3].map { .willDisplay(item($0)) })
        #expect(grid.contentSize == CGSize(width: 300, height: 300))
        #expect(grid.indexPathForItem(at: CGPoint(x: 50, y: 150)) == item(3))
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 150)) == nil)  // the rest of section 0's last line
        #expect(grid.indexPathForItem(at: CGPoint(x: 310, y: 50)) == nil)  // right of the columns
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 250)) == item(1, 1))
        grid.contentOffset = CGPoint(x: 0, y: 100)
        #expect(
            Array(actions()[4...]) == [
                .scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 100))), .didEndDisplaying(item(0)),
                .didEndDisplaying(item(1)), .didEndDisplaying(item(2)), .willDisplay(item(0, 1)),
                .willDisplay(item(1, 1)),
            ])
    }

    @Test func tapsSelectAndDeselectItems() {
        let (grid, actions) = makeGrid()
        grid.reloadData()
        let shown = actions().count
        grid.tap(at: CGPoint(x: 150, y: 150))
        grid.allowsMultipleSelection = true
        grid.tap(at: CGPoint(x: 50, y: 50))
        grid.tap(at: CGPoint(x: 150, y: 150))
        #expect(Array(actions()[shown...]) == [.didSelect(item(4)), .didSelect(item(0)), .didDeselect(item(4))])
        #expect(grid.indexPathsForSelectedItems == [item(0)])
        grid.selectItem(at: item(10))  // beyond the count: ignored
        grid.deselectItem(at: item(0))
        #expect(grid.indexPathsForSelectedItems == nil, "none selected: nil, as UIKit")
        grid.deleteItems(at: [item(0)])
        #expect(grid.numberOfItems(inSection: 0) == 9 && grid.numberOfItems(inSection: 1) == 0)
    }

    /// Content that fits the view does not drag (a collection view does not bounce by default), and a finger that
    /// moves past the drag threshold before it lifts taps nothing either: no willBeginDragging, no didSelect.
    @Test func aFingerThatMovesPastTheThresholdOnContentThatFitsSelectsNothing() {
        let (grid, actions) = makeGrid(items: [2])
        grid.reloadData()
        let shown = actions()
        grid.beginTouch(at: CGPoint(x: 50, y: 50))
        grid.moveTouch(to: CGPoint(x: 50, y: 70))
        grid.endTouch()
        #expect(actions() == shown)
        #expect(grid.indexPathsForSelectedItems == nil)
        grid.tap(at: CGPoint(x: 50, y: 50))  // the same press without the move is a tap
        #expect(actions() == shown + [.didSelect(item(0))])
    }

    @Test func aNarrowerViewOrALargerItemLaysOutAgain() {
        let (grid, _) = makeGrid()
        grid.reloadData()
        #expect(grid.indexPathsForVisibleItems.count == 6)
        grid.bounds = CGRect(x: 0, y: 0, width: 150, height: 200)  // one column
        #expect(grid.indexPathsForVisibleItems == [item(0), item(1)])
        grid.itemSize = CGSize(width: 50, height: 50)  // three columns of four lines
        #expect(grid.indexPathsForVisibleItems.count == 10)
        grid.itemSize = CGSize(width: 0, height: 50)  // ignored
        #expect(grid.itemSize == CGSize(width: 50, height: 50))
        #expect(CollectionView(numberOfItems: 1, itemSize: CGSize(width: -1, height: 3)).itemSize.width == 50)
        grid.reloadData(numberOfItems: 0)
        #expect(grid.indexPathsForVisibleItems.isEmpty)
    }

    @Test func selectingAndDeselectingFromCodeDoNothingWhileSelectionIsNotAllowed() {
        let grid = CollectionView(numberOfItems: 10)
        grid.reloadData()
        grid.allowsSelection = false
        grid.selectItem(at: IndexPath(item: 2, section: 0))
        #expect(grid.indexPathsForSelectedItems == nil)
        grid.allowsSelection = true
        grid.selectItem(at: IndexPath(item: 2, section: 0))
        grid.allowsSelection = false
        grid.deselectItem(at: IndexPath(item: 2, section: 0))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
