import Foundation
import ObserverKitHeadless

/// A searchable list: a search bar filters a table of tracks, a tap on a row opens it. Written over the shared
/// delegate names only (`observed`, `SearchBarAction`, `TableViewAction`), so the same code reads the same over
/// UIKit's `UISearchBar` and `UITableView`: no delegate to implement, and several observers where a delegate
/// would allow one.
@MainActor
final class SearchableListScreen {
    let searchBar = SearchBar()
    let table = TableView(numberOfRows: 0, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 220))
    /// The query, bound to the search bar's text (never the text an input method is still composing).
    let query = ObservableValue("")
    let tracks: [String]
    private(set) var shown: [String] = []
    private(set) var opened: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript, tracks: [String], scheduler: any Scheduler) {
        self.transcript = transcript
        self.tracks = tracks
        table.scheduler = scheduler
        searchBar.showsCancelButton = true
        searchBar.bind(query)
        query.observe { [weak self] query in
            MainActor.assumeIsolated { self?.filter(by: query) }
        }
        searchBar.observed.addObserver { [weak self] action in
            guard let self else { return }
            switch action {
            case .textDidChange(let text): transcript.handler("search bar: textDidChange(\"\(text)\")")
            case .searchButtonClicked: transcript.handler("search bar: searchButtonClicked")
            case .cancelButtonClicked:
                transcript.handler("search bar: cancelButtonClicked clears the query")
                query.value = ""
                searchBar.searchTextField.resignFirstResponder()
            default: break
            }
        }
        table.observed.addObserver { [weak self] action in
            guard let self else { return }
            switch action {
            case .didSelect(let indexPath):
                opened.append(shown[indexPath.row])
                transcript.handler("table: didSelect row \(indexPath.row) opens \"\(shown[indexPath.row])\"")
            case .scroll(.didEndDecelerating):
                transcript.handler("table: came to rest at \(Int(table.contentOffset.y)) pt")
            default: break
            }
        }
        // The first list, before any scene: nothing to report yet.
        shown = tracks
        table.reloadData(numberOfRows: shown.count)
    }

    /// Shows the tracks whose names contain `query` (all for an empty query), in a reloaded table.
    private func filter(by query: String) {
        shown = query.isEmpty ? tracks : tracks.filter { $0.localizedCaseInsensitiveContains(query) }
        table.reloadData(numberOfRows: shown.count)
        transcript.value("search results", shown.isEmpty ? "none" : shown.joined(separator: ", "))
    }
}
