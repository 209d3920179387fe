import ObserverKit
import ObserverKitUIKit
import Testing

/// "The app's delegate receives every call it implements": an app's delegate that implements every
/// informational method of its protocol hears the same calls, with the same arguments and in the same order,
/// whether or not the view is observed, and the observers hear each call the forwarder reports.
@MainActor
@Suite("UIKit backend: the app's delegate hears every informational call while observed")
struct AppDelegateEveryCallTests {
    /// A table's delegate that records every informational call of `UIScrollViewDelegate` and
    /// `UITableViewDelegate`, and names a view to zoom.
    final class RecordingTableDelegate: NSObject, UITableViewDelegate {
        var calls: [String] = []
        let zoomed = UIView(frame: .zero)

        func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.y)") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) { calls.append("willEndDragging \(velocity.y)") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging \(decelerate)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            calls.append("willBeginZooming")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming \(scale)")
        }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeInset") }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("willDisplay \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        { calls.append("didEndDisplaying \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.row)")
        }
    }

    /// A search bar's delegate that records every informational call of `UISearchBarDelegate`.
    final class RecordingSearchDelegate: NSObject, UISearchBarDelegate {
        var calls: [String] = []

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("textDidChange \(searchText)")
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope \(selectedScope)")
        }
    }

    /// What the app's table delegate hears for a drag with a fling, a zoom, a scroll to the top, rows shown and
    /// hidden and a selection changed twice, with `observe` applied to the table first; and what it observed.
    func tableCalls(observe: (UITableView) -> ObservationToken?) -> (app: [String], observed: Int) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.maximumZoomScale = 4
        table.allowsMultipleSelection = true
        let app = RecordingTableDelegate()
        table.delegate = app
        var observed = 0
        let token = observe(table)
        let counting = token == nil ? nil : table.observed.addObserver { _ in observed += 1 }
        table.simulateDrag(
            through: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 60)], velocity: CGPoint(x: 0, y: 900),
            restingAt: CGPoint(x: 0, y: 200))
        table.simulateZoom(to: 2)
        table.simulateScrollToTop()
        table.simulateDisplay(rowAt: IndexPath(row: 7, section: 0))
        table.simulateEndDisplaying(rowAt: IndexPath(row: 7, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        token?.cancel()
        counting?.cancel()
        #expect(table.delegate === app)
        return (app.calls, observed)
    }

    @Test("a table's app delegate hears the same calls observed as not, and the observers hear each reported one")
    func tableEveryCall() {
        let plain = tableCalls { _ in nil }
        let observed = tableCalls { table in table.observed.addObserver { _ in } }
        #expect(observed.app == plain.app)
        let scrolling = ["willBeginDragging", "didEndDragging true", "didEndDecelerating", "didZoom 2.0"]
        let table = ["didScrollToTop", "willDisplay 7", "didEndDisplaying 7", "didSelect 1", "didDeselect 1"]
        for call in scrolling + table {
            #expect(plain.app.contains(call))
        }
        let reported = plain.app.filter { call in
            [
                "didScroll", "didZoom", "willBeginDragging", "didEndDragging", "didEndDecelerating", "didScrollToTop",
                "willDisplay", "didEndDisplaying", "didSelect", "didDeselect",
            ]
            .contains { call.hasPrefix($0 + " ") || call == $0 }
        }
        #expect(observed.observed == reported.count)
    }

    /// What the app's search bar delegate hears for editing, typing, a composition, the search, cancel and scope
    /// buttons and the end of editing, with `observe` applied to the bar first; and what it observed.
    func searchCalls(observe: (UISearchBar) -> ObservationToken?) -> (app: [String], observed: [SearchBarAction]) {
        let searchBar = UISearchBar(frame: .zero)
        searchBar.showsCancelButton = true
        searchBar.scopeButtonTitles = ["All", "Mine"]
        let app = RecordingSearchDelegate()
        searchBar.delegate = app
        var observed: [SearchBarAction] = []
        let token = observe(searchBar)
        let recording = token == nil ? nil : searchBar.observed.addObserver { observed.append($0) }
        searchBar.simulateBeginEditing()
        searchBar.simulateTyping("te")
        searchBar.simulateMarkedText("a")
        searchBar.simulateCommitMarkedText()
        searchBar.simulateSearchButtonTap()
        searchBar.simulateCancelButtonTap()
        searchBar.simulateSelectScope(1)
        searchBar.simulateEndEditing()
        token?.cancel()
        recording?.cancel()
        #expect(searchBar.delegate === app)
        return (app.calls, observed)
    }

    @Test("a search bar's app delegate hears the same calls observed as not; the observers never the marked text")
    func searchBarEveryCall() {
        let plain = searchCalls { _ in nil }
        let observed = searchCalls { searchBar in searchBar.observed.addObserver { _ in } }
        #expect(observed.app == plain.app)
        for call in ["didBegin", "textDidChange te", "search", "cancel", "scope 1", "didEnd"] {
            #expect(plain.app.contains(call))
        }
        #expect(
            observed.observed == [
                .didBeginEditing, .textDidChange("te"), .textDidChange("tea"),
                .searchButtonClicked, .cancelButtonClicked, .selectedScopeDidChange(1), .didEndEditing,
            ])
    }
}
