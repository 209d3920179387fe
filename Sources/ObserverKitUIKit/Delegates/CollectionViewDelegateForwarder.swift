#if canImport(UIKit) || os(Linux)

    /// A collection view's forwarder (see ``DelegateForwarder``): it reports selection and display as
    /// ``CollectionViewAction``s, after the app's delegate has had each call, and scrolling as `.scroll(_:)` (see
    /// ``ItemListDelegateForwarder``).
    @MainActor
    final class CollectionViewDelegateForwarder: ItemListDelegateForwarder,
        UICollectionViewDelegate
    {
        /// The app's delegate, as a collection view delegate.
        private var app: (any UICollectionViewDelegate)? { appDelegate as? any UICollectionViewDelegate }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            relay(from: collectionView) {
                (app?.collectionView(_:didSelectItemAt:))?(collectionView, indexPath)
            } reporting: {
                deliver(.didSelect(indexPath), to: itemObserver)
            }
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            relay(from: collectionView) {
                (app?.collectionView(_:didDeselectItemAt:))?(collectionView, indexPath)
            } reporting: {
                deliver(.didDeselect(indexPath), to: itemObserver)
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            relay(from: collectionView) {
                (app?.collectionView(_:willDisplay:forItemAt:))?(collectionView, cell, indexPath)
            } reporting: {
                deliver(.willDisplay(indexPath), to: itemObserver)
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            relay(from: collectionView) {
                (app?.collectionView(_:didEndDisplaying:forItemAt:))?(collectionView, cell, indexPath)
            } reporting: {
                deliver(.didEndDisplaying(indexPath), to: itemObserver)
            }
        }

        #if os(Linux)
            // The model's value-returning methods, which this forwarder does not implement on Apple platforms: the
            // runtime's forwarding, written out (see DelegateForwarder).
            private func app(_ selector: Selector) -> any UICollectionViewDelegate {
                forwarded(selector, as: (any UICollectionViewDelegate).self)
            }

            func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
            {
                app("collectionView:shouldHighlightItemAtIndexPath:")
                    .collectionView(collectionView, shouldHighlightItemAt: indexPath)
            }

            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                app("collectionView:shouldSelectItemAtIndexPath:")
                    .collectionView(collectionView, shouldSelectItemAt: indexPath)
            }

            func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
                app("collectionView:shouldDeselectItemAtIndexPath:")
                    .collectionView(collectionView, shouldDeselectItemAt: indexPath)
            }
        #endif
    }
#endif
