import Foundation
@_spi(Backend) import ObserverKit

/// A headless date picker whose changes are observed with closures, bindable to an `ObservableValue<Date>`.
///
/// ```swift
/// import Foundation
///
/// let due = ObservableDatePicker(date: Date(timeIntervalSince1970: 0))
/// due.maximumDate = Date(timeIntervalSince1970: 86_400)
/// due.addObserver(for: .valueChanged) { date in print(date) }
/// due.pick(Date(timeIntervalSince1970: 3_600))     // the user's choice: valueChanged
/// due.pick(Date(timeIntervalSince1970: 999_999))   // past the maximum: shows the maximum, valueChanged
/// due.date = Date(timeIntervalSince1970: 0)        // programmatic: nothing sent
/// ```
///
/// As `UIDatePicker` (developer.apple.com/documentation/uikit/uidatepicker): the user's choice sends
/// valueChanged; setting ``date`` sends nothing. A date outside ``minimumDate``...``maximumDate`` is pinned to
/// the nearer limit, whether picked or set; a `nil` limit is none, and a minimum above the maximum makes both
/// ignored, as Apple documents for `minimumDate` and `maximumDate`. Setting a limit pins the date again (without
/// an event). A choice that leaves the date as it was sends nothing. The rule is the core's
/// `DatePickerBehavior`, which every backend's date picker runs.
public final class ObservableDatePicker: Control<Date> {
    /// The date shown, within the limits; setting it sends no event.
    public var date: Date {
        didSet { pinDate() }
    }

    /// The earliest date the picker shows, or `nil` (the default) for none.
    public var minimumDate: Date? {
        didSet { pinDate() }
    }

    /// The latest date the picker shows, or `nil` (the default) for none.
    public var maximumDate: Date? {
        didSet { pinDate() }
    }

    private func pinDate() {
        let pinned = DatePickerBehavior.clamped(date, minimum: minimumDate, maximum: maximumDate)
        if pinned != date { date = pinned }
    }

    /// Creates a picker showing `date` (now by default, as `UIDatePicker`), with `bounds` (320 × 216 points by
    /// default, the wheels' size).
    public init(date: Date = Date(), bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 216)) {
        self.date = date
        super.init(bounds: bounds)
    }

    /// The user picks `date` (wheels spun, a day tapped): the picker shows it, pinned to the limits, and sends
    /// valueChanged if that changed the date. Ignored while the picker is disabled.
    public func pick(_ newDate: Date) {
        guard isEnabled else { return }
        let previous = date
        date = newDate
        if date != previous { sendActions(for: .valueChanged) }
    }

    /// Every event carries the current date.
    override public func observation(for event: ControlEvent) -> Date {
        date
    }
}

extension ObservableDatePicker: BindableControl {
    /// The date; setting it is programmatic (no event), pinned to the limits.
    public var boundValue: Date {
        get { date }
        set { date = newValue }
    }
}
