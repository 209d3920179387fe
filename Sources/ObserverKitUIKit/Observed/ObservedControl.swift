#if canImport(UIKit) || os(Linux)

    /// A UIKit control the app did not create, observed as ObserverKit's subclass of its kind is: what
    /// `observed` returns on every `UIControl`.
    ///
    /// ```swift
    /// let volumeSlider = UISlider()   // an outlet from a storyboard: no custom class
    /// volumeSlider.observed.addObserver(for: .valueChanged) { action in
    ///     if case .valueChanged(let volume) = action { print("volume \(volume)") }
    /// }
    /// ```
    ///
    /// - The same object each time for one control (and kind), kept by the control: it lives exactly as long as
    ///   the control, and holds the control weakly, so nothing it holds keeps the control alive.
    /// - For each observed event it adds one `UIAction` to the control, and removes it with the event's last
    ///   observer; its identifier names the kind in full, so kinds of the same simple name from two libraries
    ///   never replace each other's. A binding adds one `UIAction` per event that ends its hold, removed with
    ///   the binding. The app's own target/action pairs, `UIAction`s and menus are never touched.
    /// - Events that UIKit delivers reach the observers through those actions, in the order UIKit calls its
    ///   actions, with no origin (`currentEventOrigin` is `nil`: a `UIAction` is handed no `UIEvent`, so UIKit
    ///   says nothing of where they came from); ``sendActions(for:)`` sends through the control's own
    ///   `sendActions(for:)`, with origin `.program`, so the app's actions hear it too. The control's own
    ///   `sendActions(for:)`, called by the app directly, is one of UIKit's deliveries: ObserverKit cannot tell
    ///   it from the sends of UIKit's touch handling, so its origin is `nil` too. Send from code through
    ///   `observed` for `.program`. On a control that is one of ObserverKit's subclasses (an
    ///   ``ObservableSlider`` read through `observed`), the origins are the subclass's own, which knows the touch,
    ///   key press or adjustment it is handling: `observed`'s observers and the subclass's hear each event with
    ///   the same origin. On a plain control:
    ///
    /// ```swift
    /// let button = UIButton()
    /// let observed = button.observed
    /// observed.addObserver(for: .touchUpInside) { [unowned observed] in
    ///     print(observed.currentEventOrigin.map { "\($0)" } ?? "nil")
    /// }
    /// button.sendActions(for: .touchUpInside)     // prints "nil": UIKit's own send
    /// observed.sendActions(for: .touchUpInside)   // prints "program"
    /// ```
    ///
    /// - Once the control has gone, adding observers registers nothing UIKit will ever call, and
    ///   ``observation(for:)`` answers the last observation delivered.
    @MainActor
    public final class ObservedControl<Kind: ObservedControlKind>: ObservableControl, Sendable {
        /// The control observed; `nil` once it has gone.
        public private(set) weak var control: Kind.Control?

        /// The control's ObserverKit observers, per event.
        public private(set) lazy var controlObserver = ControlObserver<Kind.Observation>(
            activatingWith: { [weak self] events in self?.addActions(for: events) },
            deactivatingWith: { [weak self] events in self?.removeActions(for: events) })

        /// The scheduler of this control's timed streams: the main scheduler unless set.
        public var scheduler: any Scheduler = MainScheduler()

        /// The last observation delivered, answered once the control has gone.
        private var lastObservation: Kind.Observation

        /// The last value a binding read (a bindable kind's), answered once the control has gone.
        var lastBoundValue: Any?

        /// The current binding's release of its hold (its `UIAction`s on the control), `nil` without one.
        var holdRelease: HoldRelease?

        /// Whether ``sendActions(for:)`` is sending: its events come from code.
        private var sendingFromCode = false

        /// The control, when it is one of ObserverKit's subclasses, which knows the input it is handling; `nil`
        /// for a plain control. Told once, when the observed control is made, so that an event asks no cast.
        private weak var subclass: (any ObservableControl)?

        private init(_ control: Kind.Control) {
            self.control = control
            subclass = control as? any ObservableControl
            lastObservation = Kind.observation(of: control, for: .valueChanged)
            if let bindable = Kind.self as? any BindableObservedControlKind.Type {
                lastBoundValue = bindable.anyValue(of: control)
            }
        }

        /// The observed control of `control` for `Kind`: made at the first call, then the same object.
        ///
        /// ```swift
        /// let slider = UISlider()
        /// ObservedControl<SliderKind>.observing(slider) === slider.observed   // true
        /// ```
        public static func observing(_ control: Kind.Control) -> ObservedControl<Kind> {
            Association.object(of: control, for: Kind.self) { ObservedControl(control) }
        }

        /// The observation `event` carries now (the last one delivered, once the control has gone).
        public func observation(for event: ControlEvent) -> Kind.Observation {
            if let control { lastObservation = Kind.observation(of: control, for: event) }
            return lastObservation
        }

        /// Sends each single event of `events`, in ascending order, through the control's own
        /// `sendActions(for:)`: ObserverKit's observers (origin `.program`) and the app's actions both hear it.
        /// Nothing once the control has gone. As ObserverKit's subclasses do, primaryActionTriggered is not sent
        /// again when UIKit's dispatch of touchUpInside already reached its observers (a button's, on iOS 14 and
        /// later), so neither they nor the app's actions hear it twice.
        ///
        /// ```swift
        /// let toggle = UISwitch()
        /// toggle.observed.addObserver(for: .valueChanged) { isOn in print(isOn) }
        /// toggle.observed.sendActions(for: .valueChanged)   // prints false
        /// ```
        public func sendActions(for events: ControlEvent) {
            guard let control else { return }
            let outer = sendingFromCode
            sendingFromCode = true
            defer { sendingFromCode = outer }
            PrimaryActionWatch.send(events, through: control)
        }

        private func addActions(for events: ControlEvent) {
            guard let control else { return }
            for event in events {
                let action = UIAction(identifier: Self.actionIdentifier(for: event)) { [weak self] _ in
                    guard let self else { return }
                    // A UIAction is handed no UIEvent: only a send of ours is known to come from code, unless the
                    // control is one of ObserverKit's subclasses, which knows the input it is handling.
                    if sendingFromCode {
                        controlObserver.send(event, observation(for: event))
                    } else if let subclass {
                        controlObserver.withEventOrigin(Self.origin(told: subclass)) {
                            controlObserver.send(event, observation(for: event))
                        }
                    } else {
                        controlObserver.sendFromUnknownOrigin(event, observation(for: event))
                    }
                    // A binding's touch hold ends after this event's observers, whichever action UIKit calls
                    // first (see `releasingHold`).
                    if let holdRelease, holdRelease.afterObservers.contains(event) { holdRelease.release() }
                }
                control.addAction(action, for: UIControl.Event(event))
            }
        }

        /// The origin one of ObserverKit's subclasses gives the event UIKit is sending now: the input it is
        /// handling (a touch, a key press, an adjustment), else `.program`, as its own observers hear it.
        private static func origin(told control: some ObservableControl) -> EventOrigin {
            control.controlObserver.handledInputOrigin ?? .program
        }

        private func removeActions(for events: ControlEvent) {
            guard let control else { return }
            for event in events {
                control.removeAction(identifiedBy: Self.actionIdentifier(for: event), for: UIControl.Event(event))
            }
        }

        /// The identifier of the one `UIAction` that delivers `event` for this kind: distinct from ObserverKit's
        /// subclasses' and from every other kind's, so observing one control twice never replaces an action. The
        /// kind is named in full (module and enclosing types), so two libraries' kinds of the same simple name
        /// (`RatingKind`) observing one control keep their own actions.
        static func actionIdentifier(for event: ControlEvent) -> UIAction.Identifier {
            UIAction.Identifier("org.observerkit.observed.\(kindName).\(event.rawValue)")
        }

        /// The kind's fully qualified name (`MyLibrary.RatingKind`), unique per type.
        static var kindName: String { String(reflecting: Kind.self) }
    }

    /// One binding's release of its hold. Its identity: the binding's token removes the release's actions only
    /// while it is still the control's (a rebind has put its own in their place).
    @MainActor
    final class HoldRelease {
        /// For a composition: the value at the user's last edit while text was marked, which the binding has not
        /// written yet; `nil` when none is waiting.
        var composedValue: Any?
        /// The events whose ObserverKit observers hear the control as the hand left it: the hold is released
        /// after them (a touch's end events; none for a text field's composition, released as UIKit says).
        let afterObservers: ControlEvent
        /// Releases the hold.
        let release: () -> Void

        init(afterObservers: ControlEvent, release: @escaping () -> Void) {
            self.afterObservers = afterObservers
            self.release = release
        }
    }
#endif
