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
