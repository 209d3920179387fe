import CGtk4
import ObserverKit

/// A `GtkButton` observed with closures: `addObserver(for: .primaryActionTriggered) { … }`. Its touch events come
/// from the pointer through `TouchTracker`; touchUpInside also sends primaryActionTriggered, as a UIKit button
/// does, and Space or Return on the focused button sends primaryActionTriggered alone, from `.keyboard`.
public final class ObservableButton: Control<Void> {
    /// The button's observations carry no payload.
    public typealias Observation = Void

    /// A button showing `label`.
    public init(label: String = "") {
        super.init(widget: gtk_button_new_with_label(label))
        wire()
    }

    /// Wraps `widget`, a `GtkButton` (or a subtype) something else created; throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget. See ``AdoptingControl``.
    ///
    /// ```swift
    /// let save = try ObservableButton(adopting: widgetFromAnotherLibrary)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(widget: try Self.checkedForAdoption(widget))
        wire()
    }

    /// What a button listens to, created or adopted alike: GtkButton's `activate` (keyboard activation).
    private func wire() {
        connectKeyboardActivation()
    }

    /// A button carries no value.
    override public func observation(for event: ControlEvent) {}

    /// Sends one step's touch events, adding primaryActionTriggered to touchUpInside.
    override public func sendTouchEvents(_ events: ControlEvent) {
        sendActions(for: events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events)
    }
}
