import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pure behaviour of a stepper, as `UIStepper`'s, shared by the headless and GTK steppers: which half a
/// press steps, what one step gives (clamped, or wrapped), which ticks of an autorepeat step, and when a
/// non-continuous stepper reports.
///
/// ```swift
/// let range = ControlRange<Double>("stepper", rule: .stepper, minimum: 0, maximum: 3, value: 3)
/// StepperBehavior.steppedValue(up: true, stepValue: 1, wraps: false, range: range)   // 3: at the limit
/// StepperBehavior.steppedValue(up: true, stepValue: 1, wraps: true, range: range)    // 0: wrapped
/// StepperBehavior.autorepeatTickSteps(1)   // true: the first repeat, 500 ms into the press
/// StepperBehavior.autorepeatTickSteps(2)   // false: before a second, only every other 100 ms tick steps
/// ```
///
/// The autorepeat schedule: the press steps at once (tick 0); the repeats tick every ``repeatTick`` after an
/// ``initialDelay``; for the first ``ticksAtHalfRate`` ticks only the odd ones step (one step every 200 ms),
/// then every tick steps (every 100 ms). Apple documents `autorepeat` and that holding repeats, but not the
/// timing, and no open reimplementation found documents one; with that little evidence this schedule (500 ms,
/// then 200 ms for about a second, then 100 ms) is the one ObserverKit had, kept, and unverified against a
/// device.
@_spi(Backend) public struct StepperBehavior: Equatable, Sendable {
    /// The delay from the press to the first repeat.
    public static let initialDelay = Duration.milliseconds(500)
    /// The period of the autorepeat's ticks after the first repeat.
    public static let repeatTick = Duration.milliseconds(100)
    /// The ticks, counting the first repeat as 1, before which only every other one steps.
    public static let ticksAtHalfRate = 10

    /// Whether the current press steps up (the right half) or down (the left half).
    public let stepsUp: Bool
    /// The value at touchDown, for a non-continuous stepper's single valueChanged.
    public let valueAtTouchDown: Double
    /// Ticks of the current autorepeat, the press itself being tick 0.
    public private(set) var autorepeatTicks = 0

    /// The state of a press at `point` on a stepper within `bounds` showing `value`: the left half (x below
    /// the middle) steps down, the right half (the middle included) up.
    public init(pressedAt point: CGPoint, in bounds: CGRect, value: Double) {
        stepsUp = point.x >= bounds.midX
        valueAtTouchDown = value
    }

    /// The value one step from the range's value gives: clamped to the range, or, with `wraps`, continued from
    /// the other limit when it passes one.
    public static func steppedValue(up: Bool, stepValue: Double, wraps: Bool, range: ControlRange<Double>) -> Double {
        let stepped = up ? range.value + stepValue : range.value - stepValue
        if wraps && stepped > range.maximum { return range.minimum }
        if wraps && stepped < range.minimum { return range.maximum }
        return range.clamped(stepped)
    }

    /// Whether tick `tick` of an autorepeat steps (tick 0, the press, has stepped already).
    public static func autorepeatTickSteps(_ tick: Int) -> Bool {
        tick > 0 && (tick >= ticksAtHalfRate || !tick.isMultiple(of: 2))
    }

    /// One fire of the autorepeat: returns whether it steps, and counts it.
    public mutating func autorepeatTicked() -> Bool {
        defer { autorepeatTicks += 1 }
        return Self.autorepeatTickSteps(autorepeatTicks)
    }

    /// The finger slid back on: the autorepeat starts over (its next fire is tick 0 again, which does not step).
    public mutating func restartAutorepeat() {
        autorepeatTicks = 0
    }

    /// Whether a stepper sends valueChanged when the touch ends: only a non-continuous one (which sends none
    /// for its steps, as `UIStepper.isContinuous` documents), and only if the value is not what it was at
    /// touchDown.
    public func sendsValueChangedAtEnd(isContinuous: Bool, value: Double) -> Bool {
        !isContinuous && value != valueAtTouchDown
    }
}
