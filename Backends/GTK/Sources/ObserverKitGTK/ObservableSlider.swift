import CGtk4
import ObserverKit

/// A `GtkScale` that reports `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bindable to an
/// `ObservableValue<Float>`.
///
/// Setting ``value`` is programmatic and sends nothing (the GTK handler is blocked).
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
        ControlRange.check("ObservableSlider", minimum: minimumValue, maximum: maximumValue)
        super.init(
            widget: gtk_scale_new_with_range(
                GTK_ORIENTATION_HORIZONTAL, Double(minimumValue), Double(maximumValue),
                Double(maximumValue - minimumValue) / 100))
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
        set {
            guard !newValue.isNaN else { return }
            Signal.blocking(UnsafeMutableRawPointer(widget), valueChangedHandler) {
                gtk_range_set_value(range, Double(min(max(newValue, minimumValue), maximumValue)))
            }
        }
    }

    /// The smallest value.
    public var minimumValue: Float {
        get { Float(gtk_adjustment_get_lower(gtk_range_get_adjustment(range))) }
        set { setRange(ControlRange.finite(newValue, else: minimumValue), maximumValue) }
    }

    /// The largest value.
    public var maximumValue: Float {
        get { Float(gtk_adjustment_get_upper(gtk_range_get_adjustment(range))) }
        set { setRange(minimumValue, ControlRange.finite(newValue, else: maximumValue)) }
    }

    private func setRange(_ minimum: Float, _ maximum: Float) {
        ControlRange.check("ObservableSlider", minimum: minimum, maximum: maximum)
        Signal.blocking(UnsafeMutableRawPointer(widget), valueChangedHandler) {
            gtk_range_set_range(range, Double(minimum), Double(maximum))
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
