import CGtk4
import ObserverKit

/// A `GtkSwitch` whose events carry `isOn`, bindable to an `ObservableValue<Bool>`. Setting ``isOn`` is
/// programmatic and sends nothing.
public final class ObservableSwitch: Control, ObservableControl {
    /// The registry of the switch's observers.
    public let controlObserver = ControlObserver<Bool>()
    private var activeHandler: UInt = 0

    /// A switch, off.
    public init() {
        super.init(widget: gtk_switch_new())
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        activeHandler = Signal.connectNotify(UnsafeMutableRawPointer(widget), "active") { [weak self] in
            self?.sendActions(for: .valueChanged)
        }
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
    public func observation(for event: ControlEvent) -> Bool {
        isOn
    }

}

extension ObservableSwitch: BindableControl {
    /// The switch's ``isOn``; setting it is programmatic (no event).
    public var boundValue: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    /// A switch's user edits arrive as valueChanged.
    public static var boundValueEvents: ControlEvent { .valueChanged }
}
