#if canImport(UIKit) || os(Linux)

    /// A table view's forwarder (see ``DelegateForwarder``): it reports selection and display as
    /// ``TableViewAction``s, after the app's delegate has had each call, and scrolling as `.scroll(_:)` (see
    /// ``ItemListDelegateForwarder``).
    @MainActor
    final class TableViewDelegateForwarder: ItemListDelegateForwarder, UITableViewDelegate {
        /// The app's delegate, as a table view delegate.
        private var app: (any UITableViewDelegate)? { appDelegate as? any UITableViewDelegate }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            (app?.tableView(_:didSelectRowAt:))?(tableView, indexPath)
            itemObserver.send(.didSelect(indexPath))
        }

        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            (app?.tableView(_:didDeselectRowAt:))?(tableView, indexPath)
            itemObserver.send(.didDeselect(indexPath))
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            (app?.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
            itemObserver.send(.willDisplay(indexPath))
        }

        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            (app?.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
            itemObserver.send(.didEndDisplaying(indexPath))
        }

        #if os(Linux)
            // The model's value-returning methods, which UIKit answers through forwardingTarget(for:): the app's
            // delegate's answer, or the model's default.
            private var answering: any UITableViewDelegate { app ?? NoScrollViewDelegate.shared }

            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                answering.tableView(tableView, heightForRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                answering.tableView(tableView, viewForHeaderInSection: section)
            }

            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                answering.tableView(tableView, shouldHighlightRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                answering.tableView(tableView, willSelectRowAt: indexPath)
            }

            func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
                answering.tableView(tableView, willDeselectRowAt: indexPath)
            }
        #endif
    }
#endif
