import CGtk4

/// A control that can wrap a widget something else created (a `.ui` file, another library): its GTK type, and
/// an initializer that takes such a widget.
///
/// ```swift
/// do {
///     let builder = try Builder(path: "settings.ui")
///     let save = try builder.control(ObservableButton.self, id: "save")
///     save.addObserver(for: .primaryActionTriggered) { print("saved") }
/// } catch {
///     print(error)  // the file does not parse, lacks the id, or holds another kind of widget there
/// }
/// ```
///
/// The control takes a reference to the widget (`g_object_ref_sink`: a floating widget becomes the control's,
/// one already owned by a parent or builder gains a reference) and gives it back when the control goes, with
/// every signal handler and event controller it gave the widget: the widget stays where it is in its window,
/// as it was before, and can be adopted again. The controls GTK has no widget for (the stepper, the segmented and
/// page controls, composed from several widgets) and the refresh control (part of a ``ScrollView``) do not
/// adopt. Adopting a widget of another type throws
/// ``GTKError/wrongWidgetType(control:expected:actual:)``: the widget comes from outside the code, so a thrown
/// error lets the app report it instead of stopping.
@MainActor
public protocol AdoptingControl: Widget {
    /// The GTK type whose widgets (and whose subtypes' widgets) the control adopts: `gtk_button_get_type()`.
    static var adoptedWidgetType: GType { get }

    /// Wraps `widget`, a widget of ``adoptedWidgetType`` something else created.
    init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws
}

extension AdoptingControl {
    /// `widget`, if it is of ``adoptedWidgetType``; otherwise throws, naming both types.
    static func checkedForAdoption(
        _ widget: UnsafeMutablePointer<GtkWidget>
    ) throws -> UnsafeMutablePointer<GtkWidget> {
        try GObjectType.checked(widget, is: adoptedWidgetType, for: String(describing: Self.self))
    }
}

extension ObservableButton: AdoptingControl {
    /// `GtkButton`: toggle, check and link buttons are buttons too.
    public static var adoptedWidgetType: GType { gtk_button_get_type() }
}

extension ObservableSlider: AdoptingControl {
    /// `GtkScale`.
    public static var adoptedWidgetType: GType { gtk_scale_get_type() }
}

extension ObservableSwitch: AdoptingControl {
    /// `GtkSwitch`.
    public static var adoptedWidgetType: GType { gtk_switch_get_type() }
}

extension ObservableTextField: AdoptingControl {
    /// `GtkEntry`.
    public static var adoptedWidgetType: GType { gtk_entry_get_type() }
}

extension ObservableDatePicker: AdoptingControl {
    /// `GtkCalendar`.
    public static var adoptedWidgetType: GType { gtk_calendar_get_type() }
}
