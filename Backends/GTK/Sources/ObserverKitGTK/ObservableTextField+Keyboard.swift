import CGtk4
import ObserverKit

extension ObservableTextField {
    /// Sends `event` for a change GTK made to the text: the person typed, deleted or pasted (programmatic
    /// changes block the handler), so it carries origin `.keyboard`, as typing on the headless field does.
    func typed(_ event: ControlEvent) {
        withEventOrigin(.keyboard) { sendActions(for: event) }
    }
}
