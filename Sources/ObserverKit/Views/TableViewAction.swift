/// What a table view reports to its observers: its scroll view's actions and the informational calls of
/// `UITableViewDelegate`, as ``ItemListAction``, the enum a collection view reports too (under the name
/// ``CollectionViewAction``).
///
/// ```swift
/// func observeSelection(_ observed: DelegateObserver<TableViewAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .didSelect(let indexPath): print("open row \(indexPath)")
///         case .scroll(.didEndDecelerating): print("came to rest")
///         default: break
///         }
///     }
/// }
/// ```
public typealias TableViewAction = ItemListAction
