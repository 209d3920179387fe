import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A screen that refreshes through the protocol's default implementation alone.
@MainActor
final class InboxScreen: ScrollRefreshable {
    let scrollView = ScrollView()
    private(set) var refreshes = 0

    init() {
        addRefreshControl()
    }

    func refreshTriggered() {
        refreshes += 1
    }
}

/// Pull to refresh: the refresh control, the scroll view and `ScrollRefreshable`.
@MainActor @Suite struct RefreshTests {
    @Test func pullStartsARefreshAndSendsValueChanged() {
        let scrollView = ScrollView()
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        let recording = refresh.recorder()
        #expect(scrollView.pullToRefresh())
        #expect(refresh.isRefreshing)
        #expect(recording.values.map(\.event) == [.valueChanged])
    }

    @Test func pullWhileRefreshingDoesNothingUntilTheRefreshEnds() {
        let scrollView = ScrollView()
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        let recording = refresh.recorder()
        scrollView.pullToRefresh()
        #expect(!scrollView.pullToRefresh())
        refresh.endRefreshing()
        #expect(scrollView.pullToRefresh())
        #expect(recording.values.map(\.event) == [.valueChanged, .valueChanged])
    }

    @Test func beginAndEndRefreshingAreProgrammaticAndSendNothing() {
        let scrollView = ScrollView()
        let refresh = ObservableRefreshControl()
        scrollView.refreshControl = refresh
        let recording = refresh.recorder()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(!scrollView.pullToRefresh())
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(recording.values.isEmpty)
    }

    @Test func pullWithoutARefreshControlOrOnADisabledOneDoesNothing() {
        let scrollView = ScrollView()
        #expect(!scrollView.pullToRefresh())
        let refresh = ObservableRefreshControl()
        refresh.isEnabled = false
        scrollView.refreshControl = refresh
        let recording = refresh.recorder()
        #expect(!scrollView.pullToRefresh())
        #expect(!refresh.isRefreshing)
        #expect(recording.values.isEmpty)
    }

    @Test func scrollRefreshableCallsRefreshTriggeredOnEveryPull() {
        let inbox = InboxScreen()
        inbox.scrollView.pullToRefresh()
        inbox.scrollView.refreshControl?.endRefreshing()
        inbox.scrollView.pullToRefresh()
        #expect(inbox.refreshes == 2)
    }

    @Test func addRefreshControlReplacesTheEarlierOne() {
        let inbox = InboxScreen()
        let first = inbox.scrollView.refreshControl
        let second = inbox.addRefreshControl()
        #expect(inbox.scrollView.refreshControl === second)
        #expect(first !== second)
        inbox.scrollView.pullToRefresh()
        #expect(inbox.refreshes == 1)
    }
}
