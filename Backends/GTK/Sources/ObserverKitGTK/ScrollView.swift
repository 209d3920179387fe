import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkScrolledWindow` whose scrolling is observed as `UIScrollView`'s delegate calls (``observed``), with an
/// optional refresh control above it: overshooting the top edge (pulling down past the start) is a pull to
/// refresh.
///
/// ```swift
/// let scrollView = ScrollView(content: Label("A long text"))
/// scrollView.observed.addObserver { action in
///     if case .didScroll(let offset) = action { print("at \(offset.y)") }
/// }
/// ```
///
/// How GTK's scrolling maps to `ScrollViewAction` (GtkScrolledWindow and GtkAdjustment,
/// https://docs.gtk.org/gtk4/class.ScrolledWindow.html):
/// - `.didScroll(contentOffset:)`: either adjustment's `value-changed`, whatever moved it (the wheel, a
///   scrollbar, the keyboard, a touch, or code setting ``contentOffset``: UIKit reports code's changes too),
///   once for each change of the offset and never when it does not change. Code's setting is reported once,
///   with the offset of both axes GTK clamped it to, before the setter returns (from a handler too: depth
///   first, as UIKit calls `scrollViewDidScroll(_:)` from within the setter).
/// - `.willBeginDragging` and `.didEndDragging(willDecelerate: false)`: the content moving while a pointer
///   button or a touch is held in the scroll view (dragging a scrollbar, or a touch drag), then its release.
///   GTK decelerates only touch drags, inside the widget, without telling: what follows is reported as
///   `.didScroll`, and `willDecelerate` is always `false`.
/// - `.didScrollToTop`: the user's scrolling (the wheel, a drag, the keyboard's Home or Page Up) bringing the
///   content to the top: the vertical adjustment's value reaching its lower bound from further down, the edge
///   GtkScrolledWindow's `edge-reached` names, read from the adjustment itself, so it comes once, after that
///   move's `.didScroll` (UIKit reports a tap on the status bar, which GTK has no equivalent of), when the
///   content is still at the top once that `.didScroll`'s handlers have run (a handler may move it away);
///   setting ``contentOffset`` from code does not report it (nor does a handler setting it again meanwhile).
/// - `.didEndDecelerating` and `.didZoom(scale:)`: never (GTK reports neither).
///
/// A pull to refresh is GtkScrolledWindow's `edge-overshot` at the top, which GTK reports when the content is
/// pulled past the start as far as GTK lets it overshoot, 100 points. The mouse wheel moves the content by GTK's
/// wheel step a notch, the view's height to the power 2/3 (24 points in a 120-point view), and turned up at the
/// top overshoots by as much; notches less than 50 ms apart add up, and 50 ms after the last one the content
/// springs back. So a refresh begins on ⌈100 / step⌉ quick notches up past the top: 5 in a 120-point view, 3 in
/// one at least 193 points tall; fewer only bounce, and notches that scroll up to the top count from there. GTK
/// may keep a few points of overshoot after a spring-back, which count toward the next pull. Content that fits
/// its view does not scroll, so the wheel cannot pull it (``pullToRefresh()`` still can).
///
/// The adjustments heard are the scrolled window's current ones, each referenced while heard: when the app gives
/// it another (`gtk_scrolled_window_set_vadjustment`, say another scroll view's adjustment, so that the two
/// scroll together), the old one is let go and the new one's moves are reported from then on, as this scroll
/// view's (the switch itself reports nothing).
///
/// A scroll view made here holds a box (the refresh control, then the scrolled window); one adopted from a
/// `.ui` file (``init(adopting:)``) is the scrolled window itself, and shows a refresh control before it when its
/// parent is a `GtkBox` (elsewhere a pull still reports to the refresh control, which is not shown).
@MainActor
public final class ScrollView {
    /// The widget shown: a box holding the refresh control and the scrolled window (the scrolled window itself
    /// when adopted).
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkScrolledWindow`.
    public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
    /// The scroll view's observers: what `UIScrollViewDelegate`'s informational calls report.
    public let observed = DelegateObserver<ScrollViewAction>()
    private let isAdopted: Bool
    /// The content's wrapper, kept as long as the scroll view, as a ``Box`` keeps its children's.
    private var contentWrapper: (any Widget)?
    private var handlers: [(UnsafeMutableRawPointer, UInt)] = []
    /// The adjustment heard on each axis (referenced while heard) and its `value-changed` handler.
    private var heard: [Axis: (adjustment: UnsafeMutablePointer<GtkAdjustment>, handler: UInt)] = [:]
    /// The capture-phase controller that sees presses and releases (the widget holds it; removed at deinit).
    private var input: OpaquePointer?
    private var isPointerDown = false
    /// The offset last reported (or taken from a new adjustment): a move is one when the offset differs, and it
    /// tells when the user's scrolling reaches the top.
    private var lastOffset = CGPoint.zero
    /// Whether ``contentOffset`` is being set from code (which reports no scroll to the top).
    private var isSettingFromCode = false
    /// Whether the pointer or a touchpad is dragging the content: from willBeginDragging to didEndDragging, as a
    /// headless scroll view's.
    public private(set) var isDragging = false

    /// Whether a pointer button or a touch is held in the scroll view (its scrollbars included), whether or not
    /// the content has moved yet: UIKit's and the headless scroll view's `isTracking`, which holds from the
    /// touch before ``isDragging`` begins.
    public var isTracking: Bool { isPointerDown }

    /// The refresh control, shown above the content while refreshing.
    public var refreshControl: ObservableRefreshControl? {
        didSet {
            if let oldValue, let parent = gtk_widget_get_parent(oldValue.widget) {
                gtk_box_remove(UnsafeMutablePointer(OpaquePointer(parent)), oldValue.widget)
            }
            guard let refreshControl, let box = refreshBox else { return }
            gtk_box_insert_child_after(box, refreshControl.widget, isAdopted ? previousSibling : nil)
        }
    }

    /// A scroll view over `content`, `height` points tall, which keeps `content` as long as it lives (as a ``Box``
    /// keeps its children).
    ///
    /// ```swift
    /// let scrollView = ScrollView(content: Label("Intro\nTheme\nEncore"), height: 180)
    /// ```
    public convenience init(content: any Widget, height: Int = 120) {
        self.init(content: content.widget, height: height)
        contentWrapper = content
    }

