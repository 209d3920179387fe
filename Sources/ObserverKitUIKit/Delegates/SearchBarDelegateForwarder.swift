#if canImport(UIKit) || os(Linux)

    /// A search bar's forwarder (see ``DelegateForwarder``): it reports the bar's informational calls as
    /// ``SearchBarAction``s, after the app's delegate has had each call.
    ///
    /// `.textDidChange` never carries marked text. UIKit reports each change, marked text included, and says
    /// nothing when an input method commits (the text does not change then); so while the field has marked text
    /// nothing is reported, and the committed text is reported at the next change or when editing ends, once.
    @MainActor
    final class SearchBarDelegateForwarder: DelegateForwarder, UISearchBarDelegate {
        /// The observers of the search bar.
        private(set) lazy var searchObserver: DelegateObserver<SearchBarAction> = makeObserver()
        /// The text last reported (or shown when editing began): a commit is reported when it differs.
        private var reportedText: String?

        /// The app's delegate, as a search bar delegate.
        private var app: (any UISearchBarDelegate)? { appDelegate as? any UISearchBarDelegate }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            (app?.searchBarTextDidBeginEditing)?(searchBar)
            reportedText = searchBar.text ?? ""
            searchObserver.send(.didBeginEditing)
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            (app?.searchBar(_:textDidChange:))?(searchBar, searchText)
            reportCommittedText(of: searchBar)
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            (app?.searchBarTextDidEndEditing)?(searchBar)
            reportCommittedText(of: searchBar)
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

        /// Reports the bar's text when nothing is marked and it differs from what was last reported.
        private func reportCommittedText(of searchBar: UISearchBar) {
            guard searchBar.searchTextField.markedTextRange == nil else { return }
            let text = searchBar.text ?? ""
            guard text != reportedText else { return }
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
