import CGtk4
import Foundation

/// Tells a key's press from its repeats, so that a key held down on a focused control activates it once, as
/// UIKit's `pressesBegan` comes once however long the key is held and the headless `keyboardActivate()` is one
/// activation per press. The X server (or GDK itself, on Wayland) repeats a held key as further presses without
/// releases between them, and GTK tells them apart from a new press nowhere: a GtkButton emits `activate` again
/// for a repeat that comes after its 250 ms pressed look, the switch's activation keys arrive as presses, and a
/// text field's `activate` (its Return: editingDidEndOnExit, a search bar's search key) comes for every repeat.
/// Typing is not an activation: a held letter types once per repeat, as everywhere.
///
/// Every window of the app (GTK's list of toplevels, windows opened later included) gets a capture-phase key
/// controller that sees each key event before any widget in it does, and takes none: a press of a key already
/// down is a repeat, and its delivery (the `activate` GTK emits for it, the switch's capture of it) activates
/// nothing (``isDeliveringRepeat``); the key's release ends it, so the same key pressed again activates, and so
/// does another key pressed while one is held. The keys are the app's, not a window's: a held key whose
/// activation moves the focus to another control, or opens another window of the app, does not activate what
/// now has the focus with its repeats. A key released while no window of the app has the focus goes to another
/// app and is not seen here, so the keys down are forgotten when the app loses the focus (no window of it is
/// `is-active` any more, once GTK has handled the focus events already queued, so that a focus moving from one
/// window of the app to another keeps them): a key pressed in the app and released in another activates again on
/// its next press, and a key still held when the focus comes back activates once, with its next repeat, which
/// is then the app's first press of it.
@MainActor
enum HeldKeys {
    /// The hardware key codes of the keys down, as the app's windows received them.
    private static var down: Set<UInt32> = []
    /// Whether the key press being delivered is a repeat of a key already down: set by the press, for the length
    /// of its delivery (GTK emits what the press causes, a button's `activate`, from inside it).
    private(set) static var isDeliveringRepeat = false
    /// Whether the windows are watched.
    private static var isStarted = false

    /// Watches the key events of every window of the app, now and later; once, whatever the number of calls.
    static func start() {
        guard !isStarted else { return }
        isStarted = true
        let toplevels = gtk_window_get_toplevels()!
        Signal.connectUIntTriple(UnsafeMutableRawPointer(toplevels), "items-changed") { _, _, added in
            if added > 0 { watchToplevels() }
        }
        watchToplevels()
    }

    /// Gives each window in GTK's list that lacks one a capture-phase key controller feeding ``note(_:isDown:)``;
    /// it stays for the window's life (it takes no key, and pointer events go by it).
    private static func watchToplevels() {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            _ = ObjectData.object(of: item, key: "observerkit-held-keys") { () -> Watched in
                Signal.captureKeys(of: item.assumingMemoryBound(to: GtkWidget.self)) { keycode, isDown in
                    note(keycode, isDown: isDown)
                }
                Signal.connectNotify(item, "is-active") {
                    if gtk_window_is_active(item.assumingMemoryBound(to: GtkWindow.self)) == 0 { windowDeactivated() }
                }
                return Watched()
            }
        }
    }

    /// Whether a check for an app without the focus waits (``windowDeactivated()``).
    private static var isFocusCheckPending = false

    /// A window of the app lost the focus: when GTK has handled the events already queued (an idle source, of
    /// lower priority than GDK's events, among them the focus-in of the app's window that takes the focus from
    /// this one), and no window of the app has the focus then, forgets the keys down, whose releases now go to
    /// another app.
    private static func windowDeactivated() {
        guard !isFocusCheckPending else { return }
        isFocusCheckPending = true
        let check: @convention(c) (gpointer?) -> gboolean = { _ in
            MainActor.assumeIsolated { HeldKeys.forgetKeysUnlessActive() }
            return 0
        }
        g_idle_add(check, nil)
    }

    /// Forgets the keys down when no window of the app has the focus.
    private static func forgetKeysUnlessActive() {
        isFocusCheckPending = false
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            if gtk_window_is_active(item.assumingMemoryBound(to: GtkWindow.self)) != 0 { return }
        }
        down.removeAll()
        isDeliveringRepeat = false
    }

    /// What a watched window keeps, so that it is watched once.
    private final class Watched {}

    /// Takes one key a window received going down or up: updates the keys down.
    private static func note(_ keycode: UInt32, isDown: Bool) {
        guard isDown else {
            down.remove(keycode)
            isDeliveringRepeat = false
            return
        }
        // Each press says whether it is a repeat, so that a new press that GTK delivers in the same main-loop turn
        // as a repeat, before the reset below, activates.
        isDeliveringRepeat = !down.insert(keycode).inserted
        guard isDeliveringRepeat else { return }
        // The press's delivery, and what GTK emits from inside it, ends before the main queue's next turn.
        DispatchQueue.main.async { isDeliveringRepeat = false }
    }
}
