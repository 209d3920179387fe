#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// One view's UIKit recognizers for its observed gestures: a recognizer of UIKit's own per observed kind,
    /// added with the kind's first observer and removed with its last, whose actions report to the view's
    /// ``Gestures``.
    ///
    /// Each recognizer is configured against UIKit's defaults, so that observing a gesture takes nothing from
    /// the view or from other recognizers:
    /// - `cancelsTouchesInView = false` (UIKit's default is `true`: a recognized tap would cancel the touches of
    ///   the view, and a table would not select the row tapped).
    /// - `delaysTouchesEnded = false` (UIKit's default is `true`: the view would get its touch ends late).
    /// - It is its own delegate and recognizes alongside any other recognizer
    ///   (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers `true`; UIKit's default is `false`).
    @MainActor
    final class GestureInstaller: NSObject, UIGestureRecognizerDelegate {
        private weak var view: UIView?
        private var recognizers: [GestureKind: UIGestureRecognizer] = [:]
        private(set) lazy var gestures = Gestures(
            activatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.install(kind) } },
            deactivatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.remove(kind) } })

        init(view: UIView) {
            self.view = view
        }

        private func install(_ kind: GestureKind) {
            guard let view else { return }
            let recognizer = Self.makeRecognizer(for: kind)
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
            recognizer.delegate = self
            #if canImport(UIKit)
                recognizer.addTarget(self, action: #selector(action(_:)))
            #else
                recognizer.modelAction = { [weak self] in self?.recognized($0) }
            #endif
            recognizers[kind] = recognizer
            view.addGestureRecognizer(recognizer)
        }

        private func remove(_ kind: GestureKind) {
            guard let recognizer = recognizers.removeValue(forKey: kind) else { return }
            recognizer.view?.removeGestureRecognizer(recognizer)
        }

        /// UIKit's recognizer of `kind`, configured as the kind says.
        private static func makeRecognizer(for kind: GestureKind) -> UIGestureRecognizer {
            switch kind {
            case .tap(let count):
                let tap = UITapGestureRecognizer()
                tap.numberOfTapsRequired = count
                return tap
            case .longPress(let duration, let movement):
                let press = UILongPressGestureRecognizer()
                let (seconds, attoseconds) = duration.components
                press.minimumPressDuration = Double(seconds) + Double(attoseconds) / 1e18
                press.allowableMovement = movement
                return press
            case .pan:
                return UIPanGestureRecognizer()
            case .swipe(let direction):
                let swipe = UISwipeGestureRecognizer()
                swipe.direction =
                    switch direction {
                    case .right: .right
                    case .left: .left
                    case .up: .up
                    case .down: .down
                    }
                return swipe
            case .pinch:
                #if os(tvOS)
                    // tvOS has no pinch recognizer (UIPinchGestureRecognizer is unavailable there): one that never
                    // recognizes.
                    return UIGestureRecognizer()
                #else
                    return UIPinchGestureRecognizer()
                #endif
            }
        }

        #if canImport(UIKit)
            /// The recognizers' target/action.
            @objc private func action(_ recognizer: UIGestureRecognizer) {
                recognized(recognizer)
            }
        #endif

        /// A recognizer's action: its state and measures as the kind's observation.
        private func recognized(_ recognizer: UIGestureRecognizer) {
            guard let kind = recognizers.first(where: { $0.value === recognizer })?.key,
                let view = recognizer.view
            else { return }
            let location = recognizer.location(in: view)
            switch kind {
            case .tap, .swipe:
                guard recognizer.state == .ended else { return }
                gestures.send(location, for: kind)
            case .longPress:
                guard let phase = Self.phase(of: recognizer) else { return }
                gestures.send(LongPress(phase: phase, location: location), for: kind)
            case .pan:
                guard let phase = Self.phase(of: recognizer), let pan = recognizer as? UIPanGestureRecognizer else {
                    return
                }
                gestures.send(
                    Pan(
                        phase: phase, location: location, translation: pan.translation(in: view),
                        velocity: pan.velocity(in: view)),
                    for: kind)
            case .pinch:
                #if !os(tvOS)
                    guard let phase = Self.phase(of: recognizer), let pinch = recognizer as? UIPinchGestureRecognizer
                    else { return }
                    gestures.send(
                        Pinch(phase: phase, location: location, scale: pinch.scale, velocity: pinch.velocity),
                        for: kind)
                #endif
            }
        }

        /// A continuous recognizer's state as a phase; `nil` for the states UIKit calls no action for.
        private static func phase(of recognizer: UIGestureRecognizer) -> GesturePhase? {
            switch recognizer.state {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            default: nil
            }
        }

        /// ObserverKit's recognizers recognize alongside every other.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            true
        }
    }

    extension UIView {
        /// The gestures observed on this view: `view.gestures.addObserver(for: .tap(count: 2)) { location in … }`,
        /// recognized by UIKit's own recognizers, configured to take nothing from the view (see the article
        /// "Gestures on any view").
        ///
        /// ```swift
        /// let artwork = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        /// let token = artwork.gestures.addObserver(for: .pan) { pan in
        ///     if pan.phase == .ended { print("moved \(pan.translation)") }
        /// }
        /// token.cancel()   // the last observer: the pan recognizer is removed
        /// ```
        ///
        /// The same object every time for one view; it lives as long as the view and holds nothing that keeps
        /// the view alive.
        public var gestures: Gestures {
            Association.object(of: self, for: GestureInstaller.self) { GestureInstaller(view: self) }.gestures
        }
    }
#endif
