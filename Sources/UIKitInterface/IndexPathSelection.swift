#if os(Linux)
    import Foundation

    /// The selection of a table view's rows or a collection view's items, which UIKit keeps alike for both: the
    /// selected index paths in the order they were selected, each once; a selection from code
    /// (`selectRow(at:animated:scrollPosition:)`, `selectItem(at:animated:scrollPosition:)`) replaces the
    /// selection unless several may be selected, and selecting `nil` clears it; none selected reads as `nil`
    /// (`indexPathsForSelectedRows`, `indexPathsForSelectedItems`). What a tap asks the delegate differs between
    /// the two views, so each view's tap stays its own and changes the selection through this.
    struct IndexPathSelection {
        /// The selected index paths, in the order they were selected.
        private(set) var indexPaths: [IndexPath] = []

        /// The selected index paths as UIKit reports them: `nil` when none is.
        var reported: [IndexPath]? { indexPaths.isEmpty ? nil : indexPaths }

        /// Whether `indexPath` is selected.
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPaths.contains(indexPath)
        }

        /// A selection from code: `indexPath` is added, after the others are removed unless `allowsMultiple`;
        /// `nil` removes them all.
        mutating func select(_ indexPath: IndexPath?, allowsMultiple: Bool) {
            guard let indexPath else { return indexPaths.removeAll() }
            if !allowsMultiple { indexPaths.removeAll() }
            insert(indexPath)
        }

        /// Adds `indexPath` at the end, unless it is selected already.
        mutating func insert(_ indexPath: IndexPath) {
            if !contains(indexPath) { indexPaths.append(indexPath) }
        }

        /// Removes `indexPath`, if it is selected.
        mutating func remove(_ indexPath: IndexPath) {
            indexPaths.removeAll { $0 == indexPath }
        }
    }
#endif
