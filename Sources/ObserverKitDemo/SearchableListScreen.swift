import Foundation
import ObserverKitHeadless

/// A searchable list: a search bar filters a table of tracks, a tap on a row opens it. Its behaviour is
/// ``SearchableList``, written once over the shared delegate names (`observed`, `SearchBarAction`,
/// `TableViewAction`) and run by the GTK settings example too; this screen adds the transcript and what only a
/// headless search bar has (its first responder). No delegate to implement, and several observers where a
/// delegate would allow one.
@MainActor
final class SearchableListScreen {
    let searchBar = SearchBar()
    let table = TableView(numberOfRows: 0, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 220))
    /// The query, bound to the search bar's text (never the text an input method is still composing).
    let query = ObservableValue("")
    /// The filter, the cancel button and the selection, as every backend's searchable list has them.
    let list: SearchableList
    /// The tracks opened, in order.
    private(set) var opened: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript, tracks: [String], scheduler: any Scheduler) {
        self.transcript = transcript
        table.scheduler = scheduler
        searchBar.showsCancelButton = true
        searchBar.bind(query)
        // The first list, before any scene: nothing to report yet.
        table.reloadData(numberOfRows: tracks.count)
        list = SearchableList(
            items: tracks, query: query, search: searchBar.observed, table: table.observed
        ) { [table] shown in
            table.reloadData(numberOfRows: shown.count)
            transcript.value("search results", shown.isEmpty ? "none" : shown.joined(separator: ", "))
        }
        searchBar.observed.addObserver { [weak self] action in
            guard let self else { return }
            switch action {
            case .textDidChange(let text): transcript.handler("search bar: textDidChange(\"\(text)\")")
            case .searchButtonClicked: transcript.handler("search bar: searchButtonClicked")
            case .cancelButtonClicked:
                transcript.handler("search bar: cancelButtonClicked clears the query")
                searchBar.searchTextField.resignFirstResponder()
            default: break
            }
        }
        table.observed.addObserver { [weak self] action in
            guard let self else { return }
            switch action {
            case .didSelect(let indexPath) where list.shown.indices.contains(indexPath.row):
                opened.append(list.shown[indexPath.row])
                transcript.handler("table: didSelect row \(indexPath.row) opens \"\(list.shown[indexPath.row])\"")
            case .scroll(.didEndDecelerating):
                transcript.handler("table: came to rest at \(Int(table.contentOffset.y)) pt")
            default: break
            }
        }
    }
}
