import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pure touch behaviour of a slider, as `UISlider`'s, shared by the headless and GTK sliders: where the
/// thumb is, whether a press hits it, the value a drag gives, and whether a non-continuous slider reports at
/// the end.
///
/// ```swift
/// import Foundation  // CGRect
///
/// let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
/// let range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1, value: 0.25)
/// SliderBehavior.hitsThumb(.init(x: 50, y: 15), range: range, in: bounds)    // true: the thumb is at x 50
/// SliderBehavior.hitsThumb(.init(x: 150, y: 15), range: range, in: bounds)   // false: the track, not the thumb
/// var drag = SliderBehavior(pressedAt: .init(x: 55, y: 15), value: 0.25)
/// drag.value(forDragTo: .init(x: 155, y: 15), range: range, in: bounds)      // 0.75: it followed the finger
/// ```
///
/// The rules (DESIGN.md, "UIKit's controls, more exactly"):
/// - The thumb sits at the value's position across `bounds.width` (minimum at the left edge, maximum at the
///   right); its hit area is ``thumbHitWidth`` points wide, centred there, and within the bounds. A press
///   elsewhere does not track: it sends nothing and changes nothing.
/// - A drag moves the value by the finger's horizontal movement since the press, scaled by the range over the
///   width, clamped to the range; the press itself changes nothing (no jump, no valueChanged at touchDown).
/// - A non-continuous slider sends one valueChanged when the touch ends (lifted or cancelled) if the value
///   differs from the value at touchDown, so a bound value is never left stale.
@_spi(Backend) public struct SliderBehavior: Equatable, Sendable {
    /// The width of the thumb's hit area, in points: Apple's minimum touch target (44 pt).
    public static let thumbHitWidth: CGFloat = 44

    /// Where the press landed.
    public let pressLocation: CGPoint
    /// The value at touchDown.
    public let valueAtTouchDown: Float

    /// The state of a touch that pressed the thumb at `point` while the slider showed `value`.
    public init(pressedAt point: CGPoint, value: Float) {
        pressLocation = point
        valueAtTouchDown = value
    }

    /// The x of the thumb's centre for the range's value, across `bounds.width`.
    public static func thumbCenter(range: ControlRange<Float>, in bounds: CGRect) -> CGFloat {
        let span = Double(range.maximum) - Double(range.minimum)
        let fraction = span > 0 ? (Double(range.value) - Double(range.minimum)) / span : 0
        return bounds.minX + CGFloat(fraction) * bounds.width
    }

    /// Whether a press at `point` lands on the thumb: within ``thumbHitWidth`` / 2 of its centre, and inside
    /// `bounds`.
    public static func hitsThumb(
        _ point: CGPoint, range: ControlRange<Float>, in bounds: CGRect
    ) -> Bool {
        bounds.touchContains(point) && abs(point.x - thumbCenter(range: range, in: bounds)) <= thumbHitWidth / 2
    }

    /// The value a drag to `point` gives: the value at touchDown moved by the finger's horizontal movement,
    /// scaled by the range over the width, clamped to the range.
    public func value(
        forDragTo point: CGPoint, range: ControlRange<Float>, in bounds: CGRect
    ) -> Float {
        guard bounds.width > 0 else { return range.clamped(valueAtTouchDown) }
        // In Double, so that the widest Float range (±greatestFiniteMagnitude) cannot overflow.
        let span = Double(range.maximum) - Double(range.minimum)
        let moved = Double(valueAtTouchDown) + Double((point.x - pressLocation.x) / bounds.width) * span
        return Float(min(max(moved, Double(range.minimum)), Double(range.maximum)))
    }

    /// Whether a slider sends valueChanged when the touch ends: only a non-continuous one, and only if the
    /// value is not what it was at touchDown.
    public func sendsValueChangedAtEnd(isContinuous: Bool, value: Float) -> Bool {
        !isContinuous && value != valueAtTouchDown
    }

    /// What a slider does for one phase of a touch that tracks: the value to show (`nil` when it stays) and
    /// whether to send valueChanged once it shows. `touch` is the touch so far: made at `.began`, read while
    /// it moves, dropped when it ends or is cancelled. The headless and GTK sliders' `trackTouch(_:at:)` applies
    /// it; it changes nothing itself.
    ///
    /// ```swift
    /// import Foundation  // CGRect
    ///
    /// let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
    /// let range = ControlRange<Float>("slider", rule: .slider, minimum: 0, maximum: 1, value: 0.25)
    /// var touch: SliderBehavior?
    /// SliderBehavior.reaction(to: .began, at: .init(x: 50, y: 15), touch: &touch, range: range, in: bounds,
    ///                         isContinuous: true)   // nothing: a press does not move the thumb
    /// SliderBehavior.reaction(to: .moved, at: .init(x: 100, y: 15), touch: &touch, range: range, in: bounds,
    ///                         isContinuous: true)   // show 0.5, then send valueChanged
    /// ```
    public static func reaction(
        to phase: TouchPhase, at location: CGPoint, touch: inout SliderBehavior?, range: ControlRange<Float>,
        in bounds: CGRect, isContinuous: Bool
    ) -> Reaction {
        switch phase {
        case .began:
            touch = SliderBehavior(pressedAt: location, value: range.value)
            return .none
        case .moved:
            guard let touch else { return .none }
            let newValue = touch.value(forDragTo: location, range: range, in: bounds)
            guard newValue != range.value else { return .none }
            return Reaction(newValue: newValue, sendsValueChanged: isContinuous)
        case .ended, .cancelled:
            defer { touch = nil }
            let reports = touch?.sendsValueChangedAtEnd(isContinuous: isContinuous, value: range.value) ?? false
            return Reaction(newValue: nil, sendsValueChanged: reports)
        }
    }

    /// What one touch phase does to a slider (see ``reaction(to:at:touch:range:in:isContinuous:)``).
    public struct Reaction: Equatable, Sendable {
        /// Nothing: the value stays and nothing is sent.
        public static let none = Reaction(newValue: nil, sendsValueChanged: false)

        /// The value to show, or `nil` when it stays.
        public var newValue: Float?
        /// Whether valueChanged is sent after the new value (if any) shows.
        public var sendsValueChanged: Bool

        /// A reaction that shows `newValue` (if any), then sends valueChanged if `sendsValueChanged`.
        public init(newValue: Float?, sendsValueChanged: Bool) {
            self.newValue = newValue
            self.sendsValueChanged = sendsValueChanged
        }
    }
}
