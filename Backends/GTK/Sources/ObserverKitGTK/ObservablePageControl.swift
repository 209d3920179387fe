import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A page control composed from GTK widgets (GTK has none): a row of dots, the current page's dot highlighted.
/// Its events carry ``currentPage``; it is bindable to an `ObservableValue<Int>`.
///
/// ```swift
/// let window = Window(title: "Pages", width: 320, height: 80)
/// let pages = ObservablePageControl(numberOfPages: 3)
/// window.add(pages)
/// pages.addObserver(for: .valueChanged) { page in print("page \(page)") }
/// let currentPage = ObservableValue(0)
/// pages.bind(currentPage)
/// ```
///
/// As `UIPageControl` and the headless page control, through the core's `PageControlBehavior`: a click left
/// of the current dot moves one page back, right of it one page forward, never further, and sends
/// valueChanged before touchUpInside; at either end nothing changes. In a right-to-left layout GTK puts the first
/// dot on the right, and a click toward the last dot's side goes forward. Setting ``currentPage`` sends nothing and
/// pins it to `0..<numberOfPages` (developer.apple.com/documentation/uikit/uipagecontrol/currentpage).
public final class ObservablePageControl: Control<Int> {
    private var dots: [UnsafeMutablePointer<GtkWidget>] = []
    private var page = 0

    /// A page control with `numberOfPages` pages, on the first.
    public init(numberOfPages: Int = 0) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        super.init(widget: box)
        self.numberOfPages = numberOfPages
    }

    /// The number of pages, one dot each; a negative count is 0. Fewer pages pin ``currentPage`` again.
    public var numberOfPages: Int {
        get { dots.count }
        set {
            let count = PageControlBehavior.clampedNumberOfPages(newValue)
            let box = UnsafeMutablePointer<GtkBox>(OpaquePointer(widget))
            while dots.count > count { gtk_box_remove(box, dots.removeLast()) }
            while dots.count < count {
                let dot = gtk_label_new("●")!
                // One dot every PageControlBehavior.dotSpacing points, as on the headless control.
                gtk_widget_set_size_request(dot, Int32(PageControlBehavior.dotSpacing), -1)
                gtk_box_append(box, dot)
                dots.append(dot)
            }
            currentPage = page
        }
    }

    /// The current page, pinned to `0..<numberOfPages`; setting it sends no event.
    public var currentPage: Int {
        get { page }
        set {
            page = PageControlBehavior.clampedPage(newValue, numberOfPages: dots.count)
            for (index, dot) in dots.enumerated() {
                gtk_widget_set_opacity(dot, index == page ? 1 : 0.35)
            }
        }
    }

    /// The centre of the current page's dot, in the control's coordinates (the control's centre while it shows
    /// no dot): clicks left of it go back, right of it forward.
    public var currentDotCenter: CGPoint {
        guard dots.indices.contains(page) else { return center }
        var x = 0.0
        var y = 0.0
        let dot = dots[page]
        _ = gtk_widget_translate_coordinates(
            dot, widget, Double(gtk_widget_get_width(dot)) / 2, Double(gtk_widget_get_height(dot)) / 2, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Every event carries the current page.
    override public func observation(for event: ControlEvent) -> Int {
        currentPage
    }

    /// A click left or right of the current dot moves one page and sends valueChanged.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        // Right to left, the first dot is on the right: a click past the current dot toward the last one goes
        // forward, on whichever side GTK draws it.
        let rightToLeft = isRightToLeft
        guard
            let next = PageControlBehavior.page(
                after: phase, atX: leftToRight(location, mirrored: rightToLeft).x,
                currentDotX: leftToRight(currentDotCenter, mirrored: rightToLeft).x, currentPage: page,
                numberOfPages: dots.count)
        else { return }
        currentPage = next
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
