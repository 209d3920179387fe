import ObserverKitGTK

/// The settings window's searchable list of output devices: a search entry filters the list, a click on a row
/// picks the device. Its behaviour is ``SearchableList``, the same file the headless demo's searchable list runs
/// (this package compiles it through a link), written over the shared delegate names only (`observed`,
/// `SearchBarAction`, `TableViewAction`), so it reads the same over UIKit's `UISearchBar` and `UITableView`.
@MainActor
public final class DeviceList {
    /// The search entry (`device-search` in the `.ui`).
    public let search: SearchBar
    /// The list (`devices`).
    public let table: TableView
    /// The query, bound to the search entry's text.
    public let query = ObservableValue("")
    private let list: SearchableList
    private let binding: ObservationToken

    init(search: SearchBar, table: TableView) {
        self.search = search
        self.table = table
        binding = search.bind(query)
        list = SearchableList(
            items: table.rows, query: query, search: search.observed, table: table.observed
        ) { [table] shown in table.rows = shown }
    }

    /// Every device, in the `.ui`'s order.
    public var devices: [String] { list.items }
    /// The devices the query matches, as the list shows them.
    public var shown: [String] { list.shown }
    /// The device of the row clicked last, `nil` until one is.
    public var picked: ObservableValue<String?> { list.picked }
}
