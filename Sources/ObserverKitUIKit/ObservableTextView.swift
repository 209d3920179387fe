#if canImport(UIKit) || os(Linux)
    import Foundation
    @_spi(Backend) import ObserverKit

    /// A `UITextView` that reports editing through observers instead of a delegate, bindable to an
    /// `ObservableValue<String>`.
    ///
    /// A text view is not a control: UIKit reports its editing to a delegate, and also posts notifications.
    /// This class listens to the notifications, so the `delegate` stays free for the app, and turns them into
    /// an ``Action`` for each observer, in the order they were added.
    open class ObservableTextView: UITextView, @MainActor MultiObservable, Bindable {
        /// What the text view reports, as in every backend.
        public typealias Action = TextViewAction

        /// The observers, called in the order they were added.
        public var observers: [Observer<Action>] = []

        /// The two-way binding, which hears each action before the observers; not one of them.
        private var binding: TextViewBinding?
        private let listener = NotificationListener()

        /// Creates a text view with the frame and text container you specify, reporting to its observers.
        override public init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            listen()
        }

        /// Creates a text view from an archive, reporting to its observers.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            listen()
        }

        /// The view's text; setting it is programmatic (no notification, no action).
        public var boundValue: String {
            get { text ?? "" }
            set { text = newValue }
        }

        /// Binds the text both ways to `value`: the view shows it at once and follows it without reporting;
        /// the user's changes write it. Rebinding replaces the earlier binding; the returned token ends it.
        ///
        /// The binding is not one of the view's observers: ``observers`` does not list it, and
        /// `removeObservers()` and `remove(observer:)` leave it working. It ends through the returned token, or
        /// when the view is bound again. It writes the value before the observers hear a `didChange`.
        @discardableResult
        public func bind(_ value: ObservableValue<String>) -> ObservationToken {
            value.bindTextView(self, replacing: &binding, isComposing: { $0.markedTextRange != nil })
        }

        /// Commits the marked text, then writes it to a bound value: the commit is the user's edit and wins
        /// over value changes held while it was composed. With nothing marked (UIKit calls it then too) nothing
        /// is committed, and a bound value is left as it is: text set from code stays unwritten.
        override open func unmarkText() {
            let wasComposing = markedTextRange != nil
            super.unmarkText()
            if wasComposing { binding?.release(.composition) }
        }

        /// Typed text (the keyboard, dictation). Typed over marked text, it ends the composition: a bound value
        /// gets the text with the change it makes, or, when the typed text is exactly the marked text (the text
        /// stays as it is, and UIKit reports no change), as at ``unmarkText()``.
        override open func insertText(_ text: String) {
            let composed = markedTextRange != nil ? self.text : nil
            super.insertText(text)
            if let composed, markedTextRange == nil, self.text == composed { binding?.release(.composition) }
        }

        private func listen() {
            let names: [(Notification.Name, @MainActor (ObservableTextView) -> Action)] = [
                (UITextView.textDidBeginEditingNotification, { _ in .didBeginEditing }),
                (UITextView.textDidChangeNotification, { .didChange($0.boundValue) }),
                (UITextView.textDidEndEditingNotification, { _ in .didEndEditing }),
            ]
            for (name, action) in names {
                listener.listen(to: name, from: self) { [weak self] in
                    guard let self else { return }
                    let reported = action(self)
                    binding?.report(reported)
                    notifyObservers(of: reported)
                }
            }
        }
    }

    /// The text view's notification observers, removed when the view goes (the view itself cannot reach its
    /// main-actor state from its `deinit`).
    private final class NotificationListener {
        private var tokens: [any NSObjectProtocol] = []

        deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }

        /// Calls `handler` for each `name` posted with `object`. UIKit posts these on the main thread, so the
        /// handler runs at once, on the main actor (checked: a post from another thread stops the program).
        @MainActor
        func listen(
            to name: Notification.Name, from object: AnyObject, _ handler: @escaping @MainActor @Sendable () -> Void
        ) {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
                    MainActor.assumeIsolated { handler() }
                })
        }
    }
#endif
