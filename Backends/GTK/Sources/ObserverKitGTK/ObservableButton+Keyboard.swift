import CGtk4
import ObserverKit

extension ObservableButton {
    /// Listens to GtkButton's `activate`, the signal GTK's key bindings (Space, Return, Enter on the focused
    /// button) and assistive technology emit, and which a pointer never does: each is a keyboard activation,
    /// primaryActionTriggered with origin `.keyboard` and no touch event. (GTK's own `clicked`, which follows
    /// both pointer and keyboard, is not what ObserverKit listens to; the pointer comes through the touch
    /// driver.) GTK holds a keyboard activation's pressed look for 250 ms and ignores key repeats within it;
    /// each `activate` it emits is reported.
    func connectKeyboardActivation() {
        Signal.connect(UnsafeMutableRawPointer(widget), "activate") { [weak self] in self?.keyboardActivate() }
    }
}
