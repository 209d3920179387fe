/// The pure range rule of a date picker, shared by every backend's date picker: a date outside
/// `minimumDate...maximumDate` is pinned to the nearer limit, and limits that contradict each other are ignored.
///
/// ```swift
/// DatePickerBehavior.clamped(30, minimum: 10, maximum: 20)  // 20
/// DatePickerBehavior.clamped(30, minimum: 25, maximum: 20)  // 30: the limits are ignored
/// ```
///
/// `UIDatePicker` documents that `nil` limits mean none and that a minimum above the maximum makes it ignore
/// both (developer.apple.com/documentation/uikit/uidatepicker/minimumdate and .../maximumdate); a date picked
/// or set outside the range shows the nearest date inside it. Generic over the date type, so the core needs no
/// Foundation: the controls use it with `Date`.
@_spi(Backend) public enum DatePickerBehavior {
    /// `date` pinned into `minimum...maximum`; a `nil` limit is no limit, and a minimum above the maximum
    /// disables both.
    public static func clamped<Instant: Comparable>(_ date: Instant, minimum: Instant?, maximum: Instant?) -> Instant {
        if let minimum, let maximum, minimum > maximum { return date }
        var result = date
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }
}
