/// A text view's two-way binding, which the view keeps as its one binding and tells what it reports.
///
/// The binding is not one of the view's observers: the view's `observers` do not list it, and neither
/// ``MultiObservable/removeObservers()`` nor ``MultiObservable/remove(observer:)`` ends it, so the app that empties
/// its observers keeps its binding. It ends through its token, or when the view is bound again. The view calls
/// ``report(_:)`` with each action before notifying its observers, so that they read the new text in the value.
///
/// ```swift
/// let token = value.bindTextView(self, replacing: &binding, isComposing: { $0.markedText != nil })
/// binding?.report(.didChange(text))   // writes the value
/// notifyObservers(of: .didChange(text))
/// ```
@_spi(Backend) @MainActor public final class TextViewBinding {
    private let binding: ControlBinding
    /// The view to value direction: writes the text of a `didChange` unless the binding has ended or text is
    /// being composed.
    private let write: @MainActor (String) -> Void

    init(_ binding: ControlBinding, write: @escaping @MainActor (String) -> Void) {
        self.binding = binding
        self.write = write
    }

    /// The token that ends the binding, both directions, on any thread.
    public var token: ObservationToken { binding.token }

    /// Ends the binding, both directions.
    public func cancel() {
        binding.cancel()
    }

    /// The view reported `action`: a `didChange` writes its text to the value.
    public func report(_ action: TextViewAction) {
        guard case .didChange(let text) = action else { return }
        write(text)
    }

    /// The view's `hold` has ended (text was committed): writes the committed text, unless the binding has ended.
    public func release(_ hold: BindingHold) {
        binding.release(hold)
    }
}

extension ObservableValue where Value == String {
    /// Binds a text view both ways to this value, as its one binding: cancels the view's earlier `binding`,
    /// stores the new one there and returns its token. The view shows the value at once and follows it without
    /// reporting; the `didChange` actions it passes to the binding's ``TextViewBinding/report(_:)`` write it.
    /// While `isComposing` says text is marked, value changes wait and nothing is written; the view calls the
    /// binding's ``TextViewBinding/release(_:)`` with `.composition` at the commit, which writes the committed
    /// text. A binding made while text is composed shows the value at once too, as text set from code: the
    /// composition was typed over the text the view showed before, which the commit must not write here.
    @MainActor
    @_spi(Backend) public func bindTextView<View: Bindable>(
        _ view: View, replacing binding: inout TextViewBinding?, isComposing: @escaping @MainActor (View) -> Bool
    ) -> ObservationToken where View.BoundType == String {
        binding?.cancel()
        let newBinding = makeTextViewBinding(view, isComposing: isComposing)
        binding = newBinding
        return newBinding.token
    }

    /// The binding of ``bindTextView(_:replacing:isComposing:)``.
    @MainActor
    private func makeTextViewBinding<View: Bindable>(
        _ view: View, isComposing: @escaping @MainActor (View) -> Bool
    ) -> TextViewBinding where View.BoundType == String {
        // Text being composed was typed over what the view showed before this binding: the view shows this value
        // at once all the same, as text set from code (which ends the composition on UIKit and headless), so that
        // the commit does not write the earlier text to this value.
        if isComposing(view), view.boundValue != value { view.boundValue = value }
        let toView = bind(to: view) { view, newText in
            guard !isComposing(view) else { return }
            if view.boundValue != newText { view.boundValue = newText }
        }
        // The token may be cancelled on any thread: it sets `ended` at once, so nothing is written afterwards.
        let ended = ControlBinding.EndFlag()
        let binding = ControlBinding(cancelling: toView, endedBy: ended) { [weak self, weak view] _ in
            guard let self, let view, !isComposing(view) else { return }
            value = view.boundValue
        }
        return TextViewBinding(binding) { [weak self, weak view] text in
            guard let view, !ended.isEnded, !isComposing(view) else { return }
            self?.value = text
        }
    }
}
