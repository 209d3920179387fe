import CGtk4
import ObserverKit

/// The refresh control of a ``ScrollView`` (GTK has none: it is a spinner shown while refreshing).
///
/// Pulling the scroll view down past its top edge sends valueChanged, as `UIRefreshControl` does: as far as GTK
/// lets it overshoot (by the wheel, enough quick notches up at the top; see ``ScrollView``).
public final class ObservableRefreshControl: Control<Void> {
    /// The refresh control's observations carry no payload.
    public typealias Observation = Void

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false

    /// A refresh control, not refreshing; its events carry `()`.
    public init() {
        super.init(widget: gtk_spinner_new(), observation: ())
        gtk_widget_set_visible(widget, 0)
    }

    /// Starts showing a refresh (sends nothing).
    public func beginRefreshing() {
        isRefreshing = true
        gtk_widget_set_visible(widget, 1)
        gtk_spinner_start(OpaquePointer(widget))
    }

    /// Ends the refresh.
    public func endRefreshing() {
        isRefreshing = false
        gtk_spinner_stop(OpaquePointer(widget))
        gtk_widget_set_visible(widget, 0)
    }

    /// The user pulled: starts a refresh and sends valueChanged, from `.touch` (the pointer or a touchpad pulls
    /// past the top). Returns whether a refresh started: not while disabled or already refreshing.
    @discardableResult
    func userDidPull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        beginRefreshing()
        withEventOrigin(.touch) { sendActions(for: .valueChanged) }
        return true
    }
}
