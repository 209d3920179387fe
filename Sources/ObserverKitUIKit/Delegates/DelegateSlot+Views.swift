#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif

    extension DelegateSlot {
        /// A scroll view's delegate (a table's or a collection view's too: UIKit's setter of each takes any
        /// object of the forwarder's kind).
        static func scrollView(_ view: UIScrollView) -> DelegateSlot {
            DelegateSlot(
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UIScrollViewDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }

        /// A table view's delegate.
        static func tableView(_ view: UITableView) -> DelegateSlot {
            DelegateSlot(
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UITableViewDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }

        /// A collection view's delegate.
        static func collectionView(_ view: UICollectionView) -> DelegateSlot {
            DelegateSlot(
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UICollectionViewDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }

        /// A search bar's delegate.
        static func searchBar(_ view: UISearchBar) -> DelegateSlot {
            DelegateSlot(
                delegate: { [weak view] in view?.delegate },
                setDelegate: { [weak view] in view?.delegate = $0 as? any UISearchBarDelegate },
                watch: { [weak view] changed in
                    view?.observe(\.delegate) { _, _ in MainActor.assumeIsolated { changed() } }
                })
        }
    }
#endif
