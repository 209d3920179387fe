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

    /// Creates a button with `bounds` (100 × 44 points by default): its events carry `()`, and its touch state
    /// machine sends primaryActionTriggered with touchUpInside.
    override public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44)) {
        super.init(bounds: bounds, observation: (), sendsPrimaryActionOnTouchUpInside: true)
    }
}
