import Foundation

/// A headless button whose taps are observed with closures.
///
/// ```swift
/// let play = ObservableButton()
/// play.addObserver(for: .primaryActionTriggered) { print("play") }
/// play.tap()                // prints "play"
/// play.keyboardActivate()   // Space or Return: prints "play" again, with no touch event
/// ```
///
/// Its observation is `Void`: every event carries nothing but the fact that it happened. A touchUpInside also
/// sends primaryActionTriggered, right after it (ascending bit order), as UIKit's `UIButton` does; keyboard and
/// accessibility activation send it too (``Control/keyboardActivate()``, ``Control/accessibilityActivate()``),
/// so observe primaryActionTriggered for "the button was used" and touchUpInside only for touch work.
/// The default bounds are 100 × 44 points.
public final class ObservableButton: Control<Void> {
    /// The button's observations carry no payload.
    public typealias Observation = Void

    /// Creates a button with `bounds` (100 × 44 points by default).
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44)) {
        super.init(bounds: bounds)
    }

    /// Every event carries `()`.
    override public func observation(for event: ControlEvent) {}

    /// Sends the touch events of one step; a touchUpInside brings primaryActionTriggered with it.
    override public func sendTouchEvents(_ events: ControlEvent) {
        sendActions(for: events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events)
    }
}
