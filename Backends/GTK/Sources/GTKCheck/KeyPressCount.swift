import CGtk4

/// Counts the key presses GTK delivers to a window, repeats included (X's auto-repeat sends a held key's repeats
/// as further presses): a capture-phase controller on the window, which sees every key event before the focused
/// widget does and lets it through.
@MainActor
enum KeyPressCount {
    /// The presses seen since the last ``reset()``.
    static var presses = 0

    /// Starts counting the presses `window` receives, for as long as the window lives.
    static func watch(_ window: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let event: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, _ in
            if let event, gdk_event_get_event_type(event) == GDK_KEY_PRESS {
                MainActor.assumeIsolated { KeyPressCount.presses += 1 }
            }
            return 0
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "event", unsafeBitCast(event, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(window, controller)
    }
}
