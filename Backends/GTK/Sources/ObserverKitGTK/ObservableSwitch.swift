import CGtk4
import Foundation
@_spi(Backend) import ObserverKit

/// A `GtkSwitch` whose events carry `isOn`, bindable to an `ObservableValue<Bool>`.
///
/// Setting ``isOn`` is programmatic and sends nothing.
///
/// The pointer runs the core's `SwitchBehavior`, the headless switch's code, not GtkSwitch's own: a click (a touch
/// lifted inside) toggles, and its valueChanged, then primaryActionTriggered (the toggle is the switch's primary
/// action), come before touchUpInside, as on the headless backend and in UIKit. The keyboard does not reach GtkSwitch
/// either: Space and Return on the focused switch run through the touch tracker as a keyboard activation (nothing while
/// the pointer holds the switch), which toggles and sends valueChanged, then primaryActionTriggered, with origin
/// `.keyboard`, once per press of a key: a held key's repeats toggle nothing (and do not reach GtkSwitch). Assistive technology's `activate` toggles through GtkSwitch and reports the
/// same two events, with animations on or off; like a key, it is refused (no toggle, nothing sent) while the
/// pointer holds the switch or the switch is disabled.
///
/// To tell that toggle apart, the first switch made or adopted overrides GtkSwitch's class handler for
/// `activate` (`g_signal_override_class_closure`) for the rest of the process. The override notes the activation
/// and then runs GTK's own handler (for ObserverKit's switches, unless it refuses the activation as above), so every
/// other GtkSwitch behaves as before; but GLib allows one
/// such override per type, so an app's own `g_signal_override_class_closure` of GtkSwitch's `activate` would be
/// refused with a critical warning.
public final class ObservableSwitch: Control<Bool> {
    private var activeHandler: UInt = 0

    /// A switch, off.
    public init() {
        super.init(widget: gtk_switch_new())
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        wire()
    }

    /// Whether GtkSwitch's `activate` was emitted (by assistive technology) and its toggle is yet to come.
    var activationPending = false

    /// Wraps `widget`, a `GtkSwitch` something else created; throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget. See ``AdoptingControl``.
    ///
    /// ```swift
    /// let wifi = try ObservableSwitch(adopting: builderSwitch)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(widget: try Self.checkedForAdoption(widget))
        wire()
    }

    /// What a switch listens to, created or adopted alike: its `active` changes (with their origin) and the
    /// keyboard's activation keys.
    private func wire() {
        activeHandler = Signal.connectNotify(UnsafeMutableRawPointer(widget), "active", keptBy: wiring) { [weak self] in
            self?.sendStateChange()
        }
        connectKeyboardActivation()
    }

    private var toggle: OpaquePointer { OpaquePointer(widget) }

    /// Whether the switch is on; setting it sends no event.
    public var isOn: Bool {
        get { gtk_switch_get_active(toggle) != 0 }
        set {
            Signal.blocking(UnsafeMutableRawPointer(widget), activeHandler) {
                gtk_switch_set_active(toggle, newValue ? 1 : 0)
            }
        }
    }

    /// Every event carries the current ``isOn``.
    override public func observation(for event: ControlEvent) -> Bool {
        isOn
    }

    /// Keyboard activation toggles the switch: valueChanged, then primaryActionTriggered, as the headless switch.
    override func handleKeyboardActivation() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The switch takes the pointer over from GtkSwitch, to run the shared behaviour.
    override public var handlesPointer: Bool { true }

    /// A touch lifted inside toggles the switch and sends valueChanged, then primaryActionTriggered (the
    /// switch's primary action), as the headless switch.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        guard let newState = SwitchBehavior.isOn(after: phase, isOn: isOn) else { return }
        isOn = newState
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

}

extension ObservableSwitch: BindableControl {
    /// The switch's ``isOn``; setting it is programmatic (no event).
    public var boundValue: Bool {
        get { isOn }
        set { isOn = newValue }
    }
}
