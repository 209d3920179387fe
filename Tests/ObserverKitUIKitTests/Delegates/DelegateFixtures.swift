import ObserverKit
import ObserverKitUIKit

/// An app's table view delegate, as apps write one: it records every call it implements and answers the
/// value-returning ones its own way (a taller row, row 5 never selectable, selecting row 3 selects row 4).
@MainActor
final class AppTableDelegate: NSObject, UITableViewDelegate {
    var calls: [String] = []
    var log: EventLog?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record("app didScroll \(scrollView.contentOffset.y)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("app didEndDragging \(decelerate)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("app didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("app willDisplay \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 88 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        UIView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(30 + section)))
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != 5
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 3 ? IndexPath(row: 4, section: indexPath.section) : indexPath
    }

    private func record(_ call: String) {
        calls.append(call)
        log?.entries.append(call)
    }
}

/// A delegate that implements nothing: UIKit's defaults apply.
@MainActor
final class EmptyTableDelegate: NSObject, UITableViewDelegate {}

/// What the app's delegate and the observers heard, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// An app's search bar delegate: it records its calls and refuses digits.
@MainActor
final class AppSearchDelegate: NSObject, UISearchBarDelegate {
    var calls: [String] = []

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        calls.append("app textDidChange \(searchText)")
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        calls.append("app search")
    }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !text.contains { $0.isNumber }
    }
}

/// An app's collection view delegate: item 2 may not be selected.
@MainActor
final class AppCollectionDelegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 2
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("app didSelect \(indexPath.item)")
    }
}
