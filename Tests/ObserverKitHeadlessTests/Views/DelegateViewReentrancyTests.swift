import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Headless delegate views whose observers drop the view's last reference, or change who observes, from inside
/// a report: the report completes, the view goes with nothing left on its scheduler, and nothing is reported
/// after. Handlers hold the view weakly or through its owner.
@MainActor
@Suite("Headless delegate views: re-entrant observers and deallocation")
struct DelegateViewReentrancyTests {
    @MainActor final class Owner<View: AnyObject> {
        var view: View?
    }

    @Test("a scroll view dropped by its didScroll observer while it decelerates: nothing pending, nothing after")
    func scrollViewDroppedWhileDecelerating() {
        let scheduler = TestScheduler()
        let owner = Owner<ScrollView>()
        weak var weakView: ScrollView?
        var log: [String] = []
        do {
            let scrollView = ScrollView()
            scrollView.contentSize = CGSize(width: 320, height: 5000)
            scrollView.scheduler = scheduler
            scrollView.beginTouch(at: CGPoint(x: 10, y: 300))
            scrollView.moveTouch(to: CGPoint(x: 10, y: 100))
            scrollView.endTouch(velocity: CGPoint(x: 0, y: -2000))
            scrollView.observed.addObserver { [weak owner] action in
                log.append("first \(action)")
                owner?.view = nil
            }
            scrollView.observed.addObserver { log.append("second \($0)") }
            owner.view = scrollView
            weakView = scrollView
        }
        scheduler.advance(by: .seconds(5))
        #expect(log.count == 2)
        #expect(log.first?.hasPrefix("first didScroll") == true)
        #expect(log.last?.hasPrefix("second didScroll") == true)
        #expect(weakView == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a table dropped by its didSelect observer: the tap completes, the table goes")
    func tableDroppedOnSelect() {
        let owner = Owner<TableView>()
        weak var weakTable: TableView?
        var log: [TableViewAction] = []
        do {
            let table = TableView(
                numberOfRows: 20, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
            table.reloadData()
            table.observed.addObserver { [weak owner] action in
                log.append(action)
                if case .didSelect = action { owner?.view = nil }
            }
            owner.view = table
            weakTable = table
        }
        owner.view?.tap(at: CGPoint(x: 10, y: 100))
        #expect(log == [.didSelect(IndexPath(row: 2, section: 0))])
        #expect(weakTable == nil)
    }

    @Test("a search bar whose textDidChange observer replaces itself and removes another: the new one hears next")
    func searchBarObserverReplaced() {
        let searchBar = SearchBar()
        var log: [String] = []
        var other: ObservationToken?
        var replacing: ObservationToken?
        var new: ObservationToken?
        replacing = searchBar.observed.addObserver { [unowned searchBar] action in
            guard case .textDidChange(let text) = action else { return }
            log.append("replacing \(text)")
            other?.cancel()
            replacing?.cancel()
            new = searchBar.observed.addObserver { action in
                if case .textDidChange(let text) = action { log.append("new \(text)") }
            }
        }
        other = searchBar.observed.addObserver { action in
            if case .textDidChange(let text) = action { log.append("other \(text)") }
        }
        searchBar.becomeFirstResponder()
        searchBar.searchTextField.insertText("a")
        searchBar.searchTextField.insertText("b")
        #expect(log == ["replacing a", "new ab"])
        new?.cancel()
        #expect(!searchBar.observed.hasObservers)
    }
}
