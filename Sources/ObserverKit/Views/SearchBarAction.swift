/// What a search bar reports to its observers: the informational calls of `UISearchBarDelegate`.
///
/// ```swift
/// func observeSearch(_ observed: DelegateObserver<SearchBarAction>) -> ObservationToken {
///     observed.addObserver { action in
///         switch action {
///         case .textDidChange(let text): print("filter by \(text)")
///         case .searchButtonClicked: print("search")
///         case .cancelButtonClicked: print("cancel")
///         default: break
///         }
///     }
/// }
/// ```
///
/// `textDidChange` is never sent while text is marked (an input method is still composing it): the committed
/// text is sent when the composition ends, as a bound value gets it. The value-returning delegate methods
/// (`searchBarShouldBeginEditing(_:)`, `searchBar(_:shouldChangeTextIn:replacementText:)`, …) are not actions:
/// the app's own delegate answers them.
public enum SearchBarAction: Sendable, Equatable {
    /// The text changed, and none of it is marked: `searchBar(_:textDidChange:)`.
    case textDidChange(String)
    /// The search button (Return on the keyboard) was tapped: `searchBarSearchButtonClicked(_:)`.
    case searchButtonClicked
    /// The cancel button was tapped: `searchBarCancelButtonClicked(_:)`.
    case cancelButtonClicked
    /// Editing began: `searchBarTextDidBeginEditing(_:)`.
    case didBeginEditing
    /// Editing ended: `searchBarTextDidEndEditing(_:)`.
    case didEndEditing
    /// Another scope button was selected: `searchBar(_:selectedScopeButtonIndexDidChange:)`.
    case selectedScopeDidChange(Int)
}
