import ObserverKit
import ObserverKitUIKit
import Testing

/// A call an observer causes while older calls' actions still wait: an observer of one of those older deliveries may
/// cause a later call on the same view, which must wait behind it, so that the observers do not end believing the
/// state that later call undid.
@MainActor
@Suite("UIKit backend: a held delivery's observer cannot leave another call's observers with a stale state")
struct DelegateCallOrderStaleStateTests {
    @Test(
        "a search bar focused from a table's observer, then resigned by the observer of a scroll held meanwhile: the observers hear the begin, then the end"
    )
    func beginThenEndWhenAHeldDeliveryEndsEditing() {
        let searchBar = UISearchBar(frame: .zero)
        let searchApp = DelegateCallOrderAcrossViewsTests.PlainSearchDelegate()
        searchBar.delegate = searchApp
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let otherApp = DelegateCallOrderAcrossViewsTests.PlainScrollDelegate()
        other.delegate = otherApp
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let app = DelegateCallOrderAcrossViewsTests.ScrollingOtherDelegate(other: other)  // scrolls `other` to 40
        table.delegate = app
        var heard: [String] = []
        let searchToken = searchBar.observed.addObserver { heard.append("search \($0)") }
        // An observer of the other view that dismisses the keyboard when it scrolls.
        let otherToken = other.observed.addObserver { action in
            guard case .didScroll(let offset) = action else { return }
            heard.append("other didScroll \(offset.y)")
            searchBar.resignFirstResponder()
        }
        // An observer that puts the user in the search field after a selection.
        let tableToken = table.observed.addObserver { action in
            guard case .didSelect(let indexPath) = action else { return }
            heard.append("table didSelect \(indexPath.row)")
            searchBar.becomeFirstResponder()
        }
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        // UIKit: didSelectRowAt, inside it the scroll of the other view (held); the table observer's begin; the held
        // scroll delivered, whose observer ends the editing. The bar is not editing, as its observers last heard.
        #expect(!searchBar.searchTextField.isFirstResponder)
        #expect(
            heard == [
                "table didSelect 2", "other didScroll 40.0", "search didBeginEditing", "search didEndEditing",
            ])
        searchToken.cancel()
        otherToken.cancel()
        tableToken.cancel()
    }
}
