#if os(Linux)
    import Foundation

    /// The part of UIKit's `UIRefreshControl` that the UIKit backend uses (see ``UIResponder``).
    @MainActor
    open class UIRefreshControl: UIControl {
        /// Whether a refresh is in progress.
        open private(set) var isRefreshing = false

        /// Creates a refresh control.
        public init() {
            super.init(frame: .zero)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Tells the control that a refresh started programmatically (it sends no event).
        open func beginRefreshing() {
            isRefreshing = true
        }

        /// Tells the control that a refresh finished.
        open func endRefreshing() {
            isRefreshing = false
        }
    }
#endif
