import CGtk4

/// GTK's own touches in progress on a widget and its descendants: the presses its gestures hold (a button's
/// click, a list row's click, which selects the row when it is released, a scrolled window's drag).
@MainActor
enum WidgetTouches {
    /// Cancels every GTK gesture in progress on `widget` and its descendants, as GTK does for a widget made
    /// insensitive (it resets their controllers): the release that GTK still delivers to them afterwards does
    /// nothing (a row is not selected, a button not clicked). Controllers that are not gestures (keys, focus,
    /// motion, ObserverKit's own input controllers) are left as they are.
    static func cancel(in widget: UnsafeMutablePointer<GtkWidget>) {
        let controllers = gtk_widget_observe_controllers(widget)!
        let gestureType = gtk_gesture_get_type()
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            let instance = controller.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gestureType) != 0 {
                gtk_event_controller_reset(OpaquePointer(controller))
            }
            g_object_unref(controller)
        }
        g_object_unref(UnsafeMutableRawPointer(controllers))
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            cancel(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
