import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A list screen as a UIKit app writes its view controller, with UIKit's spellings of selection from code
/// (`deselectRow(at:animated:)` in the didSelect handler, `selectRow(at:animated:scrollPosition:)` to restore a
/// selection, and the collection view's twins): the same code compiles and runs on the headless backend.
@MainActor final class TracksViewController {
    let tableView = TableView(numberOfRows: 50, rowHeight: 44)
    let coversView = CollectionView(numberOfItems: 60, itemSize: CGSize(width: 100, height: 100))
    private(set) var opened: [String] = []
    private var tokens: [ObservationToken] = []

    func viewDidLoad() {
        tokens.append(
            tableView.observed.addObserver { [unowned self] action in
                guard case .didSelect(let indexPath) = action else { return }
                tableView.deselectRow(at: indexPath, animated: true)
                opened.append("track \(indexPath.row)")
            })
        tokens.append(
            coversView.observed.addObserver { [unowned self] action in
                guard case .didSelect(let indexPath) = action else { return }
                coversView.deselectItem(at: indexPath, animated: true)
                opened.append("cover \(indexPath.item)")
            })
        tableView.reloadData()
        coversView.reloadData()
    }

    func restoreSelection(track: Int, cover: Int) {
        tableView.selectRow(at: IndexPath(row: track, section: 0), animated: false, scrollPosition: .middle)
        coversView.selectItem(
            at: IndexPath(item: cover, section: 0), animated: false, scrollPosition: [.centeredVertically, .left])
    }
}

@MainActor @Suite struct ListScreenSnippetTests {
    @Test func aViewControllerWithUIKitsSelectionSpellingsRunsHeadless() {
        let screen = TracksViewController()
        screen.viewDidLoad()
        screen.tableView.tap(at: CGPoint(x: 100, y: 100))  // track 2
        screen.coversView.tap(at: CGPoint(x: 150, y: 150))  // cover 4
        #expect(screen.opened == ["track 2", "cover 4"])
        #expect(screen.tableView.indexPathsForSelectedRows == nil, "the handler deselected the track it opened")
        #expect(screen.coversView.indexPathsForSelectedItems == nil, "and the cover")

        screen.restoreSelection(track: 30, cover: 31)
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 30, section: 0))
        #expect(screen.tableView.contentOffset == CGPoint(x: 0, y: 1_102))  // row 30's centre, 1,342, at 240
        #expect(screen.coversView.indexPathsForSelectedItems == [IndexPath(item: 31, section: 0)])
        #expect(screen.coversView.contentOffset == CGPoint(x: 0, y: 810))  // line 10's centre, 1,050, at 240
        #expect(screen.opened.count == 2, "selection from code reports nothing")
    }
}
