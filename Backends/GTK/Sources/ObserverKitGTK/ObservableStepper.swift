import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A stepper composed from GTK widgets (GTK has none): a linked pair of "−" and "+" buttons in a box. In a
/// right-to-left layout GTK puts "−" on the right, and a press on it still steps down.
///
/// Its events carry the value; it is bindable to an `ObservableValue<Double>`.
///
/// As `UIStepper`, through the same core behaviour as the headless stepper (`StepperBehavior` and
/// `StepperPress`): a press on the left half steps down, on the right half up; with ``autorepeat`` a held press
/// repeats after 500 ms, every 200 ms, then every 100 ms after a second, on the control's ``Control/scheduler``
/// (GTK's main loop with the default `MainScheduler`), each repeat's valueChanged from `.touch`, as the press's
/// own; with ``isContinuous`` off, one valueChanged when the interaction ends. ``value`` clamps to the
/// range, or wraps past it with ``wraps``; NaN is ignored; a minimum not below the maximum, or a ``stepValue``
/// that is not greater than 0, stops the program with a message naming the values.
public final class ObservableStepper: Control<Double> {
    /// The value, minimum and maximum, kept by `UIStepper`'s rules (see `ControlRange`).
    var range = ControlRange<Double>("ObservableStepper", rule: .stepper, minimum: 0, maximum: 100)

    /// The value, within ``minimumValue``...``maximumValue``; NaN is ignored; setting it sends no event.
    public var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The lowest value (0 by default); it must be less than ``maximumValue``, as `UIStepper` requires.
    public var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value (100 by default); it must be greater than ``minimumValue``, as `UIStepper` requires.
    public var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// How much one press changes the value (1 by default); NaN is ignored.
    public var stepValue: Double = 1 {
        didSet {
            if stepValue.isNaN { stepValue = oldValue }
            precondition(stepValue > 0, "ObservableStepper: stepValue \(stepValue) must be greater than 0")
        }
    }

    /// Whether pressing and holding steps repeatedly (`true`, as `UIStepper`).
    public var autorepeat = true
    /// Whether stepping past one end continues from the other.
    public var wraps = false
    /// Whether each step sends valueChanged at once (`true`, as `UIStepper`), or the interaction sends one
    /// valueChanged when it ends, if the value changed (`false`).
    public var isContinuous = true

    /// The current press: its direction, its value at touchDown and its autorepeat.
    private var press: StepperPress?
    /// The half that keyboard activation steps: the "−" or "+" button GTK activated last (`.increment` before
    /// any), as the headless stepper's `focusedPart`.
    var focusedPart = StepperPart.increment

    /// A stepper.
    public init() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        let minus = gtk_button_new_with_label("−")!
        let plus = gtk_button_new_with_label("+")!
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), minus)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), plus)
        super.init(widget: box)
        connectKeyboardActivation(minus: minus, plus: plus)
    }

    /// Every event carries the current value.
    override public func observation(for event: ControlEvent) -> Double {
        value
    }

    /// Keyboard activation steps the ``focusedPart``: valueChanged when the value changed (continuous or not,
    /// the key press is the whole interaction), then primaryActionTriggered, as the headless stepper.
    override func handleKeyboardActivation() {
        step(up: focusedPart == .increment, reports: true)
        sendActions(for: .primaryActionTriggered)
    }

    /// A press steps (valueChanged before touchDown, as UIKit sends it) and starts the repeats; the end of the
    /// touch stops them, and a non-continuous stepper reports then. The same core behaviour as the headless
    /// stepper's (`StepperPress`).
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        switch phase {
        case .began:
            // Right to left, GTK puts "−" on the right: the halves follow what it draws.
            let pressed = leftToRight(location, mirrored: isRightToLeft)
            press = StepperPress(at: pressed, in: bounds, value: value, of: self, autorepeats: autorepeat) {
                [weak self] up in self?.step(up: up)
            }
        case .ended, .cancelled:
            if press?.end(isContinuous: isContinuous, value: value) == true { sendActions(for: .valueChanged) }
            press = nil
        case .moved:
            break
        }
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
    /// The stepper's value; setting it is programmatic (no event).
    public var boundValue: Double {
        get { value }
        set { value = newValue }
    }
}
