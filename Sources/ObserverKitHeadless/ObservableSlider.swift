import Foundation

/// A headless slider whose tracking and value are observed as one `Action` enum, as in the seed pattern.
///
/// ```swift
/// let volume = ObservableSlider()          // 0…1, 200 points wide
/// volume.addObserver(for: [.touchDown, .valueChanged, .touchUpInside, .touchUpOutside]) { action in
///     switch action {
///     case .isTrackingTouch(let tracking): print(tracking ? "grabbed" : "let go")
///     case .valueChanged(let value): print("value \(value)")
///     }
/// }
/// volume.beginTouch(at: CGPoint(x: 50, y: 15))    // value 0.25, grabbed
/// volume.moveTouch(to: CGPoint(x: 150, y: 15))    // value 0.75
/// volume.endTouch()                               // let go
/// ```
///
/// ## Touches
/// While tracking, a touch's x maps linearly over `bounds.width` onto ``minimumValue``…``maximumValue``
/// (clamped at the edges): the press and every move set ``value``. A continuous slider (the default) sends
/// valueChanged whenever the value changes; a non-continuous one sends it once when the touch ends (lifted
/// or cancelled) if the value differs from the value at touchDown, so a bound value is never left stale.
///
/// Order within one step, from UIKit's `UIControl`, which calls `beginTrackingWithTouch:` /
/// `continueTrackingWithTouch:` / `endTrackingWithTouch:` (where `UISlider` changes and reports its value)
/// *before* it sends the step's touch events (see Chameleon's open-source `UIControl.m`): valueChanged
/// comes before touchDown, before touchDragInside, and before touchUpInside. A press at 25 % of a fresh
/// slider observed for everything sends `.valueChanged(0.25)`, then `.isTrackingTouch(true)` (touchDown).
///
/// ## Observations
/// - valueChanged: `.valueChanged(value)`.
/// - touchUpInside, touchUpOutside, touchCancel: `.isTrackingTouch(false)`.
/// - touchDown, touchDownRepeat and the four drag events: `.isTrackingTouch(true)`.
/// - any other event: `.isTrackingTouch(isTracking)`, the current state.
///
/// ## Bad input
/// Setting ``value`` ignores NaN and clamps to the range (infinities included); NaN bounds are ignored and
/// infinite ones clamp to the largest finite `Float`; as `UISlider` documents, a minimum set above the maximum
/// moves the maximum up to it, and a maximum set below the minimum moves the minimum down. Changing the range
/// re-clamps ``value`` without an event. Programmatic changes
/// send nothing. The default bounds are 200 × 31 points.
public final class ObservableSlider: Control, ObservableControl {
    /// What the slider reports: `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, the same in every backend.
    public typealias Action = SliderAction

    /// The registry of the slider's observers.
    public let controlObserver = ControlObserver<Action>()

    /// The value, minimum and maximum, kept by `UISlider`'s rules (see ``ControlRange``).
    private var range = ControlRange<Float>("ObservableSlider", rule: .slider, minimum: 0, maximum: 1)

    /// The value; setting it sends no event. NaN is ignored; other values clamp to the range.
    public var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The lowest value (0 by default). Set above ``maximumValue``, it moves the maximum up to it, as
    /// `UISlider` does; ``value`` clamps.
    public var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value (1 by default). Set below ``minimumValue``, it moves the minimum down to it, as
    /// `UISlider` does; ``value`` clamps.
    public var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// Whether valueChanged is sent on every change during a touch (`true`, the default) or once when it ends.
    public var isContinuous = true

    /// The value at the current touch's touchDown, for a non-continuous slider's single valueChanged.
    private var valueAtTouchDown: Float = 0

    /// Creates a slider with `bounds` (200 × 31 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 31)) {
        super.init(bounds: bounds)
    }

    /// The observation `event` carries (see the type's documentation).
    public func observation(for event: ControlEvent) -> Action {
        Action(event, value: value, isTracking: isTracking)
    }

    /// Moves the value to the touch while tracking; sends valueChanged as ``isContinuous`` says.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        switch phase {
        case .began:
            valueAtTouchDown = value
            follow(location)
        case .moved:
            follow(location)
        case .ended, .cancelled:
            if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged) }
        }
    }

    private func follow(_ location: CGPoint) {
        let raw = bounds.width > 0 ? Float((location.x - bounds.minX) / bounds.width) : 0
        let fraction = min(max(raw, 0), 1)
        // Interpolated this way, the widest range (±greatestFiniteMagnitude) cannot overflow.
        let newValue = range.clamped((1 - fraction) * minimumValue + fraction * maximumValue)
        guard newValue != value else { return }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged) }
    }
}

extension ObservableSlider: BindableControl {
    /// The slider's ``value``; setting it is programmatic (clamped, NaN ignored, no event).
    public var boundValue: Float {
        get { value }
        set { value = newValue }
    }

    /// A slider's user edits arrive as valueChanged.
    public static var boundValueEvents: ControlEvent { .valueChanged }
}
