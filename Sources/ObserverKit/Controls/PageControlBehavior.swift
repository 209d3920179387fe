/// The pure behaviour of a page control, shared by the headless and GTK page controls: where its dots sit, the
/// range its current page keeps to, and what a tap does.
///
/// ```swift
/// PageControlBehavior.clampedPage(7, numberOfPages: 3)  // 2
/// PageControlBehavior.page(after: .ended(inside: true), atX: 10, currentDotX: 40, currentPage: 1, numberOfPages: 3)  // 0
/// ```
///
/// As `UIPageControl`: a tap to the left of the current page's dot moves one page back, to its right one page
/// forward, never more than one page (developer.apple.com/documentation/uikit/uipagecontrol, "Overview"), and
/// the page then sends valueChanged; a page outside `0..<numberOfPages` is pinned to the nearest end
/// (developer.apple.com/documentation/uikit/uipagecontrol/currentpage).
@_spi(Backend) public enum PageControlBehavior {
    /// The distance between two dots' centres, in points.
    public static let dotSpacing = 16.0

    /// A page count of at least 0: a negative count is 0.
    public static func clampedNumberOfPages(_ count: Int) -> Int {
        max(0, count)
    }

    /// `page` pinned to `0...numberOfPages - 1`, or 0 when there are no pages.
    public static func clampedPage(_ page: Int, numberOfPages: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }

    /// The centre, across a control `width` wide, of `page`'s dot, the row of dots centred in the control.
    public static func dotCenterX(page: Int, numberOfPages: Int, width: Double) -> Double {
        width / 2 + (Double(page) - Double(numberOfPages - 1) / 2) * dotSpacing
    }

    /// The current page after a touch step of `phase` at `x`, or `nil` when the step changes nothing: a touch
    /// lifted inside, left of the current dot's centre (`currentDotX`), moves one page back; right of it, one
    /// page forward; at either end, or on the centre itself, nothing.
    public static func page(
        after phase: TouchPhase, atX x: Double, currentDotX: Double, currentPage: Int, numberOfPages: Int
    ) -> Int? {
        guard phase == .ended(inside: true), x != currentDotX else { return nil }
        let next = clampedPage(currentPage + (x < currentDotX ? -1 : 1), numberOfPages: numberOfPages)
        return next == currentPage ? nil : next
    }
}
