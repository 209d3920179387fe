import CGtk4
import ObserverKit

/// The keyboard focus of a text control (a text field, a search bar's field, a text view) as its editing follows
/// it: editing begins when the focus enters the widget and ends when the focus leaves it, as UIKit's first
/// responder; a window that stops being active is not the focus leaving.
///
/// GTK reports its window's deactivation (another app's window focused, or another window of the app) as the
/// focus leaving the widget, and its reactivation as the focus entering it again, while the window's focus stays
/// on the widget, so that ``Responder/isFirstResponder`` stays `true` throughout. UIKit's first responder keeps
/// editing across an app or key-window change, and so does the control here: a leave while the window is not
/// active and its focus is still on the widget (or inside it) ends nothing, and the enter that follows when the
/// window is active again begins nothing. Meanwhile the window is watched, so that what ends editing still ends it,
/// once, while the window is inactive: the window's focus moving off the widget (`resignFirstResponder()`, another
/// widget's `becomeFirstResponder()` or `gtk_widget_grab_focus`, the control disabled, or removed from the window)
/// and the window closed (destroyed: it takes the focus off the widget, which GTK leaves on it).
///
/// What a control does as the focus leaves (dropping an input method's pre-edit) waits with the end of editing: a
/// composition shown when the window stops being active stays, as UIKit's marked text across an app switch, and so
/// does the binding's hold; the next key back in the window completes it, and whatever ends editing meanwhile drops
/// it (GTK's input method keeps it across the deactivation).
@MainActor
final class EditingFocus {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let entered: () -> Void
    private let left: () -> Void
    /// Whether the focus is in the widget as editing counts it: from an enter to a leave that is not a deactivation.
    private var isIn = false
    /// The inactive window that keeps the focus on the widget, while it is watched.
    private var inactiveWindow: UnsafeMutablePointer<GtkWidget>?
    /// The handlers that watch it: its focus widget, the widget's window (`root`), and the list of open windows.
    private var watchers: [(instance: UnsafeMutableRawPointer, id: UInt)] = []

    /// Follows the focus of `widget`: `entered` when it enters the widget, `left` when it leaves it (not for a
    /// window's deactivation and reactivation); `wiring` removes the focus controller when its wrapper goes.
    static func follow(
        _ widget: UnsafeMutablePointer<GtkWidget>, keptBy wiring: Wiring, entered: @escaping () -> Void,
        left: @escaping () -> Void
    ) {
        let focus = EditingFocus(widget: widget, entered: entered, left: left)
        // The controller's handlers hold the object: it lives as long as they are connected.
        Signal.connectFocus(of: widget, keptBy: wiring, enter: { focus.focusEntered() }, leave: { focus.focusLeft() })
    }

    private init(widget: UnsafeMutablePointer<GtkWidget>, entered: @escaping () -> Void, left: @escaping () -> Void) {
        self.widget = widget
        self.entered = entered
        self.left = left
    }

    isolated deinit {
        stopWatching()
    }

    /// The widget whose focus GTK is reporting as it arrives, while its `entered` (the beginning of editing) is
    /// reported: GTK sets its window's focus to it only once the report is over.
    private static var arriving: UnsafeMutablePointer<GtkWidget>?

    /// Whether `widget` is, or holds, the widget whose arriving focus is being reported.
    static func isArriving(in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let arriving else { return false }
        return arriving == widget || gtk_widget_is_ancestor(arriving, widget) != 0
    }

