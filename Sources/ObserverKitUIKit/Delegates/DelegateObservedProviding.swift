#if canImport(UIKit) || os(Linux)

    /// Gives `UIScrollView` (and so `UITableView` and `UICollectionView`) and `UISearchBar` their `observed`
    /// property: the view's delegate calls as observers of an `Action` enum, typed by the view's static type,
    /// while the view's delegate stays the app's (see the article "Delegates become observers").
    ///
    /// ```swift
    /// let table = UITableView(frame: .zero, style: .plain)
    /// let token = table.observed.addObserver { action in
    ///     if case .didSelect(let indexPath) = action { print("row \(indexPath.row)") }
    /// }
    /// token.cancel()   // the last observer: the table's delegate is the app's again
    /// ```
    ///
    /// A protocol (rather than extensions of each class) lets a table view's `observed` have its own type.
    /// `observed` returns the same object every time for one view, which lives as long as the view.
    @MainActor
    public protocol DelegateObservedProviding: UIView {}

    extension UIScrollView: DelegateObservedProviding {}
    extension UISearchBar: DelegateObservedProviding {}

    extension DelegateObservedProviding where Self: UIScrollView {
        /// The scroll view's delegate calls, as observers: `.didScroll(contentOffset:)`, dragging,
        /// deceleration, scroll to top, zoom.
        public var observed: DelegateObserver<ScrollViewAction> { scrollForwarder.scrollObserver }

        /// The one forwarder of this view, made for its class on first use.
        var scrollForwarder: ScrollViewDelegateForwarder {
            Association.object(of: self, for: ScrollViewDelegateForwarder.self) { () -> ScrollViewDelegateForwarder in
                let slot = DelegateSlot.scrollView(self)
                if self is UITableView { return TableViewDelegateForwarder(slot: slot) }
                if self is UICollectionView { return CollectionViewDelegateForwarder(slot: slot) }
                return ScrollViewDelegateForwarder(slot: slot)
            }
        }
    }

    extension DelegateObservedProviding where Self: UITableView {
        /// The table view's delegate calls, as observers: selection, rows shown and hidden, and scrolling
        /// (`.scroll(_:)`).
        public var observed: DelegateObserver<TableViewAction> {
            // The forwarder of a table view is made as a table view's.
            (scrollForwarder as! TableViewDelegateForwarder).itemObserver
        }
    }

    extension DelegateObservedProviding where Self: UICollectionView {
        /// The collection view's delegate calls, as observers: selection, items shown and hidden, and
        /// scrolling (`.scroll(_:)`).
        public var observed: DelegateObserver<CollectionViewAction> {
            (scrollForwarder as! CollectionViewDelegateForwarder).itemObserver
        }
    }

    extension DelegateObservedProviding where Self: UISearchBar {
        /// The search bar's delegate calls, as observers: text (never marked text), the search and cancel
        /// buttons, editing, scope. Its text binds through `searchTextField.observed`.
        public var observed: DelegateObserver<SearchBarAction> {
            Association.object(of: self, for: SearchBarDelegateForwarder.self) {
                SearchBarDelegateForwarder(slot: .searchBar(self))
            }.searchObserver
        }
    }
#endif
