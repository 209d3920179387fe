/// What a text view reports, in every backend: `ObservableTextView.Action`.
///
/// A text view is not a control; these are its delegate's callbacks as cases.
public enum TextViewAction: Hashable, Sendable {
    /// Editing began (`textViewDidBeginEditing(_:)`).
    case didBeginEditing
    /// The user changed the text, to the text carried (`textViewDidChange(_:)`).
    case didChange(String)
    /// Editing ended (`textViewDidEndEditing(_:)`).
    case didEndEditing
}

extension ObservableValue where Value == String {
    /// Binds a text view both ways to this value: the view shows it at once and follows it without reporting;
    /// the `didChange` actions it reports to the observer registered through `observe` write it. While
    /// `isComposing` says text is marked, value changes wait and nothing is written; the view calls the
    /// returned binding's `release(.composition)` at the commit, which writes the committed text. The view
    /// keeps the binding as its one binding (a rebind cancels the earlier one).
    @MainActor
    @_spi(Backend) public func bindTextView<View: Bindable>(
        _ view: View, isComposing: @escaping @MainActor (View) -> Bool,
        observe: (Observer<TextViewAction>) -> ObservationToken
    ) -> ControlBinding where View.BoundType == String {
        let toView = bind(to: view) { view, newText in
            guard !isComposing(view) else { return }
            if view.boundValue != newText { view.boundValue = newText }
        }
        // The view's observers belong to the main actor; the binding's token may be cancelled anywhere: the
        // observer then ends on the main queue, and writes nothing meanwhile (`ended` is set at once).
        let ended = ControlBinding.EndFlag()
        let toValue = ObservationToken.endingOnMainActor(
            observe(
                Observer { [weak self, weak view] action in
                    guard case .didChange(let text) = action, let view, !ended.isEnded else { return }
                    // Text views report on the main actor.
                    guard !MainActor.assumeIsolated({ isComposing(view) }) else { return }
                    self?.value = text
                }))
        let token = ObservationToken {
            toView.cancel()
            toValue.cancel()
        }
        return ControlBinding(cancelling: token, endedBy: ended) { [weak self, weak view] _ in
            guard let self, let view, !isComposing(view) else { return }
            value = view.boundValue
        }
    }
}
