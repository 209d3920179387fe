#if os(Linux)
    import Foundation
    import ObserverKit

    /// What one backend's control of one kind does with each step of a script, and what it shows: the events it
    /// sent (each with its observation, origin and tracking state at delivery) and its state between steps.
    @MainActor
    final class ParitySide {
        /// The events delivered so far, each as "event observation origin tracking".
        var events: [String] = []

        let bounds: CGRect
        /// The control's touch input, as its backend's platform delivers it; `down` only at a point the system's hit
        /// test gives the control.
        var down: (CGPoint) -> Void = { _ in }
        var move: (CGPoint) -> Void = { _ in }
        var up: () -> Void = {}
        var cancel: () -> Void = {}
        var setEnabled: (Bool) -> Void = { _ in }
        /// Sets the value, or the bound value, from a number (both sides map it the same way).
        var setValue: ((Int) -> Void)?
        var setBound: ((Int) -> Void)?
        /// The user picks a value from a number without touching the control itself (a date picker's wheels).
        var pick: ((Int) -> Void)?
        /// VoiceOver's actions and keyboard activation, where the kind has them on both backends.
        var assistive: [ParityStep.Assistive: () -> Void] = [:]
        var keyboard: (() -> Void)?
        /// The slider's thumb centre, for `downOnThumb`.
        var thumbCenter: (() -> CGPoint)?
        /// The state between steps: tracking, highlighted, touch inside, value, bound value.
        var state: () -> String = { "" }
        /// Whether the control shows its bound value (code can set the control itself, past its binding).
        var showsBoundValue: () -> Bool = { true }
        /// Sends `events` from code, through ObserverKit's `sendActions(for:)`.
        var send: (ControlEvent) -> Void = { _ in }
        /// The armed one-shot reactions, by event: an observer of the event runs it once, after recording.
        var reactions: [ControlEvent: () -> Void] = [:]
        /// The event that brings the control's primaryActionTriggered actions with it in UIKit's own dispatch (a
        /// button's touchUpInside, a switch's and a segmented control's valueChanged), or none.
        var primaryActionEvent: ControlEvent = []
        /// Runs before every step (the headless side's clock moves on).
        var beforeStep: () -> Void = {}

        init(bounds: CGRect) {
            self.bounds = bounds
        }

        /// Records every event `control` sends, observed one event at a time in ascending order (so UIKit, which
        /// calls the actions of several events sent together in the order they were added, calls them in the
        /// ascending order the headless backend sends them in; see `ObservableControl.sendActions(for:)` in
        /// ObserverKitUIKit).
        func record<Control: ObservableControl>(
            _ control: Control, isTracking: @escaping () -> Bool
        ) {
            let watched: ControlEvent = [
                .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
                .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
            ]
            for event in watched {
                control.addObserver(for: event) { [unowned self, unowned control] observation in
                    let origin = control.currentEventOrigin
                    var entry = "\(event) \(observation) \(origin.map { "\($0)" } ?? "nil")"
                    if Self.comparesTracking(of: event, from: origin) { entry += " tracking:\(isTracking())" }
                    events.append(entry)
                    if let reaction = reactions.removeValue(forKey: event) { reaction() }
                }
            }
        }

        /// Whether `isTracking`, read by an observer of `event` from `origin`, is compared. It is for a finger's own
        /// touch events, and left out where the two backends say different things on purpose:
        /// - a value change sent as a touch begins or ends, and what code sends from an observer then: UIKit calls
        ///   `beginTracking` before it sets `isTracking` and `endTracking` while it is still true (UIKitInterface's
        ///   `UIControl` touch handling, after Chameleon's `UIControl.m`), and a control changes its value there;
        ///   the headless control's `isTracking` is the step's, so that while a step is delivered `isTracking` is
        ///   that step's (`TouchTracker`'s input rules). Apple documents neither.
        /// - VoiceOver's activation: the headless control plays a synthesized tap, which tracks
        ///   (`Control.accessibilityActivate()`), the UIKit controls send the tap's events without a touch (their
        ///   `accessibilityActivate()`: "a tap's events").
        static func comparesTracking(of event: ControlEvent, from origin: EventOrigin?) -> Bool {
            ControlEvent.allTouchEvents.contains(event) && origin == .touch
        }
    }
#endif
