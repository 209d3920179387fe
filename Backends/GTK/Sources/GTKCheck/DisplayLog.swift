import CGtk4
import ObserverKitGTK

/// The display reports of one table: the rows shown now, and whether every report paired (a willDisplay of a
/// row not shown, a didEndDisplaying of a row shown).
@MainActor
final class DisplayLog {
    private(set) var shown: Set<Int> = []
    private(set) var isPaired = true
    /// The display reports since last emptied, as "+row" and "-row".
    var entries: [String] = []
    /// Rows a deletion asked for will remove, in the order asked: see ``expectDeletion(ofRow:)``.
    private var deletions: [Int] = []
    /// What a check does on each report, after it is logged.
    var handler: (TableViewAction) -> Void = { _ in }

    /// An empty table, in a window on the X server titled `title`, whose reports a new log hears.
    static func presentedTable(titled title: String) -> (Window, TableView, DisplayLog, ObservationToken) {
        let window = Window(title: title, width: 360, height: 320)
        let table = TableView(rows: [], height: 240)
        let display = DisplayLog()
        let token = table.observed.addObserver { action in
            display.add(action)
            display.handler(action)
        }
        window.add(table)
        _ = window.presentedOnX { gtk_widget_get_height(table.listView) > 0 }
        return (window, table, display, token)
    }

    /// The rows whose display ended since `entries` was last emptied, ascending.
    var ended: [Int] { entries.compactMap { $0.hasPrefix("-") ? Int($0.dropFirst()) : nil }.sorted() }

    /// The row `row` is about to be deleted: the next didEndDisplaying of it is its deletion's, after which the
    /// rows below it move up one (as a deletion reports the rows it removed at their positions before, and GTK
    /// keeps the rows below shown at their new positions without reporting them).
    func expectDeletion(ofRow row: Int) { deletions.append(row) }

    func add(_ action: TableViewAction) {
        switch action {
        case .willDisplay(let indexPath):
            isPaired = shown.insert(indexPath.row).inserted && isPaired
            entries.append("+\(indexPath.row)")
        case .didEndDisplaying(let indexPath):
            isPaired = shown.remove(indexPath.row) != nil && isPaired
            entries.append("-\(indexPath.row)")
            if let index = deletions.firstIndex(of: indexPath.row) {
                deletions.remove(at: index)
                shown = Set(shown.map { $0 > indexPath.row ? $0 - 1 : $0 })
            }
        default:
            break
        }
    }
}
