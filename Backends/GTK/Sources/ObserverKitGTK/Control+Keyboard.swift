import CGtk4
@_spi(Backend) import ObserverKit

/// A GTK control with its own reaction to keyboard activation (a switch toggles, a stepper steps); the
/// others send primaryActionTriggered only.
@MainActor
protocol KeyboardActivatable: ObservableControl {
    /// Changes the value for a key press on the focused control and sends its events, primaryActionTriggered
    /// last.
    func activateFromKey()
}

extension Control {
    /// Runs `body` as the control's handling of input from `origin`, so that the events it sends carry it.
    func handling(_ origin: EventOrigin, _ body: () -> Void) {
        guard let observable = self as? any ObservableControl else { return body() }
        observable.withEventOrigin(origin, body)
    }

    /// Space or Return on the focused control, as GTK reports it (a button's `clicked` with no pointer press,
    /// a check's `activate`): run through the shared driver, so it is queued when given from inside a handler,
    /// ignored while disabled or while a pointer touch is in progress (the touch wins), and sent with origin
    /// `.keyboard`. Assistive technology activates GTK widgets through the same signals, so its activations
    /// arrive as `.keyboard` too.
    func keyboardActivate() {
        perform(.keyboardActivate)
    }

    /// The control's reaction to keyboard activation: its own when it has one, else primaryActionTriggered.
    func activateFromKeyboard() {
        if let activatable = self as? any KeyboardActivatable {
            activatable.activateFromKey()
        } else {
            (self as? any ObservableControl)?.sendActions(for: .primaryActionTriggered)
        }
    }

    /// Accessibility increments and decrements reach GTK's ranges through GtkRange's own adjustment, which the
    /// slider reports from its value signal; the driver is never given this input on GTK, so it changes nothing.
    func adjustFromAccessibility(up: Bool) {}
}
