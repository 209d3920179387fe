import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkCalendar` whose events carry ``date``, bindable to an `ObservableValue<Date>`: the date picker of
/// every backend, picking days.
///
/// ```swift
/// import Foundation
///
/// let window = Window(title: "Due", width: 320, height: 320)
/// let due = ObservableDatePicker()
/// due.minimumDate = Date()
/// window.add(due)
/// due.addObserver(for: .valueChanged) { date in print("due \(date)") }
/// let dueDate = ObservableValue(Date())
/// due.bind(dueDate)
/// ```
///
/// As `UIDatePicker` (developer.apple.com/documentation/uikit/uidatepicker) and the headless picker: a day the
/// user selects (a click, or the keyboard) sends valueChanged with the new date, which keeps its time of day;
/// setting ``date`` sends nothing. A date outside ``minimumDate``...``maximumDate``, picked or set, is pinned to
/// the nearer limit (the calendar shows that day), and a minimum above the maximum makes both ignored, through
/// the core's `DatePickerBehavior`; a pick that leaves the date as it was sends nothing. Days are the
/// calendar's, in the local time zone.
public final class ObservableDatePicker: Control<Date> {
    private var daySelectedHandler: UInt = 0
    private var storedDate: Date

    /// A picker showing `date` (now by default).
    public init(date: Date = Date()) {
        storedDate = date
        super.init(widget: gtk_calendar_new())
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        wire()
        show(storedDate)
    }

    /// Wraps `widget`, a `GtkCalendar` something else created, taking the day it shows (at midnight, local
    /// time) as ``date``; throws ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget.
    /// See ``AdoptingControl``.
    ///
    /// ```swift
    /// let due = try ObservableDatePicker(adopting: builderCalendar)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        let checked = try Self.checkedForAdoption(widget)
        let shown = gtk_calendar_get_date(OpaquePointer(checked))!
        storedDate = Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(shown)))
        g_date_time_unref(shown)
        super.init(widget: checked)
        wire()
    }

    /// What a date picker listens to, created or adopted alike: GtkCalendar's `day-selected`.
    private func wire() {
        daySelectedHandler = Signal.connect(UnsafeMutableRawPointer(widget), "day-selected", keptBy: wiring) {
            [weak self] in
            self?.daySelected()
        }
    }

    private var calendar: OpaquePointer { OpaquePointer(widget) }

    /// The date, within the limits; setting it shows its day and sends no event.
    public var date: Date {
        get { storedDate }
        set {
            storedDate = DatePickerBehavior.clamped(newValue, minimum: minimumDate, maximum: maximumDate)
            show(storedDate)
        }
    }

    /// The earliest date, or `nil` (the default) for none; setting it pins the date again.
    public var minimumDate: Date? {
        didSet { date = storedDate }
    }

    /// The latest date, or `nil` (the default) for none; setting it pins the date again.
    public var maximumDate: Date? {
        didSet { date = storedDate }
    }

    /// Every event carries the current date.
    override public func observation(for event: ControlEvent) -> Date {
        storedDate
    }

    /// The user selected a day: the date moves to it (same time of day), pinned to the limits.
    private func daySelected() {
        let picked = gtk_calendar_get_date(calendar)!
        let old = g_date_time_new_from_unix_local(gint64(storedDate.timeIntervalSince1970.rounded(.down)))!
        let combined = g_date_time_new_local(
            g_date_time_get_year(picked), g_date_time_get_month(picked), g_date_time_get_day_of_month(picked),
            g_date_time_get_hour(old), g_date_time_get_minute(old), Double(g_date_time_get_second(old)))!
        let newDate = Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(combined)))
        g_date_time_unref(combined)
        g_date_time_unref(old)
        g_date_time_unref(picked)
        let previous = storedDate
        date = newDate
        if storedDate != previous { sendActions(for: .valueChanged) }
    }

    /// Selects `date`'s day in the calendar without sending anything.
    private func show(_ date: Date) {
        let day = g_date_time_new_from_unix_local(gint64(date.timeIntervalSince1970.rounded(.down)))!
        Signal.blocking(UnsafeMutableRawPointer(widget), daySelectedHandler) {
            gtk_calendar_select_day(calendar, day)
        }
        g_date_time_unref(day)
    }
}

extension ObservableDatePicker: BindableControl {
    /// The date; setting it is programmatic (no event), pinned to the limits.
    public var boundValue: Date {
        get { date }
        set { date = newValue }
    }
}
