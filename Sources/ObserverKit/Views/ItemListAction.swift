// Foundation for `IndexPath` (see ScrollViewAction.swift).
import Foundation

/// What a table view and a collection view report alike, for the backends that make both from one list
/// engine: each backend spells its engine's reports once, generically, and ``TableViewAction`` and
/// ``CollectionViewAction`` each hear them as their own cases.
///
/// ```swift
/// func selected<Action: ItemListAction>(_ position: Int) -> Action {
///     .didSelect(IndexPath(indexes: [0, position]))
/// }
/// let row: TableViewAction = selected(3)         // .didSelect([0, 3])
/// let item: CollectionViewAction = selected(3)   // .didSelect([0, 3])
/// ```
@_spi(Backend) public protocol ItemListAction: Sendable {
    /// Something the view's scroll view reports.
    static func scroll(_ action: ScrollViewAction) -> Self
    /// The user selected the row or item at the index path.
    static func didSelect(_ indexPath: IndexPath) -> Self
    /// The user deselected it.
    static func didDeselect(_ indexPath: IndexPath) -> Self
    /// It is about to appear.
    static func willDisplay(_ indexPath: IndexPath) -> Self
    /// It left the screen.
    static func didEndDisplaying(_ indexPath: IndexPath) -> Self
}

@_spi(Backend) extension TableViewAction: ItemListAction {}

@_spi(Backend) extension CollectionViewAction: ItemListAction {}
