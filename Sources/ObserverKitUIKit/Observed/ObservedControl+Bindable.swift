#if canImport(UIKit) || os(Linux)

    extension ObservedControl: Bindable, BindableControl where Kind: BindableObservedControlKind {
        /// The control's value; setting it is programmatic (no event). Once the control has gone, reading
        /// gives the last value read from it while it lived (`observed` reads it when made, a binding after each
        /// of the user's changes, your code whenever it reads), not a later change code made unread, and setting
        /// does nothing.
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
        /// touch ends (touchUpInside, touchUpOutside or touchCancel), after those events' observers added through
        /// `observed`, whichever was added first, so they see the value the hand left, as on every backend; and a
        /// text field writes committed text when editing ends or at the next edit (UIKit sends no event for a
        /// commit). The app's own `UIAction`s and target/action pairs for those events run in UIKit's order, which
        /// Apple does not document (on the Linux model, the order they were added in): one added after the
        /// binding, on a touch end no `observed` observer hears, may see the latest value already.
        ///
        /// ```swift
        /// let volume = ObservableValue<Float>(0.5)
        /// let slider = UISlider()
        /// slider.observed.bind(volume)   // slider.value == 0.5
        /// ```
        ///
        /// The end of the hold is heard through `UIAction`s of the binding's own, not through observers: the
        /// app's `removeObservers(for:)` leaves them, and `observers(for:)` and `actions(for:)` do not list them.
        @discardableResult
        public func bind(_ value: ObservableValue<Kind.Value>) -> ObservationToken {
            releasingHold(bindControl(value))
        }

        /// The binding `binding`, which also releases its hold when UIKit says the hand has left the control.
        ///
        /// A stock control has no endTracking or unmarkText of ObserverKit's: the events UIKit sends once the hand
        /// has left it say when (``ObservedControlKind/holdEnd``). They are heard through one `UIAction` per
        /// event, with an identifier of the binding's, which the public remove API neither lists nor removes, and
        /// which goes with the binding (or with the binding that replaces it). A touch's end that has observers
        /// is released by the action that delivers it to them, after them, and not by the binding's action, so
        /// the order UIKit calls the two in does not matter.
        func releasingHold(_ binding: ObservationToken) -> ObservationToken {
            removeHoldRelease()
            guard let control else { return binding }
            let (hold, ends) = Kind.holdEnd
            let release = HoldRelease(afterObservers: hold == .touch ? ends : []) { [weak self] in
                self?.releaseBindingHold(hold)
            }
            for event in Self.holdReleaseEvents {
                let action = UIAction(identifier: Self.holdReleaseIdentifier(for: event)) { [weak self] _ in
                    guard let self else { return }
                    // A touch's end with ObserverKit observers: the action that delivers it to them releases the
                    // hold after them, whether UIKit calls it before this one or after.
                    if release.afterObservers.contains(event) && controlObserver.observedEvents.contains(event) {
                        return
                    }
                    heard(event, releasing: release)
                }
                control.addAction(action, for: UIControl.Event(event))
            }
            holdRelease = release
            // The binding's token may be cancelled on any thread; the actions go on the main actor.
            let removal = ObservationToken.endingOnMainActor(
                ObservationToken { [weak self] in
                    MainActor.assumeIsolated {
                        guard let self, self.holdRelease === release else { return }
                        self.removeHoldRelease()
                    }
                })
            return ObservationToken {
                binding.cancel()
                removal.cancel()
            }
        }

        /// Removes the hold's actions from the control.
        private func removeHoldRelease() {
            guard holdRelease != nil else { return }
            holdRelease = nil
            guard let control else { return }
            for event in Self.holdReleaseEvents {
                control.removeAction(identifiedBy: Self.holdReleaseIdentifier(for: event), for: UIControl.Event(event))
            }
        }

        /// The events a binding's release listens to: those that end the kind's hold, and, for a composition, the
        /// user's edits, which say what the composition left unwritten.
        private static var holdReleaseEvents: ControlEvent {
            let (hold, events) = Kind.holdEnd
            return hold == .composition ? events.union(Kind.boundValueEvents) : events
        }

        /// One of ``holdReleaseEvents`` arrived. A touch's end releases its hold. A composition's commit has no
        /// event: an edit made while text is marked (which the binding does not write) keeps its value, and the end
        /// of the hold writes it only if the control still has it (the input method commits marked text as it is);
        /// with no such edit since the last write (nothing was composed, or an edit with nothing marked wrote it),
        /// or with another value (text set from code), the end writes nothing: code's text is never written.
        private func heard(_ event: ControlEvent, releasing release: HoldRelease) {
            let (hold, ends) = Kind.holdEnd
            guard hold == .composition else { return release.release() }
            guard ends.contains(event) else {
                release.composedValue = bindingHold == .composition ? boundValue : nil
                return
            }
            let composed = release.composedValue as? Kind.Value
            release.composedValue = nil
            if let composed, composed == boundValue { releaseBindingHold(hold) }
        }

        /// The identifier of the `UIAction` that releases a binding's hold at `event`: distinct from the actions
        /// that deliver events to the observers, ObserverKit's subclasses' and other kinds'.
        static func holdReleaseIdentifier(for event: ControlEvent) -> UIAction.Identifier {
            UIAction.Identifier("org.observerkit.bindingHoldRelease.\(kindName).\(event.rawValue)")
        }
    }

    #if canImport(Observation)
        @available(macOS 14, iOS 17, tvOS 17, macCatalyst 17, watchOS 10, *)
        extension ObservedControl where Kind: BindableObservedControlKind {
            /// Binds the control both ways to the property at `keyPath` of a Swift Observation `@Observable` model,
            /// as `BindableControl.bind(to:_:)` does, with the hold rule of ``bind(_:)``: while the user's hand is
            /// on the control the model's changes wait, and the control shows the model's latest value when the
            /// touch ends (touchUpInside, touchUpOutside or touchCancel).
            ///
            /// ```swift
            /// @Observable final class Settings { var isMuted = false }
            ///
            /// let settings = Settings()
            /// muteSwitch.observed.bind(to: settings, \.isMuted)
            /// ```
            @discardableResult
            public func bind<Model: ObservationModel & AnyObject>(
                to model: Model,
                _ keyPath: ReferenceWritableKeyPath<Model, Kind.Value>
            ) -> ObservationToken {
                releasingHold(bindModel(model, keyPath))
            }
        }
    #endif
#endif
