import CGtk4
import ObserverKit

extension Widget {
    /// The gestures observed on this widget, made in code or adopted from a `.ui` file: taps, long presses,
    /// pans, swipes and pinches, recognized by the core's state machines (UIKit's rules, as on the headless
    /// backend) from the widget's pointer and touch input.
    ///
    /// ```swift
    /// GTKApplication.start()
    /// let artwork = Label("Artwork")
    /// let doubleTap = artwork.gestures.addObserver(for: .tap(count: 2)) { location in
    ///     print("double tap at \(location)")
    /// }
    /// artwork.gestures.addObserver(for: .pan) { pan in
    ///     if pan.phase == .ended { print("dragged by \(pan.translation)") }
    /// }
    /// doubleTap.cancel()  // the pan is still observed
    /// ```
    ///
    /// - The primary mouse button is one finger, each touch on a touchscreen another; a pinch needs a
    ///   touchscreen (or the headless backend's touch scripts).
    /// - Nothing is taken from the widget: a button's click still sends primaryActionTriggered, a list row
    ///   still selects, alongside the gestures.
    /// - The widget listens for input while any gesture has an observer: the first observer adds an input
    ///   controller, the last one's cancel removes it. Hiding the widget, making it insensitive or turning off
    ///   its ``isUserInteractionEnabled`` cancels the gestures in progress.
    /// - The same object every time for one GTK widget, wherever the wrapper came from; the GTK widget keeps it
    ///   and releases it, with every observer and recognizer, when it is finalized. It does not keep the widget.
    public var gestures: Gestures {
        ObjectData.object(of: UnsafeMutableRawPointer(widget), key: "observerkit-gestures") {
            WidgetGestures(widget: widget)
        }.gestures
    }
}
