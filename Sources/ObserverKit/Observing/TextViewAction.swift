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
    /// the `didChange` actions it reports to the observer registered through `observe` write it. Returns the
    /// token that ends both directions; the view keeps it as its one binding (a rebind cancels the earlier one).
    @MainActor
    package func bindTextView<View: Bindable>(
        _ view: View, observe: (Observer<TextViewAction>) -> ObservationToken
    ) -> ObservationToken where View.BoundType == String {
        let toView = bind(to: view) { view, newText in
            if view.boundValue != newText { view.boundValue = newText }
        }
        let toValue = observe(
            Observer { [weak self] action in
                if case .didChange(let text) = action { self?.value = text }
            })
        return ObservationToken {
            toView.cancel()
            toValue.cancel()
        }
    }
}
