import Foundation
@_spi(Backend) import ObserverKit

/// A headless slider whose tracking and value are observed as one `Action` enum, as in the seed pattern.
///
/// ```swift
/// let volume = ObservableSlider()          // 0…1, 200 points wide; the thumb at x 0
/// volume.addObserver(for: [.touchDown, .valueChanged, .touchUpInside, .touchUpOutside]) { action in
///     switch action {
///     case .isTrackingTouch(let tracking): print(tracking ? "grabbed" : "let go")
///     case .valueChanged(let value): print("value \(value)")
///     }
/// }
/// volume.beginTouch(at: volume.thumbCenter)       // grabbed
/// volume.moveTouch(to: CGPoint(x: 150, y: 15))    // value 0.75
/// volume.endTouch()                               // let go
/// volume.tap(at: CGPoint(x: 20, y: 15))           // the track, not the thumb: nothing
/// ```
///
/// ## Touches, as `UISlider`'s
/// Through the core's `SliderBehavior`, which the GTK slider runs too: the thumb sits at ``value``'s position
/// across `bounds.width` (``minimumValue`` at the left edge, ``maximumValue`` at the right; ``thumbCenter``),
/// and a press tracks only when it lands on it: within 22 points of its centre (a 44-point hit area) and inside
/// the bounds. A press anywhere else sends nothing and changes nothing, as `UISlider`, whose
/// `beginTracking(_:with:)` accepts only a touch on the thumb. While tracking, the value follows the finger's
/// horizontal movement since the press (the range over the width per point, clamped at the limits), so the
/// press itself changes nothing: no jump, and no valueChanged at touchDown. A continuous slider (the default)
/// sends valueChanged whenever the value changes; a non-continuous one sends it once when the touch ends
/// (lifted or cancelled) if the value differs from the value at touchDown, so a bound value is never left
/// stale.
///
/// Order within one step, from UIKit's `UIControl`, which calls `continueTrackingWithTouch:` /
/// `endTrackingWithTouch:` (where `UISlider` changes and reports its value) *before* it sends the step's
/// touch events (see Chameleon's open-source `UIControl.m`): a drag's valueChanged comes before its
/// touchDragInside, and a non-continuous slider's before touchUpInside.
///
/// ## Keyboard and accessibility
/// ``Control/keyboardActivate()`` sends primaryActionTriggered and changes nothing; ``accessibilityIncrement()``
/// and ``accessibilityDecrement()`` move a tenth of the range (valueChanged from `.accessibility`, nothing at a
/// limit); ``Control/accessibilityActivate()`` taps the thumb, so the slider tracks and releases without moving.
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
public final class ObservableSlider: Control<SliderAction> {
    /// What the slider reports: `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, the same in every backend.
    public typealias Action = SliderAction

    /// The value, minimum and maximum, kept by `UISlider`'s rules (see `ControlRange`).
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

    /// The current touch: where it pressed the thumb, and the value then.
    private var touch: SliderBehavior?

    /// Creates a slider with `bounds` (200 × 31 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 31)) {
        super.init(bounds: bounds)
    }

    /// The observation `event` carries (see the type's documentation).
    override public func observation(for event: ControlEvent) -> Action {
        Action(event, value: value, isTracking: isTracking)
    }

    /// A press tracks only on the thumb (see the type's documentation).
    override public func beginsTracking(at location: CGPoint) -> Bool {
        SliderBehavior.hitsThumb(location, range: range, in: bounds)
    }

    /// Moves the value with the finger while tracking; sends valueChanged as ``isContinuous`` says.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        let reaction = SliderBehavior.reaction(
            to: phase, at: location, touch: &touch, range: range, in: bounds, isContinuous: isContinuous)
        if let newValue = reaction.newValue { value = newValue }
        if reaction.sendsValueChanged { sendActions(for: .valueChanged) }
    }

    /// The thumb's centre: the value's position across the bounds, where a press must land to track.
    public var thumbCenter: CGPoint {
        CGPoint(x: SliderBehavior.thumbCenter(range: range, in: bounds), y: bounds.midY)
    }

    /// Accessibility activation taps the thumb, so the slider tracks and releases without moving.
    override public var accessibilityActivationPoint: CGPoint { thumbCenter }

    /// Assistive technology raises the value by a tenth of the range, as UIKit's slider does: valueChanged
    /// with origin `.accessibility` when it changes, nothing at the maximum or while disabled.
    ///
    /// ```swift
    /// let volume = ObservableSlider()   // 0…1
    /// volume.addObserver(for: .valueChanged) { print($0) }
    /// volume.accessibilityIncrement()   // prints "valueChanged(0.1)"
    /// ```
    public func accessibilityIncrement() {
        perform(.accessibilityAdjust(up: true))
    }

    /// Assistive technology lowers the value by a tenth of the range: valueChanged with origin
    /// `.accessibility` when it changes, nothing at the minimum or while disabled.
    ///
    /// ```swift
    /// let volume = ObservableSlider()
    /// volume.value = 0.5
    /// volume.accessibilityDecrement()   // valueChanged(0.4)
    /// ```
    public func accessibilityDecrement() {
        perform(.accessibilityAdjust(up: false))
    }

    /// A tenth of the range up or down, clamped: valueChanged when the value changed.
    override func handleAccessibilityAdjustment(up: Bool) {
        let step = (maximumValue - minimumValue) / 10
        let old = value
        value = up ? value + step : value - step
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension ObservableSlider: BindableControl {
    /// The slider's ``value``; setting it is programmatic (clamped, NaN ignored, no event).
    public var boundValue: Float {
        get { value }
        set { value = newValue }
    }
}
