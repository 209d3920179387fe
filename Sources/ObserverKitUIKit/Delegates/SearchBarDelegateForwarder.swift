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
    /// nothing is reported, and the committed text is reported once: at the next change, or before the next call
    /// UIKit makes (the end of editing, the search or cancel button, a scope button), as the headless search bar
    /// reports it at the commit, so observers that run the query on searchButtonClicked have it.
    /// The forwarder keeps the text before the composition (the text UIKit reports at each of its changes, its
    /// marked range, which UIKit counts in UTF-16 code units, taken out: the same at every change of one
    /// composition, and a composition begun after code replaced another's text has its own) and the text at its
    /// last change:
    /// - The next change UIKit reports without marked text ends the composition, and is reported unless it is
    ///   the text before the composition (the input method cancelled it: the text is back to what it was).
    /// - When UIKit makes another call with nothing marked (editing ends, a button is tapped), the composition
    ///   committed if the text is still the one of its last change (an input method commits the marked text as
    ///   it is): it is reported, before that call's action, unless it is the text before the composition. Any
    ///   other text was set from code over the composition, and nothing is reported.
    ///
    /// The marked range and the text are read as UIKit makes each call, before the app's delegate has it: a
    /// delegate that sets `searchBar.text` there (in `textDidChange` over marked text, or clearing the field in
    /// `searchBarTextDidEndEditing(_:)` or `searchBarSearchButtonClicked(_:)`) does so from code, after the
    /// user's change. One case reads as another:
    /// after code replaced a composition's text, a change that leaves exactly the text before the composition
    /// reads as a cancelled composition and is not reported (UIKit tells nothing that tells them apart).
    ///
    /// Every other change UIKit reports is the user's, and is reported as it comes, whatever was reported
    /// before: text the app sets from code is not (UIKit calls nothing for it), then or later, so it may have
    /// made the text read as last reported (a field cleared after a search, then the same query typed or
    /// composed again).
    @MainActor
    final class SearchBarDelegateForwarder: DelegateForwarder, UISearchBarDelegate {
        /// The observers of the search bar.
        private(set) lazy var searchObserver: DelegateObserver<SearchBarAction> = makeObserver()
        /// The text before the composition under way (the text at its last change, marked text taken out), or
        /// `nil` when none is: a composition that ends is reported when it leaves the text other than this.
        private var textBeforeComposition: String?
        /// The text at the last change of the composition under way, marked text included: the text an input
        /// method's commit leaves.
        private var lastMarkedText = ""

        /// The app's delegate, as a search bar delegate.
        private var app: (any UISearchBarDelegate)? { appDelegate as? any UISearchBarDelegate }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            relay(from: searchBar) {
                (app?.searchBarTextDidBeginEditing)?(searchBar)
            } reporting: {
                textBeforeComposition = nil
                deliver(.didBeginEditing, to: searchObserver)
            }
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            // Decided as UIKit makes the call, before the app's delegate has it (which may set the text from code,
            // or end editing inside it, whose call must find the composition already ended).
            let field = searchBar.searchTextField
            var change: String?
            if let marked = field.markedTextRange {
                // Taken at every change: code that replaced the text ended the composition UIKit knew, and a new one
                // begins from the text code left.
                textBeforeComposition = text(searchText, without: marked, of: field)
                lastMarkedText = searchText
            } else {
                change = userChange(searchText)
            }
            relay(from: searchBar) {
                (app?.searchBar(_:textDidChange:))?(searchBar, searchText)
            } reporting: {
                if let change { deliver(.textDidChange(change), to: searchObserver) }
            }
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            relayEndingComposition(from: searchBar, { (app?.searchBarTextDidEndEditing)?(searchBar) }, .didEndEditing)
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            relayEndingComposition(
                from: searchBar, { (app?.searchBarSearchButtonClicked)?(searchBar) }, .searchButtonClicked)
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            relayEndingComposition(
                from: searchBar, { (app?.searchBarCancelButtonClicked)?(searchBar) }, .cancelButtonClicked)
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            relayEndingComposition(
                from: searchBar,
                { (app?.searchBar(_:selectedScopeButtonIndexDidChange:))?(searchBar, selectedScope) },
                .selectedScopeDidChange(selectedScope))
        }

        /// Relays a call other than a change (``DelegateForwarder/relay(from:_:reporting:)``), reporting `action`:
        /// the composition under way ends as UIKit makes the call (``endComposition(in:)``), and the text it
        /// committed is reported just before `action`.
        private func relayEndingComposition(
            from searchBar: UISearchBar, _ appCall: () -> Void, _ action: SearchBarAction
        ) {
            let committed = endComposition(in: searchBar)
            relay(from: searchBar, appCall) {
                if let committed { deliver(.textDidChange(committed), to: searchObserver) }
                deliver(action, to: searchObserver)
            }
        }

        /// Ends the composition under way as UIKit makes a call other than a change, before the app's delegate
        /// has it (which may set the text from code, or make calls of its own inside it), when nothing is marked
        /// any more: returns the text it committed, to report before the call's action, or `nil` when there is
        /// none to report (no composition, still marked, cancelled, or its text set from code since).
        private func endComposition(in searchBar: UISearchBar) -> String? {
            guard let before = textBeforeComposition, searchBar.searchTextField.markedTextRange == nil else {
                return nil
            }
            textBeforeComposition = nil
            // An input method commits the marked text as it is: any other text was set from code over it.
            let text = searchBar.text ?? ""
            return text == lastMarkedText && text != before ? text : nil
        }

        /// `text`, a change the user made, to report; `nil` when it ends a composition that left the text as it was
        /// before it (cancelled). No composition is under way afterwards.
        private func userChange(_ text: String) -> String? {
            let before = textBeforeComposition
            textBeforeComposition = nil
            return text != before ? text : nil
        }

        /// `text` without `range`, a range of `field`'s text found through `UITextInput` (offsets in UTF-16 code
        /// units, as `NSString` counts); `text` as it is when the range does not lie within it.
        private func text(_ text: String, without range: UITextRange, of field: UITextField) -> String {
            let start = field.offset(from: field.beginningOfDocument, to: range.start)
            let end = field.offset(from: field.beginningOfDocument, to: range.end)
            let string = text as NSString
            guard 0 <= start, start <= end, end <= string.length else { return text }
            return string.replacingCharacters(in: NSRange(location: start, length: end - start), with: "")
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
