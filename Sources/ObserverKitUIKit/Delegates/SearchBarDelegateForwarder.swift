#if canImport(UIKit) || os(Linux)

    /// A search bar's forwarder (see ``DelegateForwarder``): it reports the bar's informational calls as
    /// ``SearchBarAction``s, after the app's delegate has had each call, in UIKit's order across views (an
    /// app's delegate that resigns the bar from `searchBarSearchButtonClicked(_:)`, or from a table's
    /// `tableView(_:didSelectRowAt:)`, ends editing inside that call; the observers hear the search button, or the
    /// table's observers the selection, then the end of editing).
    ///
    /// `.textDidChange` carries the `searchText` UIKit passed ("the current text in the search text field",
    /// Apple's `searchBar(_:textDidChange:)`), not the bar's text read after the app's delegate had the call:
    /// a delegate that sets `searchBar.text` there does so from code, which UIKit does not report.
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
            relay(from: searchBar) {
                (app?.searchBarTextDidBeginEditing)?(searchBar)
            } reporting: {
                reportedText = searchBar.text ?? ""
                composing = false
                deliver(.didBeginEditing, to: searchObserver)
            }
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            relay(from: searchBar) {
                (app?.searchBar(_:textDidChange:))?(searchBar, searchText)
            } reporting: {
                if searchBar.searchTextField.markedTextRange != nil {
                    composing = true
                } else if composing {
                    reportComposition(leaving: searchText)
                } else {
                    report(searchText)
                }
            }
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            relay(from: searchBar) {
                (app?.searchBarTextDidEndEditing)?(searchBar)
            } reporting: {
                if composing, searchBar.searchTextField.markedTextRange == nil {
                    reportComposition(leaving: searchBar.text ?? "")
                }
                deliver(.didEndEditing, to: searchObserver)
            }
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            relay(from: searchBar) {
                (app?.searchBarSearchButtonClicked)?(searchBar)
            } reporting: {
                deliver(.searchButtonClicked, to: searchObserver)
            }
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            relay(from: searchBar) {
                (app?.searchBarCancelButtonClicked)?(searchBar)
            } reporting: {
                deliver(.cancelButtonClicked, to: searchObserver)
            }
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            relay(from: searchBar) {
                (app?.searchBar(_:selectedScopeButtonIndexDidChange:))?(searchBar, selectedScope)
            } reporting: {
                deliver(.selectedScopeDidChange(selectedScope), to: searchObserver)
            }
        }

        /// Reports the outcome of a composition that ended, leaving `text`, unless it is what was last reported
        /// (a composition cancelled, or already reported).
        private func reportComposition(leaving text: String) {
            composing = false
            if text != reportedText { report(text) }
        }

        /// Reports `text` as the bar's text.
        private func report(_ text: String) {
            reportedText = text
            deliver(.textDidChange(text), to: searchObserver)
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