    /// Takes the focus away from the widget whose arriving focus is being reported, once GTK has given it (its
    /// window's `focus-widget` set, at the end of the same focus change): resigning from inside the report of the
    /// beginning of editing ends editing then, as on headless and UIKit, where setting no focus at once would
    /// change nothing (the window's focus is not on the widget yet) and GTK would then give it the focus.
    static func resignOnArrival() {
        guard let arriving, let root = gtk_widget_get_root(arriving) else { return }
        let window = UnsafeMutableRawPointer(root)
        var handler: UInt = 0
        let stop = {
            if g_signal_handler_is_connected(window, gulong(handler)) != 0 {
                g_signal_handler_disconnect(window, gulong(handler))
            }
        }
        handler = Signal.connectNotify(window, "focus-widget") {
            stop()
            guard let focus = gtk_root_get_focus(root),
                focus == arriving || gtk_widget_is_ancestor(focus, arriving) != 0
            else { return }
            gtk_root_set_focus(root, nil)
        }
        // Should GTK not notify the focus it set (it does, at the end of every change), nothing is left waiting
        // for a later one.
        _ = MainScheduler().schedule { stop() }
    }

    /// The focus entered the widget: editing begins, unless it is the window active again.
    private func focusEntered() {
        guard !isIn else {
            stopWatching()
            return
        }
        isIn = true
        let outer = Self.arriving
        Self.arriving = widget
        defer { Self.arriving = outer }
        entered()
    }

    /// The focus left the widget: editing ends, unless the window stopped being active with its focus still on
    /// the widget.
    private func focusLeft() {
        if let window = window, gtk_window_is_active(UnsafeMutablePointer(OpaquePointer(window))) == 0,
            holdsFocus(in: window), Window.isOpen(window)
        {
            watch(window)
            return
        }
        end()
    }

    /// The widget's window, when it is in one.
    private var window: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let window = UnsafeMutablePointer<GtkWidget>(root)
        return GObjectType.isInstance(UnsafeMutableRawPointer(window), of: gtk_window_get_type()) ? window : nil
    }

    /// Whether the widget is in `window` and the window's focus is on it or inside it (a window whose focused
    /// widget was removed from it still names it as its focus for a while).
    private func holdsFocus(in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_root(widget) == OpaquePointer(window),
            let focus = gtk_root_get_focus(OpaquePointer(window))
        else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Ends editing: the focus left for good.
    private func end() {
        stopWatching()
        guard isIn else { return }
        isIn = false
        left()
    }

    /// Watches `window`, inactive with its focus on the widget, until the focus enters the widget again.
    private func watch(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard inactiveWindow == nil else { return }
        inactiveWindow = window
        g_object_ref(window)
        let instance = UnsafeMutableRawPointer(window)
        let focusWatcher = Signal.connectNotify(instance, "focus-widget") { [weak self] in self?.windowChanged() }
        let part = UnsafeMutableRawPointer(widget)
        let rootWatcher = Signal.connectNotify(part, "root") { [weak self] in self?.windowChanged() }
        let toplevels = UnsafeMutableRawPointer(gtk_window_get_toplevels()!)
        let closeWatcher = Signal.connectUIntTriple(toplevels, "items-changed") { [weak self] _, removed, _ in
            if removed > 0 { self?.windowChanged() }
        }
        watchers = [(instance, focusWatcher), (part, rootWatcher), (toplevels, closeWatcher)]
    }

    /// The inactive window's focus moved, the widget left it, or a window closed: editing ends when the focus left
    /// the widget, the widget the window, or the window is closed, which then takes the focus off the widget.
    private func windowChanged() {
        guard let window = inactiveWindow else { return }
        let isOpen = Window.isOpen(window)
        guard !isOpen || !holdsFocus(in: window) else { return }
        end()
        if !isOpen, holdsFocus(in: window) { gtk_root_set_focus(OpaquePointer(window), nil) }
    }

    private func stopWatching() {
        // A window disposed meanwhile (a window made here, closed) has dropped its handlers already.
        for watcher in watchers where g_signal_handler_is_connected(watcher.instance, gulong(watcher.id)) != 0 {
            g_signal_handler_disconnect(watcher.instance, gulong(watcher.id))
        }
        watchers = []
        if let inactiveWindow { g_object_unref(inactiveWindow) }
        inactiveWindow = nil
    }
}
