import Foundation
@_spi(Backend) import ObserverKit

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
/// of ``View/bounds``) subtracts ``stepValue``, on the right half adds it. valueChanged comes *before*
/// touchDown, because UIKit's `UIControl` calls `beginTrackingWithTouch:` (where a stepper steps) before it
/// sends touchDown (Chameleon's open-source `UIControl.m`). At a limit the value stays and nothing is sent,
/// unless ``wraps`` is on: then stepping past ``maximumValue`` gives ``minimumValue`` and past the minimum
/// gives the maximum.
///
/// ## Press-and-hold
/// With ``autorepeat`` on (the default, as `UIStepper`), holding a half keeps stepping, through the core's
/// `StepperBehavior` schedule and `StepperPress` on the stepper's ``View/scheduler``
/// (the GTK stepper runs the same code): the press steps at once, the first repeat comes 500 ms later, then
/// one every 200 ms for the next four, then one every 100 ms, until the touch ends, is cancelled, or slides
/// off the stepper (sliding back on starts the repeats over, without a step of its own). With ``wraps`` off,
/// repeats at a limit change nothing and send nothing. Each repeat's valueChanged comes from `.touch`
/// (`currentEventOrigin`), as the press's own step does: the held finger makes it. Apple documents that
/// holding repeats (`autorepeat`, developer.apple.com/documentation/uikit/uistepper/autorepeat) but not its
/// timing, and no open
/// reimplementation of `UIStepper` found documents one: the evidence is thin, so this schedule is today's,
/// kept as it was, and unverified against a device (README, "What is verified where").
///
/// ## Continuous or not
/// With ``isContinuous`` off, steps (the press's and the repeats') change ``value`` without an event, and
/// the interaction sends one valueChanged when it ends (lifted or cancelled) if the value differs from the
/// value at touchDown, as `UIStepper.isContinuous` documents.
///
/// Every event carries the current ``value``.
///
/// ## Keyboard and accessibility
/// ``Control/keyboardActivate()`` steps the ``focusedPart`` (valueChanged, then primaryActionTriggered);
/// ``accessibilityIncrement()`` and ``accessibilityDecrement()`` move one ``stepValue`` (valueChanged, continuous
/// or not); ``Control/accessibilityActivate()`` taps the centre, which lies on the "+" half, so it steps up.
/// Each carries its origin (`.keyboard`, `.accessibility`).
///
/// ## Bad input
/// NaN is ignored by every numeric property; ``value`` clamps to the range (infinities included); infinite
/// bounds clamp to the largest finite `Double`; a minimum not below the maximum (where `UIStepper` raises
/// `NSInvalidArgumentException`), or a ``stepValue`` that is not greater than 0, stops the program with a
/// message naming the values. An infinite ``stepValue`` steps
/// straight to a limit. Programmatic changes send nothing. The default bounds are 94 × 32 points.
public final class ObservableStepper: Control<Double> {
    /// The value, minimum and maximum, kept by `UIStepper`'s rules (see `ControlRange`).
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

    /// Whether each step sends valueChanged at once (`true`, as `UIStepper`), or the interaction sends one
    /// valueChanged when it ends, if the value changed (`false`).
    public var isContinuous = true

    /// The current press: its direction, its value at touchDown and its autorepeat.
    private var press: StepperPress?

    /// Whether stepping past one limit continues from the other (`false` by default).
    public var wraps = false

    /// Creates a stepper with `bounds` (94 × 32 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 94, height: 32)) {
        super.init(bounds: bounds)
    }

    /// Every event carries the current ``value``.
    override public func observation(for event: ControlEvent) -> Double {
        value
    }

    /// Steps on touch-down (the left half subtracts, the right half adds) and, with ``autorepeat``, keeps
    /// stepping while held; a non-continuous stepper reports once when the touch ends.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        switch phase {
        case .began:
            press = StepperPress(at: location, in: bounds, value: value, of: self, autorepeats: autorepeat) {
                [weak self] up in self?.step(up: up)
            }
        case .ended, .cancelled:
            if press?.end(isContinuous: isContinuous, value: value) == true { sendActions(for: .valueChanged) }
            press = nil
        case .moved:
            break
        }
    }

    /// The half that keyboard activation steps, as a focused "−" or "+" button would (`.increment` by
    /// default); a stepper has no focus of its own here, so the test or demo that plays the keyboard sets it.
    public var focusedPart: StepperPart = .increment

    /// Keyboard activation steps the ``focusedPart``: valueChanged when the value changed (continuous or not,
    /// the press is the whole interaction), then primaryActionTriggered.
    override func handleKeyboardActivation() {
        step(up: focusedPart == .increment, reports: true)
        sendActions(for: .primaryActionTriggered)
    }

    /// Assistive technology adds one ``stepValue``: valueChanged with origin `.accessibility` when the value
    /// changes; nothing at the maximum (unless ``wraps``) or while disabled.
    ///
    /// ```swift
    /// let quantity = ObservableStepper()
    /// quantity.addObserver(for: .valueChanged) { print($0) }
    /// quantity.accessibilityIncrement()   // prints "1.0"
    /// ```
    public func accessibilityIncrement() {
        perform(.accessibilityAdjust(up: true))
    }

    /// Assistive technology subtracts one ``stepValue``: valueChanged with origin `.accessibility` when the
    /// value changes; nothing at the minimum (unless ``wraps``) or while disabled.
    ///
    /// ```swift
    /// let quantity = ObservableStepper()
    /// quantity.value = 3
    /// quantity.accessibilityDecrement()   // valueChanged, value 2
    /// ```
    public func accessibilityDecrement() {
        perform(.accessibilityAdjust(up: false))
    }

    /// One step up or down, reported whether or not the stepper is continuous.
    override func handleAccessibilityAdjustment(up: Bool) {
        step(up: up, reports: true)
    }

    private func step(up: Bool) {
        step(up: up, reports: isContinuous)
    }

    /// Steps once; sends valueChanged when the value changed and `reports`.
    private func step(up: Bool, reports: Bool) {
        let newValue = StepperBehavior.steppedValue(up: up, stepValue: stepValue, wraps: wraps, range: range)
        guard newValue != value else { return }
        value = newValue
        if reports { sendActions(for: .valueChanged) }
    }
}

extension ObservableStepper: BindableControl {
    /// The stepper's ``value``; setting it is programmatic (clamped, NaN ignored, no event).
    public var boundValue: Double {
        get { value }
        set { value = newValue }
    }
}
