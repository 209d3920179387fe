#if canImport(UIKit) || os(Linux)

    /// A table view's forwarder (see ``DelegateForwarder``): it reports selection and display as
    /// ``TableViewAction``s, after the app's delegate has had each call, and scrolling as `.scroll(_:)` (see
    /// ``ItemListDelegateForwarder``).
    @MainActor
    final class TableViewDelegateForwarder: ItemListDelegateForwarder, UITableViewDelegate {
        /// The app's delegate, as a table view delegate.
        private var app: (any UITableViewDelegate)? { appDelegate as? any UITableViewDelegate }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            relay(from: tableView) {
                (app?.tableView(_:didSelectRowAt:))?(tableView, indexPath)
            } reporting: {
                deliver(.didSelect(indexPath), to: itemObserver)
            }
        }

        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            relay(from: tableView) {
                (app?.tableView(_:didDeselectRowAt:))?(tableView, indexPath)
            } reporting: {
                deliver(.didDeselect(indexPath), to: itemObserver)
            }
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            relay(from: tableView) {
                (app?.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
            } reporting: {
                deliver(.willDisplay(indexPath), to: itemObserver)
            }
        }

        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            relay(from: tableView) {
                (app?.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
            } reporting: {
                deliver(.didEndDisplaying(indexPath), to: itemObserver)
            }
        }

        #if os(Linux)
            // The model's value-returning methods, which this forwarder does not implement on Apple platforms: the
            // runtime's forwarding, written out (see DelegateForwarder).
            private func app(_ selector: Selector) -> any UITableViewDelegate {
                forwarded(selector, as: (any UITableViewDelegate).self)
            }

            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                app("tableView:heightForRowAtIndexPath:").tableView(tableView, heightForRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                app("tableView:viewForHeaderInSection:").tableView(tableView, viewForHeaderInSection: section)
            }

            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                app("tableView:shouldHighlightRowAtIndexPath:").tableView(tableView, shouldHighlightRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                app("tableView:willSelectRowAtIndexPath:").tableView(tableView, willSelectRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
                app("tableView:willDeselectRowAtIndexPath:").tableView(tableView, willDeselectRowAt: indexPath)
            }
        #endif
    }
#endif
