import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkScale` that reports `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bindable to an
/// `ObservableValue<Float>`.
///
/// Setting ``value`` is programmatic and sends nothing (the GTK handler is blocked).
///
/// The pointer runs the core's `SliderBehavior`, the headless slider's code, not GtkScale's own: as
/// `UISlider`, a press tracks only on the thumb (44 points around the value's position across the widget's
/// width) and elsewhere sends nothing and changes nothing, and a drag moves the value by the finger's
/// movement, so a real mouse produces the headless slider's events, valueChanged order included. GtkScale
/// draws its knob inside its trough's margins, so the drawn knob can sit a few points from where the behaviour
/// places it. Keyboard and scroll changes are GtkScale's own and send valueChanged: the keyboard's (the arrow
/// keys, Page Up and Down, Home, End on the focused slider) and assistive technology's with origin `.keyboard`,
/// the mouse wheel's or a touchpad's scroll over the slider with origin `.touch`, focused or not, as the GTK
/// refresh control reports a pull by the wheel or a touchpad: the pointing device, not a key. Where GtkScale
/// draws the minimum on the right (a right-to-left layout, or an adopted scale set `inverted`), or upright (an
/// adopted vertical scale, the minimum at the top unless `inverted`), the thumb is tracked where GTK draws it and
/// the value follows the finger along the track.
///
/// With ``isContinuous`` off, valueChanged waits for the pointer's touch to end, as on the headless slider: a
/// value GtkScale changes meanwhile (an arrow key, the wheel), or code sets, is the slider's value from then on,
/// reported once when the touch ends unless a later move of the pointer puts the value where the drag says (the
/// drag follows the pointer from its press). A touch GTK stops delivering (the slider hidden, or made
/// insensitive, itself or through a parent) ends there, cancelled, and reports a changed value then, as a
/// headless slider disabled mid-touch.
public final class ObservableSlider: Control<SliderAction> {
    /// What the slider reports, as in every backend.
    public typealias Action = SliderAction

    private var valueChangedHandler: UInt = 0
    /// The current touch: where it pressed the thumb, and the value then.
    private var touch: SliderBehavior?

    /// Whether dragging sends valueChanged continuously (`true`) or once, when the touch ends (released or
    /// cancelled), if the value then differs from the value at touchDown.
    public var isContinuous = true

    /// A slider over `minimumValue...maximumValue`, at least `width` points wide (GTK's size request: a
    /// ``Window`` or a vertical ``Box`` stretches it across its width).
    public init(minimumValue: Float = 0, maximumValue: Float = 1, width: Int = 200) {
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
        gtk_widget_set_size_request(widget, GTKSize.request(width), -1)
        wire()
    }

