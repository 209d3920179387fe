import Foundation
@_spi(Backend) import ObserverKit

/// A headless page control, a row of dots with one current page, whose changes are observed with closures;
/// a tap left or right of the current dot moves one page.
///
/// ```swift
/// import Foundation
///
/// let pages = ObservablePageControl(numberOfPages: 3)
/// pages.addObserver(for: .valueChanged) { page in print("page \(page)") }
/// pages.tap(at: CGPoint(x: pages.currentDotCenter.x + 10, y: 18))  // prints "page 1"
/// pages.currentPage = 9                                            // programmatic: pinned to 2, prints nothing
/// ```
///
/// As `UIPageControl` (developer.apple.com/documentation/uikit/uipagecontrol): a touch lifted inside, left of
/// the current page's dot, moves one page back, right of it one page forward, never further, and sends
/// valueChanged *before* touchUpInside (a control changes its value as tracking ends, before the touch-up
/// events, as the switch does); at either end a tap changes nothing and sends no valueChanged. Setting
/// ``currentPage`` sends nothing and pins it to `0..<numberOfPages`, as Apple documents for `currentPage`;
/// fewer pages pin it again. Every event carries the current page. The rule is the core's
/// `PageControlBehavior`, which the GTK page control runs too.
public final class ObservablePageControl: Control<Int> {
    /// The number of pages (0 by default, as `UIPageControl`); a negative count is 0.
    public var numberOfPages: Int {
        didSet {
            numberOfPages = PageControlBehavior.clampedNumberOfPages(numberOfPages)
            currentPage = PageControlBehavior.clampedPage(currentPage, numberOfPages: numberOfPages)
        }
    }

    /// The current page, pinned to `0..<numberOfPages`; setting it sends no event.
    public var currentPage: Int {
        didSet { currentPage = PageControlBehavior.clampedPage(currentPage, numberOfPages: numberOfPages) }
    }

    /// Creates a page control with `numberOfPages` pages, on the first, with `bounds` (200 × 36 points by
    /// default).
    public init(numberOfPages: Int = 0, bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 36)) {
        self.numberOfPages = PageControlBehavior.clampedNumberOfPages(numberOfPages)
        currentPage = 0
        super.init(bounds: bounds)
    }

    /// The centre of the current page's dot: taps left of it go back, right of it forward.
    public var currentDotCenter: CGPoint {
        CGPoint(
            x: bounds.minX
                + PageControlBehavior.dotCenterX(
                    page: currentPage, numberOfPages: numberOfPages, width: Double(bounds.width)),
            y: bounds.midY)
    }

    /// Every event carries the current page.
    override public func observation(for event: ControlEvent) -> Int {
        currentPage
    }

    /// A tap left or right of the current dot moves one page and sends valueChanged.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        guard
            let page = PageControlBehavior.page(
                after: phase, atX: Double(location.x), currentDotX: Double(currentDotCenter.x),
                currentPage: currentPage, numberOfPages: numberOfPages)
        else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

extension ObservablePageControl: BindableControl {
    /// The current page; setting it is programmatic (no event).
    public var boundValue: Int {
        get { currentPage }
        set { currentPage = newValue }
    }
}
