#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uicontrol: iOS 2.0+, tvOS 9.0+, Mac Catalyst 13.1+ (UIControl.h:
    // `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView`).
    /// The part of UIKit's `UIControl` that the UIKit backend uses (see ``UIResponder``), with the behaviour
    /// Apple documents for it: actions are registered per event, an action whose identifier is already
    /// registered replaces the earlier one, and `sendActions(for:)` calls the actions registered for any of
    /// the events, in the order they were added.
    ///
    /// Target/action with selectors has no Linux counterpart and is left out.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIControl: UIView {
        private var registered: [(action: UIAction, events: Event)] = []

        // https://developer.apple.com/documentation/uikit/uicontrol/isenabled.
        /// Whether the control is enabled.
        open var isEnabled = true
        // https://developer.apple.com/documentation/uikit/uicontrol/isselected.
        /// Whether the control is selected.
        open var isSelected = false
        // https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted.
        /// Whether the control draws a highlight.
        open var isHighlighted = false
        // https://developer.apple.com/documentation/uikit/uicontrol/istracking.
        /// Whether the control is tracking a touch.
        open private(set) var isTracking = false
        // https://developer.apple.com/documentation/uikit/uicontrol/istouchinside.
        /// Whether the tracked touch is inside the control.
        open private(set) var isTouchInside = false

        // https://developer.apple.com/documentation/uikit/uicontrol/allcontrolevents: the events for which the control has actions.
        /// The events for which the control has actions.
        open var allControlEvents: Event {
            registered.reduce(into: []) { $0.formUnion($1.events) }
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:): iOS 14.0+, tvOS 14.0+; actions are
        // uniqued by identifier, a later one with the same identifier replacing the earlier.
        /// Adds `action` for `controlEvents`, replacing an action with the same identifier.
        @available(iOS 14.0, tvOS 14.0, *)
        open func addAction(_ action: UIAction, for controlEvents: Event) {
            if let index = registered.firstIndex(where: { $0.action.identifier == action.identifier }) {
                registered[index] = (action, controlEvents)
            } else {
                registered.append((action, controlEvents))
            }
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:): iOS 14.0+, tvOS 14.0+.
        /// Removes `action` from `controlEvents`.
        @available(iOS 14.0, tvOS 14.0, *)
        open func removeAction(_ action: UIAction, for controlEvents: Event) {
            removeAction(identifiedBy: action.identifier, for: controlEvents)
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:): iOS 14.0+, tvOS 14.0+.
        /// Removes the action with `actionIdentifier` from `controlEvents`.
        @available(iOS 14.0, tvOS 14.0, *)
        open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
            for index in registered.indices where registered[index].action.identifier == actionIdentifier {
                registered[index].events.subtract(controlEvents)
            }
            registered.removeAll { $0.events.isEmpty }
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:): called when a touch
        // enters the control's bounds; return whether to keep tracking it (UIControl's answer: true).
        /// Whether to track `touch`, which touched down in the control.
        open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            true
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:).
        /// Whether to keep tracking `touch`, which moved.
        open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            true
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:).
        /// The tracked touch ended.
        open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

        // https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:).
        /// Tracking was cancelled.
        open func cancelTracking(with event: UIEvent?) {}

        // UIControl's own touch handling, as its tracking pages describe it and the open-source Chameleon's
        // UIControl.m implements it: each tracking call comes first, then the phase's events. Inside means
        // inside `bounds` here (UIKit's extra margin around a control is undocumented). A touch that ends or is
        // cancelled leaves no touch inside (`isTouchInside` is about "a tracked touch"; Chameleon clears
        // `_touchInside` in `touchesEnded:` and `touchesCancelled:`).
        /// A finger touched down: `beginTracking`, then touchDown when the enabled control tracks it.
        override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard isEnabled, !isTracking, let touch = touches.first else { return }
            guard beginTracking(touch, with: event) else { return }
            isTracking = true
            isTouchInside = true
            isHighlighted = true
            sendActions(for: .touchDown)
        }

        /// The finger moved: `continueTracking`, then touchDragInside or touchDragOutside, with touchDragEnter
        /// or touchDragExit when it crossed the bounds.
        override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard isTracking, let touch = touches.first else { return }
            let wasInside = isTouchInside
            isTouchInside = bounds.contains(touch.location(in: self))
            isHighlighted = isTouchInside
            isTracking = continueTracking(touch, with: event)
            var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
            if wasInside != isTouchInside { events.formUnion(isTouchInside ? .touchDragEnter : .touchDragExit) }
            sendActions(for: events)
        }

        /// The finger lifted: `endTracking`, then touchUpInside or touchUpOutside.
        override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard isTracking, let touch = touches.first else { return }
            let inside = bounds.contains(touch.location(in: self))
            isTouchInside = inside
            endTracking(touch, with: event)
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        }

        /// The system cancelled the touch: `cancelTracking`, then touchCancel.
        override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard isTracking else { return }
            cancelTracking(with: event)
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            sendActions(for: .touchCancel)
        }

        // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:): calls the actions of the
        // given events; iOS 2.0+, tvOS 9.0+.
        /// Calls the actions registered for any of `controlEvents`, with primaryActionTriggered's when
        /// `controlEvents` holds the control's ``primaryActionEvent``, each once, in the order they were added.
        open func sendActions(for controlEvents: Event) {
            let events =
                controlEvents.isDisjoint(with: primaryActionEvent)
                ? controlEvents : controlEvents.union(.primaryActionTriggered)
            let snapshot = registered
            for entry in snapshot where !entry.events.isDisjoint(with: events) {
                sendAction(entry.action)
            }
        }

        // UIControl.h: `init(frame:primaryAction:)` (iOS 14.0+) registers its action for primaryActionTriggered,
        // the control's semantic action, which each kind of control runs on an event of its own; UIKit maps that
        // event in its dispatch, so an action registered for both runs once. The subclasses that model it say
        // their evidence. Not UIKit API: the model's own.
        /// The event that brings the control's primaryActionTriggered actions with it: none for a plain control.
        var primaryActionEvent: Event { [] }

        // https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:): iOS 14.0+, tvOS 14.0+.
        /// Calls `action`'s handler with the control as its sender.
        @available(iOS 14.0, tvOS 14.0, *)
        open func sendAction(_ action: UIAction) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }
#endif
