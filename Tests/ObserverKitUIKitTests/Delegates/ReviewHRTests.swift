import ObserverKit
import ObserverKitUIKit
import Testing

/// Review findings on DelegateCallOrder: the order is kept per forwarder (one DelegateCallOrder per observed
/// view), so a call the app's delegate causes on another observed view escapes it.
@MainActor
@Suite("Review hR: delegate call order across views")
struct ReviewHRTests {
    /// A table delegate that dismisses the search bar's keyboard when a row is selected, as apps do.
    final class ResigningTableDelegate: NSObject, UITableViewDelegate {
        let searchBar: UISearchBar
        init(searchBar: UISearchBar) { self.searchBar = searchBar }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            searchBar.resignFirstResponder()
        }
    }

    final class PlainSearchDelegate: NSObject, UISearchBarDelegate {}

    @Test("a table's didSelect that ends the search bar's editing: the observers hear the selection, then the end")
    func selectionThenSearchBarEndsEditing() {
        let searchBar = UISearchBar(frame: .zero)
        let searchApp = PlainSearchDelegate()
        searchBar.delegate = searchApp
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ResigningTableDelegate(searchBar: searchBar)
        table.delegate = app
        var heard: [String] = []
        let searchToken = searchBar.observed.addObserver { heard.append("search \($0)") }
        let tableToken = table.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { heard.append("table didSelect \(indexPath.row)") }
        }
        searchBar.simulateBeginEditing()
        heard = []
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        // UIKit: didSelectRowAt begins, then searchBarTextDidEndEditing inside it.
        #expect(heard == ["table didSelect 2", "search didEndEditing"])
        searchToken.cancel()
        tableToken.cancel()
    }

    /// A table delegate that scrolls another scroll view when a row is selected.
    final class ScrollingOtherDelegate: NSObject, UITableViewDelegate {
        let other: UIScrollView
        init(other: UIScrollView) { self.other = other }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            other.contentOffset = CGPoint(x: 0, y: 40)
        }
    }

    final class PlainScrollDelegate: NSObject, UIScrollViewDelegate {}

    @Test("a call an observer causes is heard inside that observer's handler (depth first), whatever view it is on")
    func observerCausedCallIsDepthFirstAcrossViews() {
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let otherApp = PlainScrollDelegate()
        other.delegate = otherApp
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ScrollingOtherDelegate(other: other)
        table.delegate = app
        var tableScrolls: [CGFloat] = []
        var heardInsideHandler: [CGFloat]?
        let tableToken = (table as UIScrollView).observed.addObserver { action in
            if case .didScroll(let offset) = action { tableScrolls.append(offset.y) }
        }
        // An observer keeping the table in step with the other scroll view (synced scrolling).
        let otherToken = other.observed.addObserver { action in
            guard case .didScroll(let offset) = action, heardInsideHandler == nil else { return }
            table.contentOffset = offset
            heardInsideHandler = tableScrolls
        }
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        // Documented: "A call an observer causes is outermost: its actions are delivered inside that observer's
        // handler, depth first".
        #expect(heardInsideHandler == [40])
        #expect(tableScrolls == [40])
        tableToken.cancel()
        otherToken.cancel()
    }
}