    /// A scroll view over `content`, a GTK widget (`gtk_label_new("Text")`), `height` points tall; the scroll view
    /// takes its own reference to it.
    ///
    /// `content` must be alive when it is passed: a wrapper's widget is its wrapper's (a ``Label``'s is released
    /// when the `Label` goes), so pass the wrapper itself (the initializer above keeps it), not its widget:
    /// `ScrollView(content: Label("Text").widget)` may free the label before the scroll view takes it.
    public init(content: UnsafeMutablePointer<GtkWidget>, height: Int = 120) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        g_object_ref_sink(widget)
        scrolledWindow = gtk_scrolled_window_new()
        isAdopted = false
        gtk_widget_set_size_request(scrolledWindow, -1, GTKSize.request(height))
        gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), content)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(widget)), scrolledWindow)
        wire()
    }

    /// Wraps `widget`, a `GtkScrolledWindow` something else created (a `.ui` file), taking a reference to it;
    /// throws ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget.
    ///
    /// ```swift
    /// let scrollView = try builder.scrollView(id: "scroller")
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        self.widget = try GObjectType.checked(widget, is: gtk_scrolled_window_get_type(), for: "ScrollView")
        scrolledWindow = widget
        isAdopted = true
        g_object_ref_sink(widget)
        wire()
    }

    isolated deinit {
        // An adopted window may outlive this object: it keeps no handler or controller of ours.
        for (instance, handler) in handlers { g_signal_handler_disconnect(instance, gulong(handler)) }
        for (adjustment, handler) in heard.values {
            g_signal_handler_disconnect(adjustment, gulong(handler))
            g_object_unref(adjustment)
        }
        if let input { gtk_widget_remove_controller(scrolledWindow, input) }
        g_object_unref(widget)
    }

    /// The box a refresh control goes in: the scroll view's own, or an adopted window's parent box.
    private var refreshBox: UnsafeMutablePointer<GtkBox>? {
        GObjectType.box(isAdopted ? gtk_widget_get_parent(scrolledWindow) : widget)
    }

    /// The widget before an adopted scrolled window in its box, after which a refresh control goes.
    private var previousSibling: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_prev_sibling(scrolledWindow) }

    private var scrolled: OpaquePointer { OpaquePointer(scrolledWindow) }

    /// The point of the content at the view's origin: the adjustments' values. Setting it scrolls there, clamped
    /// by GTK to the content, and reports one `.didScroll` with the offset it comes to, as UIKit does (none when
    /// the offset does not change); a point with a NaN coordinate is ignored whole (nothing moves, nothing is
    /// reported), as on every backend.
    public var contentOffset: CGPoint {
        get {
            CGPoint(
                x: gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(scrolled)),
                y: gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled)))
        }
        set {
            // Saved and put back, not cleared: a handler may set the offset while code's setting is reported.
            let wasSettingFromCode = isSettingFromCode
            isSettingFromCode = true
            defer { isSettingFromCode = wasSettingFromCode }
            guard !newValue.x.isNaN, !newValue.y.isNaN else { return }
            // Both axes move unheard (the first would report an offset never asked for), then the move is
            // reported once. GTK emits `value-changed` later for a move made while it is emitting it (a
            // handler's): that one finds the offset reported already.
            for (adjustment, handler) in heard.values { g_signal_handler_block(adjustment, gulong(handler)) }
            gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(scrolled), newValue.x)
            gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolled), newValue.y)
            for (adjustment, handler) in heard.values { g_signal_handler_unblock(adjustment, gulong(handler)) }
            adjustmentMoved()
        }
    }

    /// The size of the scrollable area: the adjustments' extents (UIKit's `contentSize`, which GTK's content sets
    /// here rather than code). Unlike UIKit's, it is never smaller than the view: GTK makes the area at least
    /// the view's size, so a list shorter than its view answers the view's height. A list or grid view's is
    /// GTK's estimate from the rows it has laid out. The content offset stays within
    /// `0…contentSize − the view's size` on each axis.
    public var contentSize: CGSize {
        let horizontal = gtk_scrolled_window_get_hadjustment(scrolled)
        let vertical = gtk_scrolled_window_get_vadjustment(scrolled)
        return CGSize(
            width: gtk_adjustment_get_upper(horizontal) - gtk_adjustment_get_lower(horizontal),
            height: gtk_adjustment_get_upper(vertical) - gtk_adjustment_get_lower(vertical))
    }

    /// An axis of scrolling, and its adjustment.
    private enum Axis {
        case horizontal
        case vertical
    }

    /// The scrolled window's adjustment on `axis` now.
    private func adjustment(_ axis: Axis) -> UnsafeMutablePointer<GtkAdjustment>? {
        switch axis {
        case .horizontal: gtk_scrolled_window_get_hadjustment(scrolled)
        case .vertical: gtk_scrolled_window_get_vadjustment(scrolled)
        }
    }

    /// Hears the scrolled window's adjustment on `axis`, when it is not the one heard already: the old one's
    /// handler is disconnected and its reference released, the new one referenced and connected.
    private func follow(_ axis: Axis) {
        let current = adjustment(axis)
        guard current != heard[axis]?.adjustment else { return }
        if let (old, handler) = heard.removeValue(forKey: axis) {
            g_signal_handler_disconnect(old, gulong(handler))
            g_object_unref(old)
        }
        guard let current else { return }
        g_object_ref(current)
        let handler = Signal.connect(UnsafeMutableRawPointer(current), "value-changed") { [weak self] in
            self?.adjustmentMoved()
        }
        heard[axis] = (current, handler)
        lastOffset = contentOffset
    }

    /// The one wiring routine, for scroll views made here and adopted ones alike.
    private func wire() {
        follow(.horizontal)
        follow(.vertical)
        let window = UnsafeMutableRawPointer(scrolledWindow)
        for (property, axis) in [("hadjustment", Axis.horizontal), ("vadjustment", .vertical)] {
            handlers.append((window, Signal.connectNotify(window, property) { [weak self] in self?.follow(axis) }))
        }
        let overshot = Signal.connectInt(window, "edge-overshot") { [weak self] position in
            guard position == Int32(GTK_POS_TOP.rawValue) else { return }
            self?.pullToRefresh()
        }
        handlers.append((window, overshot))
        input = Signal.captureEvents(of: scrolledWindow) { [weak self] event in
            self?.pointer(event)
            return false
        }
    }

    /// A press or release of a pointer button or a touch, anywhere in the scroll view (its scrollbars included).
    private func pointer(_ event: OpaquePointer) {
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
            isPointerDown = true
        case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            isPointerDown = false
            guard isDragging else { return }
            isDragging = false
            observed.send(.didEndDragging(willDecelerate: false))
        default:
            break
        }
    }

    /// An adjustment moved, or code set the offset: a move when the offset differs from the one last reported. A
    /// drag begins when the content first moves under a held pointer. The content reached the top when this move
    /// brought it there from further down and it is still there once the handlers of `.didScroll` have run; the
    /// offset kept for the next move is the one current then.
    private func adjustmentMoved() {
        let offset = contentOffset
        guard offset != lastOffset else { return }  // reported already, or no move
        if isPointerDown, !isDragging {
            isDragging = true
            observed.send(.willBeginDragging)
        }
        let previous = lastOffset.y
        lastOffset = offset  // what a move a handler makes starts from
        observed.send(.didScroll(contentOffset: offset))
        let now = contentOffset
        lastOffset = now
        let top = gtk_adjustment_get_lower(gtk_scrolled_window_get_vadjustment(scrolled))
        guard !isSettingFromCode, offset.y <= top, now.y <= top, previous > top else { return }
        observed.send(.didScrollToTop)
    }

    /// Pulls to refresh, as the user overshooting the top does: the refresh control, if there is one, enabled
    /// and not already refreshing, starts refreshing and sends valueChanged. Returns whether a refresh started.
    @discardableResult
    public func pullToRefresh() -> Bool {
        refreshControl?.userDidPull() ?? false
    }
}

/// A type with a scroll view that refreshes when pulled, with no `@objc` and no retain cycle: adopt it, call
/// `addRefreshControl()` once, and implement `refreshTriggered()`.
@MainActor
public protocol ScrollRefreshable: ScrollRefreshing where RefreshControl == ObservableRefreshControl {
    /// The scroll view the refresh control is installed on.
    var scrollView: ScrollView { get }
}

extension ScrollRefreshable {
    /// Installs a new ``ObservableRefreshControl`` on ``scrollView``, replacing any earlier one; the core's
    /// `addRefreshControl()` (the same on every backend) connects it to `refreshTriggered()`.
    public func installRefreshControl() -> ObservableRefreshControl {
        let refreshControl = ObservableRefreshControl()
        scrollView.refreshControl = refreshControl
        return refreshControl
    }
}
