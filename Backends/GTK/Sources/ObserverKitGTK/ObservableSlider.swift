import CGtk4
import ObserverKit

/// A `GtkScale` that reports `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bindable to an
/// `ObservableValue<Float>`. Setting ``value`` is programmatic and sends nothing (the GTK handler is blocked).
///
/// GTK moves the knob after it has seen the press, so a press that moves the value reports touchDown before
/// that valueChanged (UIKit and the headless backend report the valueChanged first).
public final class ObservableSlider: Control, ObservableControl {
    /// What the slider reports, as in every backend.
    public typealias Action = SliderAction

    /// The registry of the slider's observers.
    public let controlObserver = ControlObserver<Action>()
    private var valueChangedHandler: UInt = 0
    private var valueAtTouchDown: Float = 0

    /// Whether dragging sends valueChanged continuously (`true`) or once, on release.
    public var isContinuous = true

    /// A slider over `minimumValue...maximumValue`, `width` points wide.
    public init(minimumValue: Float = 0, maximumValue: Float = 1, width: Int32 = 200) {
        // By UISlider's rules, as every backend: a minimum above the maximum moves the maximum up to it.
        let initial = ControlRange<Float>(
            "ObservableSlider", rule: .slider, minimum: minimumValue, maximum: maximumValue, value: minimumValue)
        // GTK wants a non-empty range at creation; the real one (possibly a single value) is set right after.
        super.init(widget: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01))
        gtk_range_set_range(range, Double(initial.minimum), Double(initial.maximum))
        gtk_range_set_value(range, Double(initial.value))
        // A hundredth of the range a step, and the digits that step needs, as `gtk_scale_new_with_range` sets them.
        let step = Double(initial.maximum - initial.minimum) / 100
        gtk_range_set_increments(range, step, step * 10)
        gtk_scale_set_digits(
            UnsafeMutablePointer(OpaquePointer(widget)), step >= 1 || step == 0 ? 0 : Int32(abs(floor(log10(step)))))
        gtk_widget_set_size_request(widget, width, -1)
        valueChangedHandler = Signal.connect(UnsafeMutableRawPointer(widget), "value-changed") { [weak self] in
            guard let self, isContinuous || !isTracking else { return }
            sendActions(for: .valueChanged)
        }
    }

    private var range: UnsafeMutablePointer<GtkRange> { UnsafeMutablePointer(OpaquePointer(widget)) }

    /// The value, clamped to the range; NaN is ignored. Setting it sends no event.
    public var value: Float {
        get { Float(gtk_range_get_value(range)) }
        set { setRange { $0.setValue(newValue) } }
    }

    /// The smallest value; NaN is ignored, -infinity clamps. Set above the maximum, it moves the maximum up to
    /// it, as `UISlider` documents.
    public var minimumValue: Float {
        get { Float(gtk_adjustment_get_lower(gtk_range_get_adjustment(range))) }
        set { setRange { $0.setMinimum(newValue) } }
    }

    /// The largest value; NaN is ignored, infinity clamps. Set below the minimum, it moves the minimum down to
    /// it, as `UISlider` documents.
    public var maximumValue: Float {
        get { Float(gtk_adjustment_get_upper(gtk_range_get_adjustment(range))) }
        set { setRange { $0.setMaximum(newValue) } }
    }

    /// Applies `change` by ``ControlRange``'s rules (the same code as every backend's), then shows the result
    /// on the GtkScale without a valueChanged.
    private func setRange(_ change: (inout ControlRange<Float>) -> Void) {
        var newRange = ControlRange<Float>(
            "ObservableSlider", rule: .slider, minimum: minimumValue, maximum: maximumValue, value: value)
        change(&newRange)
        Signal.blocking(UnsafeMutableRawPointer(widget), valueChangedHandler) {
            gtk_range_set_range(range, Double(newRange.minimum), Double(newRange.maximum))
            gtk_range_set_value(range, Double(newRange.value))
        }
    }

    /// valueChanged carries the value; the touch events say whether the slider is tracking.
    public func observation(for event: ControlEvent) -> Action {
        Action(event, value: value, isTracking: isTracking)
    }

    /// Sends one step's touch events; a non-continuous slider sends its valueChanged on release.
    override public func sendTouchEvents(_ events: ControlEvent) {
        if events.contains(.touchDown) { valueAtTouchDown = value }
        sendActions(for: events)
        let ended = !events.isDisjoint(with: [.touchUpInside, .touchUpOutside, .touchCancel])
        if ended, !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}

extension ObservableSlider: BindableControl {
    /// The slider's value; setting it is programmatic (no event).
    public var boundValue: Float {
        get { value }
        set { value = newValue }
    }

    /// A slider's user edits arrive as valueChanged.
    public static var boundValueEvents: ControlEvent { .valueChanged }
}
