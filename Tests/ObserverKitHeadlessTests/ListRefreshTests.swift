import Foundation
import ObserverKitHeadless
import Testing

/// A list screen that refreshes its table through `ScrollRefreshable`, as a UIKit screen whose `scrollView` is
/// its `UITableView` does.
@MainActor
final class TrackListScreen: ScrollRefreshable {
    let tableView = TableView()
    var scrollView: TableView { tableView }
    private(set) var tracks = ["Intro"]

    init() {
        tableView.reloadData(numberOfRows: tracks.count)
        addRefreshControl()
    }

    func refreshTriggered() {
        tracks.append("Theme")
        tableView.reloadData(numberOfRows: tracks.count)
        tableView.refreshControl?.endRefreshing()
    }
}

/// Pull to refresh on a list: tables and collection views hold a refresh control as a scroll view does.
@MainActor @Suite struct ListRefreshTests {
    @Test func aTableScreenRefreshesThroughTheProtocol() {
        let screen = TrackListScreen()
        #expect(screen.tableView.pullToRefresh())
        #expect(screen.tracks == ["Intro", "Theme"])
        #expect(screen.tableView.refreshControl?.isRefreshing == false)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func aCollectionViewPullStartsItsRefreshOnce() {
        let grid = CollectionView()
        let refresh = ObservableRefreshControl()
        grid.refreshControl = refresh
        var refreshes = 0
        refresh.addAction(for: .valueChanged) { refreshes += 1 }
        #expect(grid.pullToRefresh())
        #expect(!grid.pullToRefresh())  // still refreshing
        refresh.endRefreshing()
        #expect(grid.pullToRefresh())
        #expect(refreshes == 2)
    }

    @Test func aListScreenTheTableAndItsRefreshControlGoWithTheirOwner() {
        weak var weakScreen: TrackListScreen?
        weak var weakTable: TableView?
        weak var weakRefresh: ObservableRefreshControl?
        do {
            let screen = TrackListScreen()
            screen.tableView.pullToRefresh()
            weakScreen = screen
            weakTable = screen.tableView
            weakRefresh = screen.tableView.refreshControl
        }
        #expect(weakScreen == nil)
        #expect(weakTable == nil)
        #expect(weakRefresh == nil)
    }

    /// ScrollRefreshable's list example: the screen is kept while its table is pulled. A screen nobody holds is
    /// gone before the pull (the refresh control's action holds it weakly), so its refreshTriggered() never runs
    /// and the refresh it started never ends: `TrackListScreen().tableView.pullToRefresh()` is that case.
    @Test func theProtocolsListExampleRunsRefreshTriggeredOnlyWhileTheScreenIsHeld() {
        let screen = TrackListScreen()
        #expect(screen.tableView.pullToRefresh())
        #expect(screen.tracks == ["Intro", "Theme"])

        let table = TrackListScreen().tableView
        #expect(table.pullToRefresh())
        #expect(table.refreshControl?.isRefreshing == true)  // refreshTriggered() did not run
        #expect(table.numberOfRows(inSection: 0) == 1)
    }
}
