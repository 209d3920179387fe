#if canImport(UIKit) || os(Linux)

    extension ObservedControl: Bindable, BindableControl where Kind: BindableObservedControlKind {
        /// The control's value; setting it is programmatic (no event). Once the control has gone, reading
        /// gives the last value it showed and setting does nothing.
        public var boundValue: Kind.Value {
            get {
                guard let control else {
                    guard let last = lastBoundValue as? Kind.Value else {
                        preconditionFailure("an observed control's value is read when it is made")
                    }
                    return last
                }
                let value = Kind.value(of: control)
                lastBoundValue = value
                return value
            }
            set {
                guard let control else { return }
                Kind.setValue(newValue, of: control)
            }
        }

        /// The events after which the control holds a user's change.
        public static var boundValueEvents: ControlEvent { Kind.boundValueEvents }

        /// `.touch` while the control tracks a touch, `.composition` while a text field has marked text.
        public var bindingHold: BindingHold? {
            guard let control else { return nil }
            return Kind.bindingHold(of: control)
        }

        /// Binds the control to `value` both ways, with the rules of ObserverKit's subclass of its kind: the
        /// control shows `value` at once, user edits write it, and while the user's hand is on the control
        /// (a touch tracked, text composed) value changes wait; the control shows the latest value when the
        /// touch ends (touchUpInside, touchUpOutside or touchCancel), and a text field writes committed text
        /// when editing ends or at the next edit (UIKit sends no event for a commit).
        ///
        /// ```swift
        /// let volume = ObservableValue<Float>(0.5)
        /// let slider = UISlider()
        /// slider.observed.bind(volume)   // slider.value == 0.5
        /// ```
        @discardableResult
        public func bind(_ value: ObservableValue<Kind.Value>) -> ObservationToken {
            holdRelease?.cancel()
            let binding = bindControl(value)
            // A stock control has no endTracking or unmarkText of ObserverKit's: the events UIKit sends once the
            // hand has left it say when.
            let (hold, events) = Kind.holdEnd
            let release = addObserver(for: events) { [weak self] _ in self?.releaseBindingHold(hold) }
            holdRelease = release
            return ObservationToken {
                binding.cancel()
                release.cancel()
            }
        }
    }
#endif
