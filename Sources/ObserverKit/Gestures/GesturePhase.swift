/// Where a continuous gesture (a long press, a pan, a pinch) is: `UIGestureRecognizer.State`'s began, changed,
/// ended and cancelled.
///
/// ```swift
/// let phase = GesturePhase.changed
/// print(phase == .ended ? "done" : "moving")
/// ```
///
/// Every gesture that begins ends exactly once, `.ended` or `.cancelled`; nothing follows it.
public enum GesturePhase: Hashable, Sendable {
    /// Recognized: the first report.
    case began
    /// It moved.
    case changed
    /// The touch lifted: the last report.
    case ended
    /// The touch was cancelled, or the view disabled: the last report.
    case cancelled
}
