import CGtk4

/// The moments GTK stops delivering a widget the pointer's touch in progress without telling it: the widget is
/// unmapped (hidden, itself or a parent, or its window closed), made insensitive (itself or through a parent),
/// or made untargetable (`can-target`, ``Widget/isUserInteractionEnabled``). No release and no cancel follow
/// for that touch, so whatever tracks it (a control, a widget's gestures) ends it here, as a headless view
/// that stops taking touches cancels them.
@MainActor
enum TouchInterruption {
    /// Calls `interrupted` each time `widget` stops taking the pointer, as above (also when no touch is in
    /// progress: the caller knows whether one is); `wiring`, when given, takes the handlers back with its
    /// wrapper. Returns the handlers' ids, for a caller that disconnects them itself.
    @discardableResult
    static func watch(
        _ widget: UnsafeMutablePointer<GtkWidget>, keptBy wiring: Wiring? = nil,
        _ interrupted: @escaping () -> Void
    ) -> [UInt] {
        let instance = UnsafeMutableRawPointer(widget)
        return [
            Signal.connect(instance, "unmap", keptBy: wiring, interrupted),
            Signal.connectInt(instance, "state-flags-changed", keptBy: wiring) { previous in
                let insensitive = GTK_STATE_FLAG_INSENSITIVE.rawValue
                guard UInt32(bitPattern: previous) & insensitive == 0,
                    gtk_widget_get_state_flags(widget).rawValue & insensitive != 0
                else { return }
                interrupted()
            },
            Signal.connectNotify(instance, "can-target", keptBy: wiring) {
                guard gtk_widget_get_can_target(widget) == 0 else { return }
                interrupted()
            },
        ]
    }
}
