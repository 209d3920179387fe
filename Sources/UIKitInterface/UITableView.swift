#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitableviewcell: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITableViewCell` that the UIKit backend's tests use: a view for one row.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITableViewCell: UIView {}

    // https://developer.apple.com/documentation/uikit/uitableview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITableView` that the UIKit backend uses: its delegate (UIKit's `delegate` is typed
    /// `UITableViewDelegate`, overriding the scroll view's; the model keeps the scroll view's property and asks
    /// it as a table view delegate), selection, and a test's stand-ins for a finger on a row.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITableView: UIScrollView {
        // https://developer.apple.com/documentation/uikit/uitableview/style
        /// The table's style.
        public enum Style: Int, Sendable {
            /// A plain table.
            case plain
            /// Sections as distinct groups.
            case grouped
            /// Grouped, with rounded, inset sections.
            case insetGrouped
        }

        /// The table's style.
        public let style: Style

        // https://developer.apple.com/documentation/uikit/uitableview/rowheight
        /// The height of a row the delegate says nothing about (44 points in the model).
        open var rowHeight: CGFloat = 44

        // https://developer.apple.com/documentation/uikit/uitableview/allowsselection: "If the value of this
        // property is true (the default), users can select rows. If you set it to false, they can't select rows."
        /// Whether a tap selects a row (true by default). Selection from code is not affected.
        open var allowsSelection = true

        // https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
        /// Whether several rows can be selected at once.
        open var allowsMultipleSelection = false

        /// The selected rows, in the order they were selected.
        private var selection = IndexPathSelection()

        // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
        /// The selected rows, or `nil` when none is.
        open var indexPathsForSelectedRows: [IndexPath]? { selection.reported }

        // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
        /// Creates a table view of `style`.
        public init(frame: CGRect, style: Style) {
            self.style = style
            super.init(frame: frame)
        }

        /// Creates a plain table view.
        override public convenience init(frame: CGRect) {
            self.init(frame: frame, style: .plain)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The delegate, asked as a table view delegate.
        private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

        /// The scroll view's, and the table view delegate's methods whose answer changes what the table does.
        override class var delegateSelectorsAskedWhenSet: [Selector] {
            super.delegateSelectorsAskedWhenSet + [
                "tableView:heightForRowAtIndexPath:", "tableView:viewForHeaderInSection:",
                "tableView:shouldHighlightRowAtIndexPath:", "tableView:willSelectRowAtIndexPath:",
                "tableView:willDeselectRowAtIndexPath:",
            ]
        }

        /// The delegate as a table view delegate, when it said it implements `selector` when it was set.
        private func tableDelegate(implementing selector: Selector) -> (any UITableViewDelegate)? {
            delegate(implementing: selector) as? any UITableViewDelegate
        }

        // https://developer.apple.com/documentation/uikit/uitableview/scrollposition
        /// Where a row selected or scrolled to from code ends in the view.
        public enum ScrollPosition: Int, Sendable {
            /// With `selectRow(at:animated:scrollPosition:)`, no scrolling.
            case none
            /// The row at the top of the view.
            case top
            /// The row in the middle of the view.
            case middle
            /// The row at the bottom of the view.
            case bottom
        }

        // https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:):
        // "doesn't cause the delegate to receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:)".
        /// Selects `indexPath` from code (`nil` deselects every row): no delegate method is called. The model lays
        /// out no rows, so `scrollPosition` scrolls nothing here.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            selection.select(indexPath, allowsMultiple: allowsMultipleSelection)
        }

        // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:): no delegate call.
        /// Deselects `indexPath` from code: no delegate method is called.
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            selection.remove(indexPath)
        }

        /// The row height UIKit lays out: the delegate's answer (tableView(_:heightForRowAt:)), or `rowHeight`.
        public func heightForRow(at indexPath: IndexPath) -> CGFloat {
            let height = tableDelegate(implementing: "tableView:heightForRowAtIndexPath:")
            return height?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        }

        /// The header UIKit shows for `section`: the delegate's view (tableView(_:viewForHeaderInSection:)).
        public func headerView(forSection section: Int) -> UIView? {
            tableDelegate(implementing: "tableView:viewForHeaderInSection:")?
                .tableView(self, viewForHeaderInSection: section)
        }

        /// Plays a tap on the row at `indexPath`, asking and telling the delegate in UIKit's order (nothing while
        /// `allowsSelection` is off: users can't select rows then): shouldHighlightRowAt (a `false` ends the tap); then, on a selected row of a multiple-selection table,
        /// willDeselectRowAt (`nil` keeps it selected), the deselection and didDeselectRowAt; otherwise
        /// willSelectRowAt (which may name another row, or `nil` for none), the previous selection of a
        /// single-selection table deselected (willDeselectRowAt, didDeselectRowAt), the selection and
        /// didSelectRowAt.
        public func simulateTap(onRowAt indexPath: IndexPath) {
            guard allowsSelection else { return }
            let highlight = tableDelegate(implementing: "tableView:shouldHighlightRowAtIndexPath:")
            guard highlight?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            if allowsMultipleSelection, selection.contains(indexPath) {
                return deselectByUser(indexPath)
            }
            let willSelect = tableDelegate(implementing: "tableView:willSelectRowAtIndexPath:")
            guard let target = willSelect.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath
            else { return }
            if !allowsMultipleSelection {
                for previous in selection.indexPaths where previous != target { deselectByUser(previous) }
            }
            selection.insert(target)
            tableDelegate?.tableView(self, didSelectRowAt: target)
        }

        private func deselectByUser(_ indexPath: IndexPath) {
            let willDeselect = tableDelegate(implementing: "tableView:willDeselectRowAtIndexPath:")
            guard let target = willDeselect.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath
            else { return }
            selection.remove(target)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
        }

        /// Plays the row at `indexPath` scrolling into view: tableView(_:willDisplay:forRowAt:) with a cell.
        public func simulateDisplay(rowAt indexPath: IndexPath) {
            tableDelegate?.tableView(self, willDisplay: UITableViewCell(), forRowAt: indexPath)
        }

        /// Plays the row at `indexPath` scrolling out of view: tableView(_:didEndDisplaying:forRowAt:).
        public func simulateEndDisplaying(rowAt indexPath: IndexPath) {
            tableDelegate?.tableView(self, didEndDisplaying: UITableViewCell(), forRowAt: indexPath)
        }
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate: iOS 2.0+, tvOS 9.0+. Every method is
    // optional in UIKit; each default here does what UIKit does when a delegate does not implement it. The model
    // declares the methods the UIKit backend and its tests use, not all of UIKit's.
    /// The methods a table view's delegate may implement (and a scroll view's).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    public protocol UITableViewDelegate: UIScrollViewDelegate {
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
        /// A row's cell is about to be shown.
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
        /// A row's cell left the table.
        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
        /// A row's height; the table's `rowHeight` by default.
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
        /// A section's header view; none by default.
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
        /// Whether a touch highlights the row (and may select it); `true` by default.
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
        /// The row to select instead, or `nil` for none; the row itself by default.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
        /// The row to deselect instead, or `nil` for none; the row itself by default.
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
        /// The user selected a row.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
        /// The user deselected a row.
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    }

    extension UITableViewDelegate {
        /// Not implemented: UIKit does nothing.
        public func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        /// Not implemented: UIKit does nothing.
        public func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        /// Not implemented: the table's `rowHeight`.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }
        /// Not implemented: no header view.
        public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        /// Not implemented: every row highlights.
        public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
        /// Not implemented: the row itself.
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Not implemented: the row itself.
        public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Not implemented: UIKit does nothing.
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// Not implemented: UIKit does nothing.
        public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    }
#endif
