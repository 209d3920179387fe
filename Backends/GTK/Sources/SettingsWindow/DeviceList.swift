import ObserverKitGTK

/// The settings window's searchable list of output devices: a search entry filters the list, a click on a row
/// picks the device. Written over the shared delegate names only (`observed`, `SearchBarAction`,
/// `TableViewAction`), as the headless demo's searchable list is: the same switch reads the same over UIKit's
/// `UISearchBar` and `UITableView`.
@MainActor
public final class DeviceList {
    /// The search entry (`device-search` in the `.ui`).
    public let search: SearchBar
    /// The list (`devices`).
    public let table: TableView
    /// Every device, in the `.ui`'s order.
    public let devices: [String]
    /// The devices the query matches, as the list shows them.
    public private(set) var shown: [String]
    /// The device picked last, or `nil`.
    public let picked = ObservableValue<String?>(nil)
    private var tokens: [ObservationToken] = []

    init(search: SearchBar, table: TableView) {
        self.search = search
        self.table = table
        devices = table.rows
        shown = devices
        tokens.append(
            search.observed.addObserver { [weak self] action in
                guard let self else { return }
                switch action {
                case .textDidChange(let query): filter(by: query)
                case .cancelButtonClicked:
                    search.text = ""
                    filter(by: "")
                default: break
                }
            })
        tokens.append(
            table.observed.addObserver { [weak self] action in
                guard let self, case .didSelect(let indexPath) = action, shown.indices.contains(indexPath.row) else {
                    return
                }
                picked.value = shown[indexPath.row]
            })
    }

    /// Shows the devices whose names contain `query` (all for an empty one).
    private func filter(by query: String) {
        shown = query.isEmpty ? devices : devices.filter { $0.localizedCaseInsensitiveContains(query) }
        table.rows = shown
    }
}
