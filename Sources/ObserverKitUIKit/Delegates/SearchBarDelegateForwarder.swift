#if canImport(UIKit) || os(Linux)

    /// A search bar's forwarder (see ``DelegateForwarder``): it reports the bar's informational calls as
    /// ``SearchBarAction``s, after the app's delegate has had each call.
    ///
    /// `.textDidChange` never carries marked text. UIKit reports each change, marked text included, and says
    /// nothing when an input method commits (the text does not change then); so while the field has marked text
    /// nothing is reported, and the committed text is reported at the next change or when editing ends, once.
    /// Every other change UIKit reports is the user's, and is reported as it comes, whatever was reported
    /// before: text the app sets from code is not (UIKit calls nothing for it), so it may have made the text
    /// read as last reported (a field cleared after a search, then the same query typed again).
    @MainActor
    final class SearchBarDelegateForwarder: DelegateForwarder, UISearchBarDelegate {
        /// The observers of the search bar.
        private(set) lazy var searchObserver: DelegateObserver<SearchBarAction> = makeObserver()
        /// The text last reported (or shown when editing began): a composition that ends is reported when it
        /// leaves the text other than this.
        private var reportedText: String?
        /// Whether a change was held back because the field had marked text: the composition's outcome is still
        /// to be reported.
        private var composing = false

        /// The app's delegate, as a search bar delegate.
        private var app: (any UISearchBarDelegate)? { appDelegate as? any UISearchBarDelegate }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            (app?.searchBarTextDidBeginEditing)?(searchBar)
            reportedText = searchBar.text ?? ""
            composing = false
            searchObserver.send(.didBeginEditing)
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            (app?.searchBar(_:textDidChange:))?(searchBar, searchText)
            guard searchBar.searchTextField.markedTextRange == nil else {
                composing = true
                return
            }
            if composing {
                reportComposition(of: searchBar)
            } else {
                report(searchBar.text ?? "")
            }
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            (app?.searchBarTextDidEndEditing)?(searchBar)
            if composing, searchBar.searchTextField.markedTextRange == nil { reportComposition(of: searchBar) }
            searchObserver.send(.didEndEditing)
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            (app?.searchBarSearchButtonClicked)?(searchBar)
            searchObserver.send(.searchButtonClicked)
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            (app?.searchBarCancelButtonClicked)?(searchBar)
            searchObserver.send(.cancelButtonClicked)
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            (app?.searchBar(_:selectedScopeButtonIndexDidChange:))?(searchBar, selectedScope)
            searchObserver.send(.selectedScopeDidChange(selectedScope))
        }

        /// Reports the outcome of a composition that ended: the bar's text, unless it is what was last reported
        /// (a composition cancelled, or already reported).
        private func reportComposition(of searchBar: UISearchBar) {
            composing = false
            let text = searchBar.text ?? ""
            if text != reportedText { report(text) }
        }

        /// Reports `text` as the bar's text.
        private func report(_ text: String) {
            reportedText = text
            searchObserver.send(.textDidChange(text))
        }

        #if os(Linux)
            // The model's other methods, which this forwarder does not implement on Apple platforms: the
            // runtime's forwarding, written out (see DelegateForwarder).
            private func app(_ selector: Selector) -> any UISearchBarDelegate {
                forwarded(selector, as: (any UISearchBarDelegate).self)
            }

            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
                app("searchBarShouldBeginEditing:").searchBarShouldBeginEditing(searchBar)
            }

            func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
                app("searchBarShouldEndEditing:").searchBarShouldEndEditing(searchBar)
            }

            func searchBar(
                _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
            )
                -> Bool
            {
                app("searchBar:shouldChangeTextInRange:replacementText:")
                    .searchBar(searchBar, shouldChangeTextIn: range, replacementText: text)
            }

            func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
                app("searchBarBookmarkButtonClicked:").searchBarBookmarkButtonClicked(searchBar)
            }

            func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
                app("searchBarResultsListButtonClicked:").searchBarResultsListButtonClicked(searchBar)
            }
        #endif
    }
#endif
