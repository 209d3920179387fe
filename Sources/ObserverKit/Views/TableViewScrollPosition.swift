// Foundation for `CGFloat` (see ScrollViewAction.swift).
import Foundation

/// Where a table view scrolls a row it selects from code: UIKit's `UITableView.ScrollPosition`, with its cases
/// and raw values, which the headless and GTK table views name `TableView.ScrollPosition`, so that
/// `selectRow(at:animated:scrollPosition:)` reads the same on every backend.
///
/// ```swift
/// import Foundation
///
/// let table = TableView(numberOfRows: 100, rowHeight: 44)   // headless; a GTK table is made of its rows
/// table.selectRow(at: IndexPath(row: 40, section: 0), animated: true, scrollPosition: .middle)
/// ```
///
/// The content moves so that the row is at that place of the view, as far as the content allows (the offset
/// stays within the content); `.none`, as UIKit's `selectRow(at:animated:scrollPosition:)` documents for it,
/// does not scroll at all.
public enum TableViewScrollPosition: Int, Sendable, Hashable, CaseIterable {
    /// No scrolling (UIKit's `selectRow(at:animated:scrollPosition:)` takes `.none` as "do not scroll").
    case none
    /// The row's top edge at the view's top edge.
    case top
    /// The row's centre at the view's centre.
    case middle
    /// The row's bottom edge at the view's bottom edge.
    case bottom
}

extension TableViewScrollPosition {
    /// Where the row goes on the vertical axis, or `nil` for no scrolling.
    @_spi(Backend) public var verticalAlignment: ItemScrollAlignment? {
        switch self {
        case .none: nil
        case .top: .start
        case .middle: .center
        case .bottom: .end
        }
    }
}