    /// Wraps `widget`, a `GtkScale` something else created, keeping its range and value; throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget. See ``AdoptingControl``.
    ///
    /// ```swift
    /// let volume = try ObservableSlider(adopting: builderScale)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(widget: try Self.checkedForAdoption(widget))
        wire()
    }

    /// What a slider listens to, created or adopted alike: GtkRange's `value-changed`, and the scroll events that
    /// reach GtkScale.
    private func wire() {
        valueChangedHandler = Signal.connect(UnsafeMutableRawPointer(widget), "value-changed", keptBy: wiring) {
            [weak self] in
            guard let self, isContinuous || !isTracking else { return }
            // The slider moves its own value for the pointer (with this handler blocked): a change GTK makes is
            // from a scroll over the slider (the wheel or a touchpad: touch), or else from its key bindings (the
            // arrow keys, Page Up and Down, Home, End) or assistive technology.
            withEventOrigin(isScrolling ? .touch : .keyboard) { sendActions(for: .valueChanged) }
        }
        // GtkRange changes the value for a scroll event while it handles the event, in the bubble phase: this
        // capture-phase controller sees the event first and marks the scroll in progress until the main queue's
        // next turn (after GTK has handled the event), or until a key reaches the slider.
        Signal.captureEvents(of: widget, keptBy: wiring) { [weak self] event in
            self?.noteInput(gdk_event_get_event_type(event))
            return false
        }
    }

    /// Whether GtkScale is handling a scroll event (the mouse wheel or a touchpad over the slider).
    private var isScrolling = false

    /// Marks a scroll event's handling in progress; a key event ends it at once.
    private func noteInput(_ type: GdkEventType) {
        switch type {
        case GDK_SCROLL:
            isScrolling = true
            MainScheduler().schedule { [weak self] in self?.isScrolling = false }
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            isScrolling = false
        default:
            break
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

    /// Applies `change` by `ControlRange`'s rules (the same code as every backend's), then shows the result
    /// on the GtkScale without a valueChanged.
    private func setRange(_ change: (inout ControlRange<Float>) -> Void) {
        var newRange = shown
        change(&newRange)
        Signal.blocking(UnsafeMutableRawPointer(widget), valueChangedHandler) {
            gtk_range_set_range(range, Double(newRange.minimum), Double(newRange.maximum))
            gtk_range_set_value(range, Double(newRange.value))
        }
    }

    /// valueChanged carries the value; the touch events say whether the slider is tracking.
    override public func observation(for event: ControlEvent) -> Action {
        Action(event, value: value, isTracking: isTracking)
    }

    /// The slider takes the pointer over from GtkScale, to run the shared behaviour.
    override public var handlesPointer: Bool { true }

    /// The range and value as the shared behaviour sees them.
    private var shown: ControlRange<Float> {
        ControlRange("ObservableSlider", rule: .slider, minimum: minimumValue, maximum: maximumValue, value: value)
    }

    /// The track as GtkRange lays it out now: read once for each pointer event, not once for each use.
    private var track: SliderTrack {
        let isVertical = gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL
        let isInverted = gtk_range_get_inverted(range) != 0
        // GtkRange draws the minimum at the far end when inverted or, across, when a flippable scale (as a
        // scale is) is laid out right to left, but not both.
        let flipsRightToLeft = !isVertical && gtk_range_get_flippable(range) != 0 && isRightToLeft
        return SliderTrack(isVertical: isVertical, isFlipped: isInverted != flipsRightToLeft, widgetBounds: bounds)
    }

    /// The thumb's centre, where GtkScale draws its knob (on the right for the minimum when flipped, down the
    /// track when upright): where a press must land to track.
    public var thumbCenter: CGPoint {
        let track = track
        let along = SliderBehavior.thumbCenter(range: shown, in: track.bounds)
        return track.fromTrack(CGPoint(x: along, y: track.bounds.midY))
    }

    /// A press tracks only on the thumb.
    override public func beginsTracking(at location: CGPoint) -> Bool {
        let track = track
        return SliderBehavior.hitsThumb(track.onTrack(location), range: shown, in: track.bounds)
    }

    /// Moves the value with the finger while tracking; sends valueChanged as ``isContinuous`` says.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        let track = track
        let reaction = SliderBehavior.reaction(
            to: phase, at: track.onTrack(location), touch: &touch, range: shown, in: track.bounds,
            isContinuous: isContinuous)
        if let newValue = reaction.newValue { value = newValue }
        if reaction.sendsValueChanged { sendActions(for: .valueChanged) }
    }
}

extension ObservableSlider: BindableControl {
    /// The slider's value; setting it is programmatic (no event).
    public var boundValue: Float {
        get { value }
        set { value = newValue }
    }
}

/// A GTK slider's track in the terms of the core's `SliderBehavior`: left to right from the minimum, whether
/// GtkScale draws it upright (an adopted vertical scale) or from the right (right to left, or inverted).
private struct SliderTrack {
    /// Whether the track runs down from the top.
    let isVertical: Bool
    /// Whether GtkScale draws the minimum at the far end (the right, or the bottom).
    let isFlipped: Bool
    /// The track left to right, as wide as it is long.
    let bounds: CGRect

    init(isVertical: Bool, isFlipped: Bool, widgetBounds: CGRect) {
        self.isVertical = isVertical
        self.isFlipped = isFlipped
        bounds =
            isVertical ? CGRect(x: 0, y: 0, width: widgetBounds.height, height: widgetBounds.width) : widgetBounds
    }

    /// `point`, in the widget's coordinates, in the track's.
    func onTrack(_ point: CGPoint) -> CGPoint {
        let along = isVertical ? CGPoint(x: point.y, y: point.x) : point
        return isFlipped ? CGPoint(x: bounds.width - along.x, y: along.y) : along
    }

    /// `point`, in the track's coordinates, in the widget's: the inverse of ``onTrack(_:)``.
    func fromTrack(_ point: CGPoint) -> CGPoint {
        let along = isFlipped ? CGPoint(x: bounds.width - point.x, y: point.y) : point
        return isVertical ? CGPoint(x: along.y, y: along.x) : along
    }
}
