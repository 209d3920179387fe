/// What a slider reports, in every backend: `ObservableSlider.Action`.
///
/// ```swift
/// slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside, .touchUpOutside]) { action in
///     switch action {
///     case .isTrackingTouch(let tracking): print(tracking ? "grabbed" : "let go")
///     case .valueChanged(let value): print("value \(value)")
///     }
/// }
/// ```
public enum SliderAction: Hashable, Sendable {
    /// The user grabbed (`true`) or let go of (`false`) the slider.
    case isTrackingTouch(Bool)
    /// The value changed.
    case valueChanged(Float)

    /// The action a slider reports for the single `event`: valueChanged carries `value`; a touch that starts
    /// or moves reports tracking, one that ends or is cancelled reports its end; other events report
    /// `isTracking`.
    @_spi(Backend) public init(_ event: ControlEvent, value: Float, isTracking: Bool) {
        switch event {
        case .valueChanged: self = .valueChanged(value)
        case .touchUpInside, .touchUpOutside, .touchCancel: self = .isTrackingTouch(false)
        case .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit:
            self = .isTrackingTouch(true)
        default: self = .isTrackingTouch(isTracking)
        }
    }
}
