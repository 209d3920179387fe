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
/// gives the maximum.
///
/// ## Press-and-hold
/// With ``autorepeat`` on (the default, as `UIStepper`), holding a half keeps stepping, through
/// ``ObservableControl/onTouchDown(repeatingEvery:initialDelay:)`` on the stepper's ``Control/scheduler``:
/// the press steps at once, the first repeat comes 500 ms later, then one every 200 ms for the next four,
/// then one every 100 ms, until the touch ends, is cancelled, or slides off the stepper (sliding back on
/// starts the repeats over, without a step of its own). With ``wraps`` off, repeats at a limit change
/// nothing and send nothing.
///
/// Every event carries the current ``value``.
///
/// ## Bad input
/// NaN is ignored by every numeric property; ``value`` clamps to the range (infinities included); infinite
/// bounds clamp to the largest finite `Double`; a minimum not below the maximum (where `UIStepper` raises
/// `NSInvalidArgumentException`), or a ``stepValue`` that is not greater than 0, stops the program with a
/// message naming the values. An infinite ``stepValue`` steps
/// straight to a limit. Programmatic changes send nothing. The default bounds are 94 × 32 points.
public final class ObservableStepper: Control, ObservableControl {
    /// The registry of the stepper's observers.
    public let controlObserver = ControlObserver<Double>()

    /// The value, minimum and maximum, kept by `UIStepper`'s rules (see ``ControlRange``).
    private var range = ControlRange<Double>("ObservableStepper", rule: .stepper, minimum: 0, maximum: 100)

    /// The value; setting it sends no event. NaN is ignored; other values clamp to the range.
    public var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The lowest value (0 by default). Must be less than ``maximumValue``, as `UIStepper` requires.
    public var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value (100 by default). Must be greater than ``minimumValue``, as `UIStepper` requires.
    public var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
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

    /// Whether pressing and holding steps repeatedly (`true`, as `UIStepper`).
    public var autorepeat = true

    /// The press-and-hold clock ticks every 100 ms after the first repeat.
    static let repeatTick = Duration.milliseconds(100)
    /// The ticks that step: every second one for the first repeats, then every one.
    static let ticksAtHalfRate = 10

    /// The direction of the current press.
    private var stepsUp = true
    /// Ticks of the current hold, the press itself being tick 0.
    private var holdTicks = 0
    /// The press-and-hold subscription of the current touch.
    private var autorepeatToken: ObservationToken?

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

    /// Steps on touch-down (the left half subtracts, the right half adds) and, with ``autorepeat``, keeps
    /// stepping while held.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        switch phase {
        case .began:
            stepsUp = location.x >= bounds.midX
            step(up: stepsUp)
            guard autorepeat else { return }
            // Subscribed before this touch's touchDown goes out, so that touchDown starts the repeats. Every
            // down (the press, or sliding back on) starts the count over, before the repeats see it.
            let restarts = onTouchDown().observe { [weak self] in self?.holdTicks = 0 }
            let repeats = onTouchDown(repeatingEvery: Self.repeatTick).observe { [weak self] in
                self?.holdTicked()
            }
            autorepeatToken = ObservationToken {
                restarts.cancel()
                repeats.cancel()
            }
        case .ended, .cancelled:
            autorepeatToken?.cancel()
            autorepeatToken = nil
        case .moved:
            break
        }
    }

    /// One fire of the press-and-hold stream: tick 0 is the down (already stepped, for a press), tick 1 the first
    /// repeat at 500 ms, then every 100 ms; before ``ticksAtHalfRate`` only the odd ticks step.
    private func holdTicked() {
        defer { holdTicks += 1 }
        guard holdTicks > 0 else { return }
        guard holdTicks >= Self.ticksAtHalfRate || !holdTicks.isMultiple(of: 2) else { return }
        step(up: stepsUp)
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
            newValue = range.clamped(stepped)
        }
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
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
