import ObserverKitHeadless

/// A headless control that composes text (dead keys, compose sequences, input methods): what a touch script's
/// `marked:` line plays.
@MainActor
protocol CompositionTarget: AnyObject {
    func setMarkedText(_ markedText: String)
    func unmarkText()
}

extension ObservableTextField: CompositionTarget {}
