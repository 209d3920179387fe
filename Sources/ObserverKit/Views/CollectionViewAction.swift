/// What a collection view reports to its observers: its scroll view's actions and the informational calls of
/// `UICollectionViewDelegate`, as ``ItemListAction``, the enum a table view reports too (under the name
/// ``TableViewAction``).
///
/// ```swift
/// func observeItems(_ observed: DelegateObserver<CollectionViewAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .didSelect(let indexPath): print("open item \(indexPath)")
///         case .willDisplay(let indexPath): print("load the thumbnail of \(indexPath)")
///         default: break
///         }
///     }
/// }
/// ```
public typealias CollectionViewAction = ItemListAction
