#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uisearchbardelegate: iOS 2.0+, tvOS 9.0+. Every method is
    // optional in UIKit; each default here does what UIKit does when a delegate does not implement it.
    /// The methods a search bar's delegate may implement.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    public protocol UISearchBarDelegate: AnyObject {
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarshouldbeginediting(_:)
        /// Whether editing may begin; `true` by default.
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidbeginediting(_:)
        /// Editing began.
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarshouldendediting(_:)
        /// Whether editing may end; `true` by default.
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidendediting(_:)
        /// Editing ended.
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
        /// The user changed the text (marked text included, while an input method composes).
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:shouldchangetextin:replacementtext:)
        /// Whether the user's change of `range` to `text` happens; `true` by default.
        func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)
        /// The search button (the keyboard's Search key) was tapped.
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarbookmarkbuttonclicked(_:)
        /// The bookmark button was tapped.
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)
        /// The cancel button was tapped.
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarresultslistbuttonclicked(_:)
        /// The results list button was tapped.
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
        // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:selectedscopebuttonindexdidchange:)
        /// The user selected another scope button.
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    }

    extension UISearchBarDelegate {
        /// Not implemented: editing may begin.
        public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
        /// Not implemented: UIKit does nothing.
        public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
        /// Not implemented: editing may end.
        public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
        /// Not implemented: UIKit does nothing.
        public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
        /// Not implemented: UIKit does nothing.
        public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
        /// Not implemented: every change happens.
        public func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool { true }
        /// Not implemented: UIKit does nothing.
        public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
        /// Not implemented: UIKit does nothing.
        public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
        /// Not implemented: UIKit does nothing.
        public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
        /// Not implemented: UIKit does nothing.
        public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
        /// Not implemented: UIKit does nothing.
        public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    }
#endif
