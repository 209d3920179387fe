#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    extension ObservableControl where Self: UIControl {
        /// Sends `events` through UIKit's own `sendActions(for:)`, one single event at a time in ascending
        /// order, so that ObserverKit's observers and any plain target/action hear them on one path.
        ///
        /// Disfavoured, so that `button.sendActions(for: .touchUpInside)` resolves to UIKit's method.
        ///
        /// Where UIKit's order differs from the headless and GTK backends': when UIKit itself sends one touch
        /// phase's events together (touchDragOutside with touchDragExit, say), it calls their actions in the
        /// order the actions were added (each event's `UIAction` is added when the event gets its first
        /// observer), not in ascending bit order.
        ///
        /// primaryActionTriggered is never delivered twice: when UIKit's own dispatch of another event of `events`
        /// already ran this control's primaryActionTriggered actions (as UIKit does on iOS 14 and later for a
        /// button's touchUpInside, and for a switch's or a segmented control's valueChanged: each is that
        /// control's primary action), the separate primaryActionTriggered send is left out, so the observers and
        /// the app's own primary action run once (see `PrimaryActionWatch`). UIKit then calls the
        /// two events' actions in the order they were added, so a button's primaryActionTriggered observers may
        /// hear the tap before its touchUpInside observers (see "The order of several events sent at once" in the
        /// WhichBackend article).
        ///
        /// ```swift
        /// let button = ObservableButton()
        /// button.addObserver(for: .primaryActionTriggered) { print("primary") }
        /// button.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)  // prints once
        /// ```
        @_disfavoredOverload
        public func sendActions(for events: ControlEvent) {
            PrimaryActionWatch.send(events, through: self)
        }

        /// Runs `uikitHandling` (UIKit's own handling of input: `super.touchesBegan`, `super.pressesEnded`, …) as
        /// the control's handling of input from `origin`, so the events UIKit sends from it carry that origin: the
        /// core's ``ObservableControl/withEventOrigin(_:_:)``, bracketed here, so that the core never runs
        /// UIKit's handling itself. The control subclasses' generated overrides call it.
        func withEventOrigin(_ origin: EventOrigin, _ uikitHandling: () -> Void) {
            let outer = controlObserver.beginEventOrigin(origin)
            uikitHandling()
            controlObserver.endEventOrigin(restoring: outer)
        }

        /// Runs `uikitHandling` (`super.touchesEnded` or `super.touchesCancelled`: UIKit's `endTracking` or
        /// `cancelTracking`, then touchUpInside, touchUpOutside or touchCancel) as input from `.touch`, and
        /// releases the binding's touch hold that `endTracking` or `cancelTracking` asked for only after it, so
        /// the end events' observers see the value the hand left, as on every backend (the core's
        /// `releaseTouchHold()`). The control subclasses' generated overrides call it.
        func endingTouch(_ uikitHandling: () -> Void) {
            let outer = controlObserver.beginTouchEnd()
            withEventOrigin(.touch, uikitHandling)
            controlObserver.endTouchEnd(restoring: outer)
        }

        /// Releases the binding's touch hold, after the end events when called from `endTracking` or
        /// `cancelTracking` inside ``endingTouch(_:)``, at once when UIKit calls them from elsewhere (the core's
        /// `releaseTouchHold()`). The control subclasses' generated overrides call it.
        func releaseTouchHold() {
            controlObserver.releaseTouchHold()
        }

        /// Adds an observer of UIKit's `UIControl.Event`s; the same as `addObserver(for: ControlEvent(events))`.
        @_disfavoredOverload
        @discardableResult
        public func addObserver(
            for events: UIControl.Event,
            file: StaticString = #fileID,
            line: UInt = #line,
            handler: @escaping (Observation) -> Void
        ) -> ObservationToken {
            addObserver(for: ControlEvent(events), file: file, line: line, handler: handler)
        }

        /// Removes UIKit's `UIControl.Event`s from every observer; the same as
        /// `removeObservers(for: ControlEvent(events))`.
        @_disfavoredOverload
        public func removeObservers(for events: UIControl.Event) {
            removeObservers(for: ControlEvent(events))
        }

        /// Registers, for each single event of `events`, the one `UIAction` through which UIKit delivers that
        /// event to the control's observers. Called by the control's `ControlObserver` when an event gets its
        /// first observer; the action's identifier is fixed per event, so registering again replaces it.
        func registerUIActions(for events: ControlEvent) {
            for event in events {
                let action = UIAction(identifier: Self.actionIdentifier(for: event)) { [weak self] _ in
                    guard let self else { return }
                    // The observation is computed here, before the core delivers it: the core never calls the
                    // control back.
                    guard controlObserver.hasObservers(for: event) else { return }
                    let observation = observation(for: event)
                    controlObserver.send(event, observation)
                }
                addAction(action, for: UIControl.Event(event))
            }
        }

        /// Removes, for each single event of `events`, the `UIAction` that ``registerUIActions(for:)`` added.
        /// Called by the control's `ControlObserver` when an event loses its last observer, so that
        /// `allControlEvents` lists only observed events, and UIKit stops behaving as if someone listened (a
        /// text field whose editingDidEndOnExit has no action any more no longer dismisses the keyboard on
        /// Return).
        func unregisterUIActions(for events: ControlEvent) {
            for event in events {
                removeAction(identifiedBy: Self.actionIdentifier(for: event), for: UIControl.Event(event))
            }
        }

        /// The identifier of the one `UIAction` that delivers `event` (a single event) to the observers.
        static func actionIdentifier(for event: ControlEvent) -> UIAction.Identifier {
            UIAction.Identifier("org.observerkit.event.\(event.rawValue)")
        }

        /// A `ControlObserver` for this control whose `UIAction`s come and go with the events' observers.
        func makeControlObserver() -> ControlObserver<Observation> {
            ControlObserver(
                activatingWith: { [weak self] events in self?.registerUIActions(for: events) },
                deactivatingWith: { [weak self] events in self?.unregisterUIActions(for: events) }
            )
        }
    }
#endif
