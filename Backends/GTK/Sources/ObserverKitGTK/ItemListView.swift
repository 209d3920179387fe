import CGtk4
import Foundation
import ObserverKit

/// What ``TableView`` and ``CollectionView`` share, as the headless backend's `ItemListView` is theirs: a GTK
/// list or grid of text in a ``ScrollView``, observed as UIKit's table and collection view delegates. You use
/// the two subclasses, whose names are UIKit's (`selectRow(at:)`, `indexPathsForVisibleItems`, …).
///
/// ```swift
/// let lists: [ItemListView] = [TableView(rows: ["Intro", "Theme"]), CollectionView(items: ["Blue"])]
/// for list in lists {
///     list.allowsMultipleSelection = true
///     list.observed.addObserver { action in print(action) }
/// }
/// ```
///
/// GTK's list and grid views have one section: ``numberOfSections`` is 1 and every index path is in section 0.
/// A UIKit table is itself a scroll view, as the headless `ItemListView` is; here the scroll view is
/// ``scrollView`` (`table.scrollView.contentOffset`).
@MainActor
public class ItemListView {
    /// The view's observers: what the informational calls of `UITableViewDelegate` (for a ``TableView``) or
    /// `UICollectionViewDelegate` (for a ``CollectionView``) report, and its scroll view's actions as `.scroll`.
    public let observed: DelegateObserver<ItemListAction>
    /// The GTK list or grid, its rows and its selection model.
    let engine: ItemListEngine

    /// A view over `engine`, which it owns.
    init(engine: ItemListEngine) {
        self.engine = engine
        observed = engine.makeObserver()
    }

    /// The scroll view around the list or grid.
    public var scrollView: ScrollView { engine.scrollView }

    /// The number of sections: 1 (GTK's lists and grids have no sections).
    public var numberOfSections: Int { 1 }

    /// Shows every item again, as UIKit's `reloadData()` and the headless `ItemListView`'s: each item shown leaves the
    /// display (didEndDisplaying) and is shown again (willDisplay, as GTK binds it anew), and the selection is cleared
    /// without reports (a `GtkSingleSelection` that autoselects, GTK's default in an adopted `.ui`, selects a row again
    /// at once, read without reports: see ``TableView``). GTK shows a change of the items by itself; this is for code
    /// that relies on UIKit's reload reports. Called from a handler while items are being reported shown or hidden, it
    /// waits until that report's change has applied (see ``TableView``).
    public func reloadData() { engine.reloadData() }

    /// Whether the user's clicks and keys select (true by default). While it is false, GTK's selection of a
    /// clicked item is undone at once and reported nothing, as a UIKit table with `allowsSelection` off selects
    /// nothing on a tap; so is any change another library makes to an adopted view's selection model. A table's
    /// selection from code (`selectRow(at:)`, `selectRow(at:animated:scrollPosition:)`) still works; a grid's
    /// (`selectItem(at:)`, `deselectItem(at:)` and their UIKit spellings with `animated:`) does nothing, and scrolls
    /// nothing, as UIKit documents for `UICollectionView`.
    public var allowsSelection: Bool {
        get { engine.allowsSelection }
        set { engine.allowsSelection = newValue }
    }

    /// Whether several items can be selected at once (false by default; `GtkMultiSelection`). Turning it off
    /// keeps only the first selected item; neither change reports anything, as on the headless backend.
    ///
    /// While it is on, a click on an item whose binds ObserverKit hears (the items of its own factory, or of a
    /// `GtkSignalListItemFactory` of the app's, adopted or set on the view) toggles it, as a tap does in UIKit and
    /// on the headless backend: an item not selected joins the selection (didSelect; the others stay selected), a
    /// selected one leaves it (didDeselect). GTK's own plain click selects the item alone; within the same
    /// release, ObserverKit puts back the selection from before with that item toggled, and reports only the
    /// toggle. The app's own handlers of the selection model hear GTK's change, then the toggle, which is the
    /// last they hear. A click that a widget inside an item takes (a button) is that widget's: it selects
    /// nothing, as in GTK. GTK decides what is a click: a press on an item released off it, even on another item,
    /// is a click of the item pressed (GTK 4.8 selects it), so it toggles that item, where a UIKit finger that
    /// moved taps nothing; and rows changed from code between the press and the release leave the click with the
    /// item pressed. The items of any other factory (a `GtkBuilderListItemFactory`, as a `.ui` file
    /// declares), whose binds ObserverKit cannot hear, keep GTK's own rule: a click selects the item alone,
    /// reported as GTK's model changes (didDeselect for the others, then didSelect). Either way, the selected
    /// items read here are always the selection model's.
    /// Ctrl+click toggles as GTK does (the same result), and Shift+click selects GTK's range from the last
    /// selected item. The keyboard (Up and Down, Space) selects as GTK's key bindings do, where UIKit has no
    /// equivalent, and so does a view set to GTK's `single-click-activate` (an adopted one), whose clicks
    /// activate and whose hover selects.
    public var allowsMultipleSelection: Bool {
        get { engine.allowsMultipleSelection }
        set { engine.allowsMultipleSelection = newValue }
    }
}

extension ItemListView: Widget {
    /// The scroll view's widget, which holds the list or grid.
    public var widget: UnsafeMutablePointer<GtkWidget> { scrollView.widget }
}
