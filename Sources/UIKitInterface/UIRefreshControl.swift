#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uirefreshcontrol: iOS 6.0+, Mac Catalyst 13.1+, not tvOS
    // (UIRefreshControl.h: `API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos)`).
    /// The part of UIKit's `UIRefreshControl` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 6.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class UIRefreshControl: UIControl {
        // https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing.
        /// Whether a refresh is in progress.
        open private(set) var isRefreshing = false

        // https://developer.apple.com/documentation/uikit/uirefreshcontrol/init().
        /// Creates a refresh control.
        public init() {
            super.init(frame: .zero)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        // https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing(): starts the animation; sends no event.
        /// Tells the control that a refresh started programmatically (it sends no event).
        open func beginRefreshing() {
            isRefreshing = true
        }

        // https://developer.apple.com/documentation/uikit/uirefreshcontrol: "When the user drags the top of the
        // scrollable content area downward, the scroll view reveals the refresh control, begins animating its
        // progress indicator, and notifies your app"; UITableViewController.refreshControl: "When the user initiates
        // a refresh operation, the control generates a valueChanged event."
        /// Plays the user pulling the scroll view's content down past the control (a test's stand-in for a
        /// finger): the control starts refreshing and sends valueChanged. Nothing while it is refreshing already
        /// (it is shown, and a pull starts no second refresh) or disabled (`isEnabled`: a disabled control ignores
        /// the user).
        public func simulatePull() {
            guard isEnabled, !isRefreshing else { return }
            isRefreshing = true
            sendActions(for: .valueChanged)
        }

        // https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing().
        /// Tells the control that a refresh finished.
        open func endRefreshing() {
            isRefreshing = false
        }
    }
#endif
