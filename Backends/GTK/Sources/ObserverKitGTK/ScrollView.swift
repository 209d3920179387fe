import CGtk4
import ObserverKit

/// A `GtkScrolledWindow` with an optional refresh control above it: overshooting the top edge (pulling down
/// past the start) is a pull to refresh.
@MainActor
public final class ScrollView {
    /// The box holding the refresh control and the scrolled window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>

    /// The refresh control, shown above the content while refreshing.
    public var refreshControl: ObservableRefreshControl? {
        didSet {
            if let oldValue { gtk_box_remove(box, oldValue.widget) }
            if let refreshControl { gtk_box_prepend(box, refreshControl.widget) }
        }
    }

    /// A scroll view over `content`, `height` points tall.
    public init(content: UnsafeMutablePointer<GtkWidget>, height: Int32 = 120) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        g_object_ref_sink(widget)
        scrolled = gtk_scrolled_window_new()
        gtk_widget_set_size_request(scrolled, -1, height)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), content)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(widget)), scrolled)
        Signal.connectInt(UnsafeMutableRawPointer(scrolled), "edge-overshot") { [weak self] position in
            guard position == Int32(GTK_POS_TOP.rawValue) else { return }
            self?.pullToRefresh()
        }
    }

    isolated deinit {
        g_object_unref(widget)
    }

    private var box: UnsafeMutablePointer<GtkBox> { UnsafeMutablePointer(OpaquePointer(widget)) }

    /// Pulls to refresh, as the user overshooting the top does.
    public func pullToRefresh() {
        refreshControl?.userDidPull()
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
