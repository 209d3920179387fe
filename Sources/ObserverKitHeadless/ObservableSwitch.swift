import Foundation
@_spi(Backend) import ObserverKit

/// A headless on/off switch whose changes are observed with closures; a tap toggles it.
///
/// ```swift
/// let shuffle = ObservableSwitch()
/// shuffle.addObserver(for: .valueChanged) { isOn in print("shuffle \(isOn)") }
/// shuffle.tap()            // prints "shuffle true"
/// shuffle.isOn = false     // programmatic: prints nothing
/// ```
///
/// Every event carries the switch's ``isOn`` at the moment it is sent (so after a tap's toggle, touchUpInside
/// carries the new state).
///
/// A touch lifted inside (touchUpInside) toggles ``isOn`` and sends valueChanged *before* touchUpInside: UIKit's
/// `UIControl` calls `endTrackingWithTouch:`, where a control changes its value, before it sends the touch-up
/// events (Chameleon's open-source `UIControl.m`). A touch lifted outside or cancelled changes nothing.
///
/// The toggle is the switch's primary action, as in UIKit on iOS 14 and later (`UISwitch(frame:primaryAction:)`
/// registers its action for primaryActionTriggered and a toggle runs it): right after its valueChanged, a toggle
/// by touch or by ``Control/accessibilityActivate()`` sends primaryActionTriggered, with the same origin.
/// Setting ``isOn`` sends nothing, as `UISwitch.setOn(_:animated:)` documents. The default bounds are
/// 51 × 31 points, UIKit's switch size.
///
/// The touch rule is the core's `SwitchBehavior`, which the GTK switch runs too. Apple documents that a
/// `UISwitch` sends valueChanged when the user toggles it and that `setOn(_:animated:)` sends nothing
/// (developer.apple.com/documentation/uikit/uiswitch), but not what a drag of the knob does (on a device it
/// follows the finger and takes the side it is let go on). The one open reimplementation found, Chameleon's
/// `UISwitch.m` (`touchesEnded:withEvent:`), toggles on any touch that ends inside its frame and sends
/// valueChanged, with no knob dragging. The evidence for panning is thin, so the knob is not panned here: any
/// touch lifted inside toggles, as a tap does, which is today's behaviour, kept.
///
/// ``Control/keyboardActivate()`` toggles too: valueChanged, then primaryActionTriggered, from `.keyboard`;
/// ``Control/accessibilityActivate()`` is a tap at the centre, from `.accessibility`.
public final class ObservableSwitch: Control<Bool> {
    /// Whether the switch is on; setting it sends no event.
    public var isOn = false

    /// Creates a switch with `bounds` (51 × 31 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 51, height: 31)) {
        super.init(bounds: bounds)
    }

    /// Every event carries the current ``isOn``.
    override public func observation(for event: ControlEvent) -> Bool {
        isOn
    }

    /// A tap (a touch lifted inside) toggles the switch and sends valueChanged, then primaryActionTriggered.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        guard let newState = SwitchBehavior.isOn(after: phase, isOn: isOn) else { return }
        isOn = newState
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Keyboard activation toggles the switch: valueChanged, then primaryActionTriggered.
    override func handleKeyboardActivation() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}

extension ObservableSwitch: BindableControl {
    /// The switch's ``isOn``; setting it is programmatic (no event).
    public var boundValue: Bool {
        get { isOn }
        set { isOn = newValue }
    }
}
