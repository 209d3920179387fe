import Foundation
@_spi(Backend) import ObserverKit

extension Control {
    /// Space or Return on the focused control (or a remote's select): primaryActionTriggered and no touch event,
    /// with origin `.keyboard`, as UIKit sends for keyboard and remote presses.
    ///
    /// ```swift
    /// let play = ObservableButton()
    /// play.addObserver(for: .primaryActionTriggered) { [unowned play] in print(play.currentEventOrigin!) }
    /// play.keyboardActivate()   // prints "keyboard"
    /// ```
    ///
    /// A switch toggles first (valueChanged, then primaryActionTriggered); a stepper steps its
    /// ``ObservableStepper/focusedPart`` first (valueChanged when the value changes). A disabled control
    /// ignores it, and so does a control with a pointer touch in progress (the touch wins). Called from inside
    /// a handler, it runs when the current step has been delivered, as touch input does.
    public func keyboardActivate() {
        perform(.keyboardActivate)
    }

    /// Assistive technology (VoiceOver, Switch Control) activates the control: a synthesized tap at
    /// ``accessibilityActivationPoint``, with origin `.accessibility`; `false`, and nothing sent, when the
    /// control is disabled or a pointer touch is in progress.
    ///
    /// ```swift
    /// let play = ObservableButton()
    /// play.addObserver(for: .primaryActionTriggered) { [unowned play] in print(play.currentEventOrigin!) }
    /// _ = play.accessibilityActivate()   // touchDown, touchUpInside, then prints "accessibility"
    /// ```
    ///
    /// The tap is a touch's events (touchDown, touchUpInside; a button adds primaryActionTriggered), each with
    /// origin `.accessibility`; a slider's lands on its thumb, so it tracks and releases without moving.
    @discardableResult
    public func accessibilityActivate() -> Bool {
        guard isEnabled, !isTracking else { return false }
        let point = accessibilityActivationPoint
        perform(.accessibilityActivate(point))
        return true
    }
}
