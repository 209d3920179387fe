import ObserverKit
import ObserverKitUIKit
import Testing

/// The app's delegate making UIKit call again while it handles a call (dismissing the keyboard from the search
/// button, scrolling to a selected row, keeping the content in bounds): it hears the second call inside the first,
/// as without ObserverKit, and the observers hear both in the order UIKit made them, each with what UIKit said.
@MainActor
@Suite("UIKit backend: calls the app's delegate causes reach the observers in UIKit's order")
struct DelegateCallOrderTests {
    /// A search bar delegate that dismisses the keyboard when the search button is tapped, as apps do.
    final class ResigningSearchDelegate: NSObject, UISearchBarDelegate {
        var calls: [String] = []

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            calls.append("app search")
            searchBar.resignFirstResponder()
            calls.append("app search done")
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            calls.append("app didEnd")
        }
    }

    /// A table delegate that scrolls a selected row to the top.
    final class ScrollingTableDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.contentOffset = CGPoint(x: 0, y: CGFloat(indexPath.row) * tableView.rowHeight)
        }
    }

    /// A scroll view delegate that keeps the content from being pulled above its top.
    final class ClampingScrollDelegate: NSObject, UIScrollViewDelegate {
        var offsets: [CGFloat] = []

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offsets.append(scrollView.contentOffset.y)
            if scrollView.contentOffset.y < 0 { scrollView.contentOffset = .zero }
        }
    }

    @Test("the app's delegate ending editing from the search button: the observers hear the search, then the end")
    func searchButtonThenEndOfEditing() {
        let searchBar = UISearchBar(frame: .zero)
        let app = ResigningSearchDelegate()
        searchBar.delegate = app
        var actions: [SearchBarAction] = []
        let token = searchBar.observed.addObserver { actions.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("tea")
        searchBar.simulateSearchButtonTap()
        #expect(app.calls == ["app search", "app didEnd", "app search done"])  // as UIKit calls it
        #expect(actions == [.didBeginEditing, .textDidChange("tea"), .searchButtonClicked, .didEndEditing])
        token.cancel()
    }

    /// A scroll view delegate that zooms a view and holds the scale at 2 at most.
    final class ClampingZoomDelegate: NSObject, UIScrollViewDelegate {
        let zoomed = UIView(frame: .zero)

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if scrollView.zoomScale > 2 { scrollView.zoomScale = 2 }
        }
    }

    @Test("the app's delegate scrolling to the selected row: the observers hear the selection, then the scroll")
    func selectionThenScroll() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ScrollingTableDelegate()
        table.delegate = app
        var actions: [TableViewAction] = []
        var scrolls: [ScrollViewAction] = []
        let token = table.observed.addObserver { actions.append($0) }
        let asScrollView = (table as UIScrollView).observed.addObserver { scrolls.append($0) }
        table.simulateTap(onRowAt: IndexPath(row: 3, section: 0))
        let scrolled = ScrollViewAction.didScroll(contentOffset: CGPoint(x: 0, y: 132))
        #expect(actions == [.didSelect(IndexPath(row: 3, section: 0)), .scroll(scrolled)])
        #expect(scrolls == [scrolled])
        token.cancel()
        asScrollView.cancel()
    }

    @Test("the app's delegate moving the content back in bounds: the observers hear each offset UIKit reported")
    func offsetsAsUIKitReportedThem() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let app = ClampingScrollDelegate()
        scrollView.delegate = app
        var offsets: [CGFloat] = []
        let token = scrollView.observed.addObserver { action in
            if case .didScroll(let offset) = action { offsets.append(offset.y) }
        }
        scrollView.contentOffset = CGPoint(x: 0, y: -10)
        #expect(app.offsets == [-10, 0])
        #expect(offsets == [-10, 0])
        #expect(scrollView.contentOffset == .zero)
        token.cancel()
    }

    @Test("the app's delegate holding the zoom scale down: the observers hear each scale UIKit reported")
    func scalesAsUIKitReportedThem() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.maximumZoomScale = 4
        let app = ClampingZoomDelegate()
        scrollView.delegate = app
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateZoom(to: 3)
        #expect(actions == [.didZoom(scale: 3), .didZoom(scale: 2)])
        #expect(scrollView.zoomScale == 2)
        token.cancel()
    }

    @Test("a call an observer causes is heard inside that observer's handler, depth first, as every dispatch")
    func callsObserversCauseAreDepthFirst() {
        let searchBar = UISearchBar(frame: .zero)
        let app = ResigningSearchDelegate()
        searchBar.delegate = app
        var heard: [String] = []
        let first = searchBar.observed.addObserver { action in
            heard.append("first \(action)")
            if action == .didBeginEditing { searchBar.simulateTyping("a") }
        }
        let second = searchBar.observed.addObserver { heard.append("second \($0)") }
        searchBar.simulateBeginEditing()
        #expect(
            heard == [
                "first didBeginEditing", "first textDidChange(\"a\")", "second textDidChange(\"a\")",
                "second didBeginEditing",
            ])
        first.cancel()
        second.cancel()
    }
}
