import ObserverKit
import ObserverKitUIKit
import Testing

/// The delegate call order across views: an app's delegate that makes UIKit call another observed view's delegate
/// while it handles a call (a table's selection dismissing the search bar's keyboard, scrolling another scroll view),
/// and observers that do so from their handlers. One order holds for every observed view: the app's delegates hear
/// each call at once, nested as UIKit nests them; the observers hear each call made inside an app's handling after
/// the outermost call, in the order the calls began; a call an observer causes is heard inside its handler.
@MainActor
@Suite("UIKit backend: the delegate call order holds across views")
struct DelegateCallOrderAcrossViewsTests {
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

    @Test("a call an observer causes comes after what began before it: the search bar's end, then its begin")
    func heldCallGoesBeforeACallAnObserverCauses() {
        let searchBar = UISearchBar(frame: .zero)
        let searchApp = PlainSearchDelegate()
        searchBar.delegate = searchApp
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ResigningTableDelegate(searchBar: searchBar)
        table.delegate = app
        var heard: [String] = []
        let searchToken = searchBar.observed.addObserver { heard.append("search \($0)") }
        // An observer that puts the user back in the search field after a selection.
        let tableToken = table.observed.addObserver { action in
            guard case .didSelect(let indexPath) = action else { return }
            heard.append("table didSelect \(indexPath.row)")
            searchBar.becomeFirstResponder()
        }
        searchBar.simulateBeginEditing()
        heard = []
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        // UIKit: didSelectRowAt, searchBarTextDidEndEditing inside it (held), then the observer's
        // searchBarTextDidBeginEditing: the bar ends editing, then edits again.
        #expect(
            heard == [
                "table didSelect 2", "search didEndEditing", "search didBeginEditing",
            ])
        searchToken.cancel()
        tableToken.cancel()
    }

    /// A search bar delegate that scrolls a scroll view when editing begins.
    final class ScrollingOnBeginSearchDelegate: NSObject, UISearchBarDelegate {
        let scrollView: UIScrollView
        init(scrolling scrollView: UIScrollView) { self.scrollView = scrollView }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
        }
    }

    @Test("a call an observer causes: its actions, then its nested calls', and a call a held one causes after them")
    func observerCausedCallKeepsItsNestedCallsAfterIt() {
        let searchBar = UISearchBar(frame: .zero)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let searchApp = ScrollingOnBeginSearchDelegate(scrolling: other)
        searchBar.delegate = searchApp
        let otherApp = PlainScrollDelegate()
        other.delegate = otherApp
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ResigningTableDelegate(searchBar: searchBar)
        table.delegate = app
        var heard: [String] = []
        var scrolledOnEnd = false
        // An observer of the end of editing that scrolls the other view (once).
        let searchToken = searchBar.observed.addObserver { action in
            heard.append("search \(action)")
            guard case .didEndEditing = action, !scrolledOnEnd else { return }
            scrolledOnEnd = true
            other.contentOffset = CGPoint(x: 0, y: 80)
        }
        let otherToken = other.observed.addObserver { action in
            if case .didScroll(let offset) = action { heard.append("other didScroll \(offset.y)") }
        }
        // An observer that puts the user back in the search field after a selection.
        let tableToken = table.observed.addObserver { action in
            guard case .didSelect(let indexPath) = action else { return }
            heard.append("table didSelect \(indexPath.row)")
            searchBar.becomeFirstResponder()
        }
        searchBar.simulateBeginEditing()
        heard = []
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        // UIKit: didSelectRowAt, inside it searchBarTextDidEndEditing (held); the table observer's
        // searchBarTextDidBeginEditing, inside which the app's delegate scrolls the other view to 40 (held). The
        // begin delivers what waits in the order it began: the held end, whose observer scrolls the other view to
        // 80, which waits behind the begin and the scroll to 40; then those. The observers hear every call in the
        // order it began, and end at 80, where the other view is.
        #expect(
            heard == [
                "table didSelect 2", "search didEndEditing", "search didBeginEditing", "other didScroll 40.0",
                "other didScroll 80.0",
            ])
        #expect(other.contentOffset.y == 80)
        searchToken.cancel()
        otherToken.cancel()
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

    /// A table delegate that, when a row is selected, ends the search bar's editing, then scrolls the row to the
    /// top; it records what it hears.
    final class RecordingTableDelegate: NSObject, UITableViewDelegate {
        weak var searchBar: UISearchBar?
        var calls: [String] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("app table didSelect \(indexPath.row)")
            searchBar?.resignFirstResponder()
            tableView.contentOffset = CGPoint(x: 0, y: 44)
            calls.append("app table didSelect done")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("app table didScroll \(scrollView.contentOffset.y)")
        }
    }

    /// A search bar delegate that scrolls a scroll view when editing ends.
    final class ScrollingSearchDelegate: NSObject, UISearchBarDelegate {
        weak var scrollView: UIScrollView?
        let offset: CGFloat
        var calls: [String] = []
        init(scrolling scrollView: UIScrollView, to offset: CGFloat) {
            self.scrollView = scrollView
            self.offset = offset
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            calls.append("app search didEnd")
            scrollView?.contentOffset = CGPoint(x: 0, y: offset)
        }
    }

    /// Records a table's, a search bar's and a scroll view's actions in one list.
    @MainActor
    final class Listener {
        var heard: [String] = []
        var tokens: [ObservationToken] = []

        func listen(to table: UITableView, _ searchBar: UISearchBar, _ other: UIScrollView) {
            tokens.append(
                table.observed.addObserver { [unowned self] action in
                    switch action {
                    case .didSelect(let indexPath): heard.append("table didSelect \(indexPath.row)")
                    case .scroll(.didScroll(let offset)): heard.append("table didScroll \(offset.y)")
                    default: break
                    }
                })
            tokens.append(searchBar.observed.addObserver { [unowned self] in heard.append("search \($0)") })
            tokens.append(
                other.observed.addObserver { [unowned self] action in
                    if case .didScroll(let offset) = action { heard.append("other didScroll \(offset.y)") }
                })
        }

        func cancel() {
            for token in tokens { token.cancel() }
        }
    }

    @Test("calls nested across three views: the app's delegates hear them nested, the observers as they began")
    func nestedAcrossThreeViews() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let searchBar = UISearchBar(frame: .zero)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableApp = RecordingTableDelegate()
        tableApp.searchBar = searchBar
        table.delegate = tableApp
        let searchApp = ScrollingSearchDelegate(scrolling: other, to: 30)
        searchBar.delegate = searchApp
        let listener = Listener()
        listener.listen(to: table, searchBar, other)
        searchBar.simulateBeginEditing()
        listener.heard = []
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        // UIKit: didSelectRowAt, inside it searchBarTextDidEndEditing (inside which the other view scrolls), then
        // the table's scroll.
        #expect(
            tableApp.calls == ["app table didSelect 1", "app table didScroll 44.0", "app table didSelect done"])
        #expect(searchApp.calls == ["app search didEnd"])
        #expect(
            listener.heard == [
                "table didSelect 1", "search didEndEditing", "other didScroll 30.0", "table didScroll 44.0",
            ])
        listener.cancel()
    }

    @Test("an observer's handler that makes an app's delegate cause a call on a third view hears it all inside")
    func observerCausedCallNestsInsideItsHandler() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let searchBar = UISearchBar(frame: .zero)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableApp = ScrollingOtherDelegate(other: other)
        table.delegate = tableApp
        // The search bar's delegate scrolls the table when editing ends.
        let searchApp = ScrollingSearchDelegate(scrolling: table, to: 10)
        searchBar.delegate = searchApp
        let listener = Listener()
        listener.listen(to: table, searchBar, other)
        // An observer of the other scroll view that ends the search bar's editing when it scrolls.
        let resigning = other.observed.addObserver { [unowned listener] action in
            guard case .didScroll = action else { return }
            searchBar.resignFirstResponder()
            listener.heard.append("other handler done")
        }
        searchBar.simulateBeginEditing()
        listener.heard = []
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        // The other view's scroll, made inside the table's didSelectRowAt, is heard after the selection; the end
        // of editing its observer causes, and the table's scroll the search bar's delegate makes inside that, are
        // heard inside that observer's handler, in UIKit's order.
        #expect(
            listener.heard == [
                "table didSelect 1", "other didScroll 40.0", "search didEndEditing", "table didScroll 10.0",
                "other handler done",
            ])
        #expect(searchApp.calls == ["app search didEnd"])
        listener.cancel()
        resigning.cancel()
    }

    /// A table delegate that ends the search bar's editing when a row is selected, then lets the bar go.
    final class ReleasingTableDelegate: NSObject, UITableViewDelegate {
        var searchBar: UISearchBar?
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            searchBar?.resignFirstResponder()
            searchBar = nil
        }
    }

    @Test("a view deallocated while its action is held: kept alive by nothing, its action goes to no one")
    func viewDeallocatedWhileItsActionIsHeld() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ReleasingTableDelegate()
        table.delegate = app
        weak var weakBar: UISearchBar?
        weak var weakObserved: DelegateObserver<SearchBarAction>?
        var heard: [String] = []
        var searchToken: ObservationToken?
        do {
            let searchBar = UISearchBar(frame: .zero)
            searchToken = searchBar.observed.addObserver { heard.append("search \($0)") }
            searchBar.simulateBeginEditing()
            app.searchBar = searchBar
            weakBar = searchBar
            weakObserved = searchBar.observed
        }
        heard = []
        var goneWhileHeld: (bar: Bool, observers: Bool)?
        let tableToken = table.observed.addObserver { action in
            guard case .didSelect(let indexPath) = action else { return }
            heard.append("table didSelect \(indexPath.row)")
            goneWhileHeld = (weakBar == nil, weakObserved == nil)
        }
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        // The bar ended editing inside didSelectRowAt and went; what it reported was held, and held nothing.
        #expect(goneWhileHeld?.bar == true)
        #expect(goneWhileHeld?.observers == true)
        #expect(heard == ["table didSelect 2"])
        #expect(weakBar == nil)
        searchToken?.cancel()
        tableToken.cancel()
    }

    @Test("an observer cancelled while its action is held does not hear it; one added meanwhile does")
    func cancelledWhileHeld() {
        let searchBar = UISearchBar(frame: .zero)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = ResigningTableDelegate(searchBar: searchBar)
        table.delegate = app
        var heard: [String] = []
        let cancelled = searchBar.observed.addObserver { heard.append("cancelled \($0)") }
        let kept = searchBar.observed.addObserver { heard.append("kept \($0)") }
        var added: ObservationToken?
        let tableToken = table.observed.addObserver { action in
            guard case .didSelect = action else { return }
            heard.append("table didSelect")
            cancelled.cancel()
            added = searchBar.observed.addObserver { heard.append("added \($0)") }
        }
        searchBar.simulateBeginEditing()
        heard = []
        table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(heard == ["table didSelect", "kept didEndEditing", "added didEndEditing"])
        kept.cancel()
        added?.cancel()
        tableToken.cancel()
    }

    /// A table delegate that ends the search bar's editing when a row is selected, then stops observing it.
    final class UnobservingTableDelegate: NSObject, UITableViewDelegate {
        let searchBar: UISearchBar
        var searchToken: ObservationToken?
        init(searchBar: UISearchBar) { self.searchBar = searchBar }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            searchBar.resignFirstResponder()
            searchToken?.cancel()
        }
    }

    @Test("an observer the app's delegate cancels after causing its call does not hear that call")
    func cancelledByTheAppWhileHeld() {
        let searchBar = UISearchBar(frame: .zero)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = UnobservingTableDelegate(searchBar: searchBar)
        table.delegate = app
        var heard: [String] = []
        app.searchToken = searchBar.observed.addObserver { heard.append("search \($0)") }
        let tableToken = table.observed.addObserver { action in
            if case .didSelect = action { heard.append("table didSelect") }
        }
        searchBar.simulateBeginEditing()
        heard = []
        table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(heard == ["table didSelect"])
        tableToken.cancel()
    }

    @Test("an observer added meanwhile hears a held action even when its view had no observer when it was held")
    func addedMeanwhileToAnEmptyObserverHearsTheHeldAction() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let searchBar = UISearchBar(frame: .zero)
        let searchApp = ScrollingSearchDelegate(scrolling: table, to: 10)
        searchBar.delegate = searchApp
        var heard: [String] = []
        // The table's forwarder is in place through its scroll view observers; its list observers are empty.
        let asScrollView = (table as UIScrollView).observed.addObserver { action in
            if case .didScroll(let offset) = action { heard.append("scroll view didScroll \(offset.y)") }
        }
        var added: ObservationToken?
        let searchToken = searchBar.observed.addObserver { action in
            guard case .didEndEditing = action else { return }
            heard.append("search didEndEditing")
            // An observer of the earlier call starts listening to the table's list actions.
            added = table.observed.addObserver { action in
                if case .scroll(.didScroll(let offset)) = action { heard.append("added didScroll \(offset.y)") }
            }
        }
        searchBar.simulateBeginEditing()
        heard = []
        searchBar.resignFirstResponder()  // outermost; the table's scroll is made inside the app's delegate
        #expect(heard == ["search didEndEditing", "scroll view didScroll 10.0", "added didScroll 10.0"])
        asScrollView.cancel()
        searchToken.cancel()
        added?.cancel()
    }
}
