import CGtk4

/// The GObject type system as the backend needs it: an instance's type name and whether it is of a type,
/// what C's `G_OBJECT_TYPE_NAME` and `G_TYPE_CHECK_INSTANCE_TYPE` macros do.
enum GObjectType {
    /// The type of `instance`, a GObject.
    static func of(_ instance: UnsafeMutableRawPointer) -> GType {
        instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }

    /// The name of `instance`'s type: "GtkButton".
    static func name(of instance: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name(of(instance)))
    }

    /// The name of `type`.
    static func name(_ type: GType) -> String {
        String(cString: g_type_name(type))
    }

    /// Whether `instance` is a `type` or a subtype of it.
    static func isInstance(_ instance: UnsafeMutableRawPointer, of type: GType) -> Bool {
        g_type_is_a(of(instance), type) != 0
    }

    /// `widget` as a `GtkBox`, when it is one (a box a control can add a part to: a refresh control, a Cancel
    /// button); `nil` otherwise.
    static func box(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkBox>? {
        guard let widget, isInstance(UnsafeMutableRawPointer(widget), of: gtk_box_get_type()) else { return nil }
        return UnsafeMutablePointer(OpaquePointer(widget))
    }

    /// `widget` as a `GtkEntry`, when it is one (a text field's, not a search bar's `GtkSearchEntry`); `nil`
    /// otherwise.
    static func entry(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkEntry>? {
        guard isInstance(UnsafeMutableRawPointer(widget), of: gtk_entry_get_type()) else { return nil }
        return UnsafeMutablePointer(OpaquePointer(widget))
    }

    /// `widget`, when it is a `type` or a subtype of it; otherwise throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` naming `control` and both types. What an
    /// `init(adopting:)` checks first.
    ///
    /// ```swift
    /// let label = try GObjectType.checked(widget, is: gtk_label_get_type(), for: "Label")
    /// ```
    static func checked(
        _ widget: UnsafeMutablePointer<GtkWidget>, is type: GType, for control: String
    ) throws -> UnsafeMutablePointer<GtkWidget> {
        let raw = UnsafeMutableRawPointer(widget)
        guard isInstance(raw, of: type) else {
            throw GTKError.wrongWidgetType(control: control, expected: name(type), actual: name(of: raw))
        }
        return widget
    }
}
