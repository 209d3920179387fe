import Foundation
import ObserverKit

/// A searchable list, written once over the names every backend shares: a query bound to a search bar, and the
/// search bar's and the table's `observed` (``DelegateObserver`` of ``SearchBarAction`` and of
/// ``TableViewAction``). The headless demo's searchable-list screen and the GTK settings example's device list both
/// run this file: the GTK package compiles it through a link to it
/// (`Backends/GTK/Sources/SettingsWindow/SearchableList.swift`).
///
/// - A change of the query shows the items that contain it, ignoring case (all of them for an empty query).
/// - The cancel button clears the query.
/// - A row selected in the table picks the item it shows; a row beyond the shown items picks nothing.
///
/// ```swift
/// let query = ObservableValue("")
/// let list = SearchableList(
///     items: ["Kitchen", "Study"], query: query, search: searchBar.observed, table: table.observed
/// ) { shown in table.rows = shown }
/// query.value = "kit"   // the table shows ["Kitchen"]
/// ```
@MainActor
final class SearchableList {
    /// Every item, in order.
    let items: [String]
    /// The query the search bar is bound to.
    let query: ObservableValue<String>
    /// The items shown, in order: those that contain the query.
    private(set) var shown: [String]
    /// The item of the row selected last, `nil` until one is.
    let picked = ObservableValue<String?>(nil)
    /// Shows the items in the backend's table.
    private let show: ([String]) -> Void
    private var tokens: [ObservationToken] = []

    /// A list of `items`, all shown (the table shows them already), filtered by `query` from now on.
    init(
        items: [String], query: ObservableValue<String>, search: DelegateObserver<SearchBarAction>,
        table: DelegateObserver<TableViewAction>, show: @escaping ([String]) -> Void
    ) {
        self.items = items
        self.query = query
        self.show = show
        shown = items
        tokens.append(
            query.observe { [weak self] query in
                MainActor.assumeIsolated { self?.filter(by: query) }
            })
        tokens.append(
            search.addObserver { [weak self] action in
                if case .cancelButtonClicked = action { self?.query.value = "" }
            })
        tokens.append(
            table.addObserver { [weak self] action in
                guard let self, case .didSelect(let indexPath) = action, shown.indices.contains(indexPath.row) else {
                    return
                }
                picked.value = shown[indexPath.row]
            })
    }

    private func filter(by query: String) {
        shown = query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }
        show(shown)
    }
}
