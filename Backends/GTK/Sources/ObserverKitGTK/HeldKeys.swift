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
/// now has the focus with its repeats. A key released while no window of the app has the focus is not seen:
/// its next press in the app is then taken for a repeat (and its release ends that).
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
                return Watched()
            }
        }
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
