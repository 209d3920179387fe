import CGtk4
import ObserverKit

/// A `GtkButton` observed with closures: `addObserver(for: .primaryActionTriggered) { … }`. Its touch events come
/// from the pointer through `TouchTracker`; touchUpInside also sends primaryActionTriggered, as a UIKit button
/// does, and Space or Return on the focused button sends primaryActionTriggered alone, from `.keyboard`. Its
/// events carry `()`.
public final class ObservableButton: Control<Void> {
    /// The button's observations carry no payload.
    public typealias Observation = Void

    /// A button showing `label`.
    public init(label: String = "") {
        super.init(
            widget: gtk_button_new_with_label(label), observation: (), sendsPrimaryActionOnTouchUpInside: true)
        wire()
    }

    /// Wraps `widget`, a `GtkButton` (or a subtype) something else created; throws
    /// ``GTKError/wrongWidgetType(control:expected:actual:)`` for any other widget. See ``AdoptingControl``.
    ///
    /// ```swift
    /// let save = try ObservableButton(adopting: widgetFromAnotherLibrary)
    /// ```
    public init(adopting widget: UnsafeMutablePointer<GtkWidget>) throws {
        super.init(
            widget: try Self.checkedForAdoption(widget), observation: (), sendsPrimaryActionOnTouchUpInside: true)
        wire()
    }

    /// The one wiring routine of a created and an adopted button. It listens to GtkButton's `activate`, the
    /// signal GTK's key bindings (Space, Return, Enter on the focused button) and assistive technology emit, and
    /// which a pointer never does: each is a keyboard activation, primaryActionTriggered with origin `.keyboard`
    /// and no touch event. (GTK's own `clicked`, which follows both pointer and keyboard, is not what ObserverKit
    /// listens to; the pointer comes through the touch tracker.) GTK holds a keyboard activation's pressed look
    /// for 250 ms and ignores key presses within it; it emits `activate` (and then `clicked`) again for a held
    /// key's repeat that comes after, and those are not reported: one press of a key is one activation
    /// (`HeldKeys`), while the app's own `clicked` handler still hears each of GTK's clicks.
    private func wire() {
        activatesFromKeyboard(whenActivated: widget, keptBy: wiring)
    }
}
