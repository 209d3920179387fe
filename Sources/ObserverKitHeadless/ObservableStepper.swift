import Foundation

/// A headless stepper (a − and a + half) whose value is observed with closures.
///
/// ```swift
/// let quantity = ObservableStepper()        // 0…100, step 1, 94 points wide
/// quantity.addObserver(for: .valueChanged) { print("quantity \($0)") }
/// quantity.tap(at: CGPoint(x: 70, y: 16))   // the right half: prints "quantity 1.0"
/// quantity.tap(at: CGPoint(x: 20, y: 16))   // the left half: prints "quantity 0.0"
/// ```
///
/// Like `UIStepper`, it steps when pressed, not when released: a press on the left half (x below the middle
/// of ``Control/bounds``) subtracts ``stepValue``, on the right half adds it. valueChanged comes *before*
/// touchDown, because UIKit's `UIControl` calls `beginTrackingWithTouch:` (where a stepper steps) before it
/// sends touchDown (Chameleon's open-source `UIControl.m`). At a limit the value stays and nothing is sent,
/// unless ``wraps`` is on: then stepping past ``maximumValue`` gives ``minimumValue`` and past the minimum
/// gives the maximum. ``autorepeat`` (press-and-hold stepping) arrives with the gestures; the property
/// exists now with UIKit's default, `true`.
///
/// Every event carries the current ``value``.
///
/// ## Bad input
/// NaN is ignored by every numeric property; ``value`` clamps to the range (infinities included); infinite
/// bounds clamp to the largest finite `Double`; a minimum above the maximum, or a ``stepValue`` that is not
/// greater than 0, stops the program with a message naming the values. An infinite ``stepValue`` steps
/// straight to a limit. Programmatic changes send nothing. The default bounds are 94 × 32 points.
public final class ObservableStepper: Control, ObservableControl {
    /// The registry of the stepper's observers.
    public let controlObserver = ControlObserver<Double>()

    /// The value; setting it sends no event. NaN is ignored; other values clamp to the range.
    public var value: Double = 0 {
        didSet { value = value.isNaN ? oldValue : clamped(value) }
    }

    /// The lowest value (0 by default). Must not exceed ``maximumValue``.
    public var minimumValue: Double = 0 {
        didSet {
            setRange(minimum: minimumValue, maximum: maximumValue, oldMinimum: oldValue, oldMaximum: maximumValue)
        }
    }

    /// The highest value (100 by default). Must not be below ``minimumValue``.
    public var maximumValue: Double = 100 {
        didSet {
            setRange(minimum: minimumValue, maximum: maximumValue, oldMinimum: minimumValue, oldMaximum: oldValue)
        }
    }

    /// How much one press changes the value (1 by default). Must be greater than 0; NaN is ignored.
    public var stepValue: Double = 1 {
        didSet {
            if stepValue.isNaN { stepValue = oldValue }
            precondition(
                stepValue > 0,
                "ObservableStepper: stepValue \(stepValue) must be greater than 0"
            )
        }
    }

    /// Whether pressing and holding steps repeatedly (`true`, as `UIStepper`); it takes effect with the
    /// gestures layer.
    public var autorepeat = true

    /// Whether stepping past one limit continues from the other (`false` by default).
    public var wraps = false

    /// Creates a stepper with `bounds` (94 × 32 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 94, height: 32)) {
        super.init(bounds: bounds)
    }

    /// Every event carries the current ``value``.
    public func observation(for event: ControlEvent) -> Double {
        value
    }

    /// Steps on touch-down: the left half subtracts, the right half adds.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        guard phase == .began else { return }
        step(up: location.x >= bounds.midX)
    }

    /// Sends the touch events of one step.
    override public func sendTouchEvents(_ events: ControlEvent) {
        sendActions(for: events)
    }

    private func step(up: Bool) {
        let stepped = up ? value + stepValue : value - stepValue
        let newValue: Double
        if wraps && stepped > maximumValue {
            newValue = minimumValue
        } else if wraps && stepped < minimumValue {
            newValue = maximumValue
        } else {
            newValue = clamped(stepped)
        }
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }

    private func clamped(_ value: Double) -> Double {
        min(max(value, minimumValue), maximumValue)
    }

    private func setRange(minimum: Double, maximum: Double, oldMinimum: Double, oldMaximum: Double) {
        let newMinimum = Self.bound(minimum, else: oldMinimum)
        let newMaximum = Self.bound(maximum, else: oldMaximum)
        precondition(
            newMinimum <= newMaximum,
            "ObservableStepper: minimumValue \(newMinimum) is greater than maximumValue \(newMaximum); "
                + "the minimum must not exceed the maximum"
        )
        if newMinimum != minimumValue { minimumValue = newMinimum }
        if newMaximum != maximumValue { maximumValue = newMaximum }
        value = clamped(value)
    }

    /// NaN keeps `old`; infinities become the largest finite magnitude.
    private static func bound(_ value: Double, else old: Double) -> Double {
        value.isNaN ? old : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}

extension ObservableStepper: BindableControl {
    /// The stepper's ``value``; setting it is programmatic (clamped, NaN ignored, no event).
    public var boundValue: Double {
        get { value }
        set { value = newValue }
    }

    /// A stepper's user edits arrive as valueChanged.
    public static var boundValueEvents: ControlEvent { .valueChanged }
}
