import CGtk4
import ObserverKitGTK

extension PlayerWindow {
    /// The artwork's gestures: a double click (or double tap) plays or pauses, a drag sideways seeks, by the
    /// artwork's width for the whole track. Its gestures live with the label (the window holds it) and hold
    /// the screen weakly.
    ///
    /// ```swift
    /// let artwork = window.addLabel("♫")
    /// observeArtwork(artwork)
    /// ```
    func observeArtwork(_ artwork: Label) {
        gtk_widget_set_size_request(artwork.widget, 380, 72)
        artwork.gestures.addObserver(for: .tap(count: 2)) { [weak self] _ in
            guard let self else { return }
            isPlaying.toggle()
            print("▶ artwork double tap: \(isPlaying ? "play" : "pause")")
        }
        var start: Float = 0
        artwork.gestures.addObserver(for: .pan) { [weak self, weak artwork] pan in
            guard let self, let artwork else { return }
            let width = Float(max(1, gtk_widget_get_width(artwork.widget)))
            switch pan.phase {
            case .began:
                start = position.value
            case .changed, .ended:
                position.value = min(max(start + Float(pan.translation.x) / width, 0), 1)
                if pan.phase == .ended { print("⇔ artwork drag: seek to \(Int((position.value * 100).rounded())) %") }
            case .cancelled:
                position.value = start
            }
        }
    }
}
