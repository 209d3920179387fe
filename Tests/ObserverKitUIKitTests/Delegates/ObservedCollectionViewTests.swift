import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a `UICollectionView` the app created: selection (single and multiple), items shown and
/// hidden, scrolling; the app's delegate answers `shouldSelectItemAt` alone.
@MainActor
@Suite("UIKit backend: a collection view's delegate calls as observers")
struct ObservedCollectionViewTests {
    func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    func makeGrid() -> UICollectionView {
        UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    }

    @Test("taps select, the app's delegate decides what may be selected, and both hear the selection")
    func selection() {
        let grid = makeGrid()
        let app = AppCollectionDelegate()
        grid.delegate = app
        var actions: [CollectionViewAction] = []
        let token = grid.observed.addObserver { actions.append($0) }
        grid.simulateTap(onItemAt: item(0))
        grid.simulateTap(onItemAt: item(2))  // the app refuses item 2
        grid.simulateTap(onItemAt: item(1))
        #expect(actions == [.didSelect(item(0)), .didDeselect(item(0)), .didSelect(item(1))])
        #expect(app.calls == ["app didSelect 0", "app didSelect 1"])
        token.cancel()
        #expect(grid.delegate === app)
    }

    // Apps deselect an item on its second tap in collectionView(_:shouldSelectItemAt:), which UIKit asks again
    // for the selected item; a table view's selected row, tapped again, is reported again too.
    @Test("the selected item of a single-selection view, tapped again, is asked and reported again")
    func selectedItemTappedAgain() {
        let grid = makeGrid()
        let app = AppCollectionDelegate()
        grid.delegate = app
        var actions: [CollectionViewAction] = []
        let token = grid.observed.addObserver { actions.append($0) }
        grid.simulateTap(onItemAt: item(0))
        grid.simulateTap(onItemAt: item(0))
        #expect(actions == [.didSelect(item(0)), .didSelect(item(0))])
        #expect(app.calls == ["app didSelect 0", "app didSelect 0"])
        #expect(grid.indexPathsForSelectedItems == [item(0)])
        token.cancel()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection, and of
    // selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:): "If the allowsSelection property is
    // false, calling this method has no effect."
    @Test("with allowsSelection off neither a tap nor code selects or deselects, and nothing is reported")
    func allowsSelectionOff() {
        let grid = makeGrid()
        #expect(grid.allowsSelection)  // UIKit's default
        grid.selectItem(at: item(1), animated: false, scrollPosition: [])
        grid.allowsSelection = false
        var actions: [CollectionViewAction] = []
        let token = grid.observed.addObserver { actions.append($0) }
        grid.simulateTap(onItemAt: item(0))
        grid.selectItem(at: item(2), animated: false, scrollPosition: [])
        grid.deselectItem(at: item(1), animated: false)
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(actions.isEmpty)
        #expect(grid.indexPathsForSelectedItems == [item(1)])
        token.cancel()
    }

    @Test("items shown and hidden, and scrolling as .scroll")
    func displayAndScroll() {
        let grid = makeGrid()
        grid.allowsMultipleSelection = true
        var actions: [CollectionViewAction] = []
        let token = grid.observed.addObserver { actions.append($0) }
        grid.simulateDisplay(itemAt: item(4))
        grid.simulateEndDisplaying(itemAt: item(4))
        grid.contentOffset = CGPoint(x: 0, y: 12)
        grid.simulateTap(onItemAt: item(3))
        grid.simulateTap(onItemAt: item(3))
        #expect(
            actions == [
                .willDisplay(item(4)), .didEndDisplaying(item(4)),
                .scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 12))), .didSelect(item(3)), .didDeselect(item(3)),
            ])
        token.cancel()
        #expect(grid.delegate == nil)
    }
}
