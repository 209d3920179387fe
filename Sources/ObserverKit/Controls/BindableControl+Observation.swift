#if canImport(Observation)
    import Observation

    /// Swift Observation's `Observable` (inside `BindableControl`, `Observation` names the associated type).
    @available(macOS 14, iOS 17, tvOS 17, macCatalyst 17, watchOS 10, *)
    public typealias ObservationModel = Observation.Observable

    @available(macOS 14, iOS 17, tvOS 17, macCatalyst 17, watchOS 10, *)
    extension BindableControl {
        /// Binds the control both ways to the property at `keyPath` of a Swift Observation `@Observable` model.
        ///
        /// ```swift
        /// @Observable final class Player { var volume: Float = 0.5 }
        ///
        /// let player = Player()
        /// slider.bind(to: player, \.volume)
        /// player.volume = 0.8   // the slider moves to 0.8 on the main queue's next turn
        /// // the user drags the slider: player.volume follows at once
        /// ```
        ///
        /// The same guarantees as ``Bindable/bind(_:)``: the model's changes set ``Bindable/boundValue``
        /// programmatically (no event, no echo); user edits write the model; the binding holds control and model
        /// weakly and replaces the control's earlier binding; the user's hand wins (``BindingHold``).
        ///
        /// When a change shows: Observation's public API reports a change only *before* it is stored
        /// (`withObservationTracking`'s `onChange` runs in the property's `willSet`, on the changing thread),
        /// and its after-the-store hook (`didSet`) is SPI reserved to SwiftUI, so no public API can apply a
        /// change before the setter returns. The earliest correct point is the first main-queue turn after the
        /// setter: the control reads the new value there, once, however many changes came before it
        /// (`DispatchQueue.main.async`; a `Task { @MainActor in }` hop runs no earlier, since the main actor's
        /// jobs run on that same queue, and `Task.immediate` runs before the setter stores). Code that needs the
        /// control current at once binds an ``ObservableValue`` instead, which applies a change made on the
        /// main thread before its setter returns.
        @discardableResult
        public func bind<Model: ObservationModel & AnyObject>(
            to model: Model,
            _ keyPath: ReferenceWritableKeyPath<Model, BoundType>
        ) -> ObservationToken {
            bindModel(model, keyPath)
        }

        /// The two-way binding behind ``bind(to:_:)``, for a backend's own `bind(to:_:)` that adds to it (UIKit's
        /// `observed` controls also listen for the end of a touch, having no `endTracking` of their own).
        package func bindModel<Model: ObservationModel & AnyObject>(
            _ model: Model,
            _ keyPath: ReferenceWritableKeyPath<Model, BoundType>
        ) -> ObservationToken {
            let tracking = ModelTracking(control: self, model: model, keyPath: keyPath)
            let stopped = tracking.stopped
            return installBinding { _ in
                tracking.track()
                // Stops at once, on whatever thread the binding ends: a change of the model reported before
                // shows nothing afterwards, even on a control bound anew meanwhile.
                return ObservationToken { stopped.end() }
            } write: { [weak model] control in
                model?[keyPath: keyPath] = control.boundValue
            } showLatest: { _ in
                tracking.show()
            }
        }
    }

    /// Follows one key path of an `@Observable` model into a control, re-arming Observation's one-shot tracking
    /// after every change.
    @available(macOS 14, iOS 17, tvOS 17, macCatalyst 17, watchOS 10, *)
    @MainActor
    private final class ModelTracking<Control: BindableControl, Model: AnyObject & ObservationModel> {
        private weak var control: Control?
        private weak var model: Model?
        private let keyPath: ReferenceWritableKeyPath<Model, Control.BoundType>
        /// Set when the binding ends, on any thread.
        let stopped = ControlBinding.EndFlag()

        init(control: Control, model: Model, keyPath: ReferenceWritableKeyPath<Model, Control.BoundType>) {
            self.control = control
            self.model = model
            self.keyPath = keyPath
        }

        /// Shows the model's current value and asks Observation to report the next change.
        func track() {
            guard !stopped.isEnded, let model, control != nil else { return }
            let value = withObservationTracking {
                model[keyPath: keyPath]
            } onChange: { [weak self] in
                // Called before the change is stored, on the changing thread: read it on the next main turn.
                DispatchQueueMain.async { self?.track() }
            }
            show(value)
        }

        /// Shows the model's current value: the binding's hold has ended.
        func show() {
            guard !stopped.isEnded, let model, let control else { return }
            let value = model[keyPath: keyPath]
            if control.boundValue != value { control.boundValue = value }
        }

        private func show(_ value: Control.BoundType) {
            guard let control, control.bindingHold == nil, control.boundValue != value else { return }
            control.boundValue = value
        }

    }
#endif
