#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    @_spi(Backend) import ObserverKit

    /// A `UIPageControl` whose events carry `currentPage`, bindable to an `ObservableValue<Int>`.
    ///
    /// ```swift
    /// let pages = ObservablePageControl()
    /// pages.numberOfPages = 3
    /// pages.addObserver(for: .valueChanged) { page in print("page \(page)") }
    /// let currentPage = ObservableValue(0)
    /// pages.bind(currentPage)
    /// ```
    ///
    /// UIKit moves the page one step when the user taps left or right of the current dot and sends valueChanged
    /// (developer.apple.com/documentation/uikit/uipagecontrol); a page outside `0..<numberOfPages` is pinned to
    /// the nearer end, as Apple documents for `currentPage`, which this class also guarantees itself through the
    /// core's `PageControlBehavior`.
    open class ObservablePageControl: UIPageControl, ObservableControl {
        /// The control's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the control's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The current page, pinned to `0..<numberOfPages`. Setting it sends no event.
        override open var currentPage: Int {
            get { super.currentPage }
            set { super.currentPage = PageControlBehavior.clampedPage(newValue, numberOfPages: numberOfPages) }
        }

        /// Every event carries the current page.
        public func observation(for event: ControlEvent) -> Int {
            currentPage
        }
    }

    extension ObservablePageControl: BindableControl {
        /// The current page; setting it is programmatic (no event).
        public var boundValue: Int {
            get { currentPage }
            set { currentPage = newValue }
        }

        /// A page control's user edits arrive as valueChanged.
        public static var boundValueEvents: ControlEvent { .valueChanged }
    }
#endif
