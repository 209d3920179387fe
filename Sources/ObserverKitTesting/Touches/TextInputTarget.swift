import ObserverKitHeadless

/// A headless control that takes text input: what a touch script's `text:` line types into.
@MainActor
protocol TextInputTarget: AnyObject {
    func becomeFirstResponder() -> Bool
    func insertText(_ string: String)
    func deleteBackward()
    func pressReturn()
    func resignFirstResponder() -> Bool
}

extension ObservableTextField: TextInputTarget {}
