#if os(Linux)
    import Foundation
    import ObserverKitUIKit

    /// The seek bar of the touch-end tests: the user's seek must survive a playback update held by the touch.
    @MainActor
    enum SeekBar {
        static let inside = UITouch(at: CGPoint(x: 10, y: 10))

        /// A seek bar bound to a playback position: the user drags to 0.8 (written to the position), playback
        /// then moves the position to 0.3 (held while the finger is down), and the app seeks to the slider's value
        /// when the finger lifts (`observe` adds its observer, after the binding or, `observerFirst`, before).
        /// Returns the position the drag wrote, what the app sought to and what the slider shows after.
        static func seek<Slider: UISlider>(
            _ slider: Slider, cancels: Bool = false, observerFirst: Bool = false,
            bind: (ObservableValue<Float>) -> Void, observe: (@escaping () -> Void) -> Void
        ) -> (position: Float, sought: Float?, shown: Float) {
            let position = ObservableValue<Float>(0)
            var sought: Float?
            if observerFirst { observe { [unowned slider] in sought = slider.value } }
            bind(position)
            if !observerFirst { observe { [unowned slider] in sought = slider.value } }
            slider.touchesBegan([inside], with: UIEvent())
            slider.value = 0.8  // the thumb follows the finger, as UISlider's tracking moves it
            slider.sendActions(for: UIControl.Event.valueChanged)
            let written = position.value
            position.value = 0.3  // playback, while the finger is down: held
            if cancels {
                slider.touchesCancelled([inside], with: UIEvent())
            } else {
                slider.touchesEnded([inside], with: UIEvent())
            }
            return (written, sought, slider.value)
        }
    }
#endif
