#if canImport(UIKit) || os(Linux)

    extension DelegateSlot {
        /// A scroll view's delegate, and so a table view's or a collection view's: they override the property
        /// with a narrower type, and the setter of each, reached through the scroll view's, takes any object of the
        /// forwarder's kind (the forwarder and the app's delegate are delegates of the view's own kind).
        static func scrollView(_ view: UIScrollView) -> DelegateSlot {
            DelegateSlot(
                isView: { [weak view] in $0 === view },
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UIScrollViewDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }

        /// A search bar's delegate.
        static func searchBar(_ view: UISearchBar) -> DelegateSlot {
            DelegateSlot(
                isView: { [weak view] in $0 === view },
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UISearchBarDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }
    }
#endif
