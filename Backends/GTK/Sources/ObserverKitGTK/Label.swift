import CGtk4
import ObserverKit

/// A line of text (a `GtkLabel`), bindable to an `ObservableValue<String>` so a screen shows a value as it
/// changes. Reachable without `import CGtk4`.
///
/// ```swift
/// GTKApplication.start()
/// let volume = ObservableValue<Float>(0.5)
/// let caption = ObservableValue("Volume 50 %")
/// volume.observe { caption.value = "Volume \(Int($0 * 100)) %" }
/// let label = Label()
/// label.bind(caption)   // shows "Volume 50 %", then every change
/// ```
///
/// A label has no user edits: its binding runs one way, value to label, on the main actor (a value set on
/// another thread shows on the main queue). The binding holds the label weakly; rebinding replaces it.
@MainActor
public final class Label: Widget, Bindable {
    /// The `GtkLabel`.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var binding: ObservationToken?

    /// A label showing `text`.
    public init(_ text: String = "") {
        widget = gtk_label_new(text)
        g_object_ref_sink(widget)
    }

    /// Wraps a `GtkLabel` made elsewhere (a `.ui` file's, through ``Builder/label(id:)``), holding a reference.
    ///
    /// - Throws: ``GTKError/wrongWidgetType(control:expected:actual:)`` when `widget` is not a `GtkLabel`.
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        self.widget = try GObjectType.checked(widget, is: gtk_label_get_type(), for: "Label")
        g_object_ref_sink(widget)
    }

    isolated deinit {
        binding?.cancel()
        g_object_unref(widget)
    }

    private var gtkLabel: OpaquePointer { OpaquePointer(widget) }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(gtkLabel)) }
        set { gtk_label_set_text(gtkLabel, newValue) }
    }

    /// The text shown, as a binding sees it.
    public var boundValue: String {
        get { text }
        set { if text != newValue { text = newValue } }
    }

    /// Shows `value` now and after every change, replacing an earlier binding; the token ends it.
    @discardableResult
    public func bind(_ value: ObservableValue<String>) -> ObservationToken {
        binding?.cancel()
        let token = value.bind(to: self) { label, text in label.boundValue = text }
        binding = token
        return token
    }
}
