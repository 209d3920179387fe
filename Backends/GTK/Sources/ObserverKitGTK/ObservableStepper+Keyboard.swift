import CGtk4

extension ObservableStepper {
    /// Listens to the `activate` of the "−" and "+" buttons (Space or Return on the focused one, or assistive
    /// technology): a keyboard activation of that half, one step per press of a key (a held key's repeats, which
    /// GTK may report as further `activate`s, step nothing: `UIStepper`'s `autorepeat` is the touch's).
    func connectKeyboardActivation(minus: UnsafeMutablePointer<GtkWidget>, plus: UnsafeMutablePointer<GtkWidget>) {
        activatesFromKeyboard(whenActivated: minus) { [weak self] in self?.focusedPart = .decrement }
        activatesFromKeyboard(whenActivated: plus) { [weak self] in self?.focusedPart = .increment }
    }
}
