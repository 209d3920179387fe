#if canImport(UIKit) || os(Linux)

    /// The forwarder of a view that lists rows or items, a table view or a collection view (see
    /// ``DelegateForwarder``): its observers hear the view's list actions and, as `.scroll(_:)`, everything its
    /// scroll view reports. The two views' forwarders differ only in the delegate methods UIKit calls them with;
    /// both report `ItemListAction`s, so the rule that a list's observers hear scrolling is written here once.
    @MainActor
    class ItemListDelegateForwarder: ScrollViewDelegateForwarder {
        /// The observers of the view as a table or collection view.
        private(set) lazy var itemObserver: DelegateObserver<ItemListAction> = makeObserver()

        override func report(_ action: ScrollViewAction) {
            super.report(action)
            deliver(.scroll(action), to: itemObserver)
        }
    }
#endif
