#if canImport(UIKit) || os(Linux)
    @_spi(Backend) import ObserverKit

    /// One view's UIKit recognizers for its observed gestures: a recognizer of UIKit's own per observed kind,
    /// added with the kind's first observer and removed with its last, whose actions report to the view's
    /// ``Gestures``.
    ///
    /// A recognizer the app takes from the view (`removeGestureRecognizer(_:)`, `gestureRecognizers` set, or
    /// added to another view) is silent: UIKit tells no one, so ObserverKit learns it at the kind's next
    /// `addObserver`, which adds it to the view again (`putBack(_:)`).
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
        /// The last report of each long press, pan or pinch in progress (began, not yet ended or cancelled).
        private var inProgress: [GestureKind: Any] = [:]
        private(set) lazy var gestures: Gestures = {
            let gestures = Gestures(
                activatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.install(kind) } },
                deactivatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.remove(kind) } })
            gestures.addingObserver = { [weak self] kind in MainActor.assumeIsolated { self?.putBack(kind) } }
            return gestures
        }()

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
            inProgress[kind] = nil
            guard let recognizer = recognizers.removeValue(forKey: kind) else { return }
            // From wherever it is, this view or another the app added it to: nothing of ObserverKit is left.
            recognizer.view?.removeGestureRecognizer(recognizer)
        }

        /// Before an observer of `kind` is added: the kind's recognizer, when the app has taken it from the view
        /// (`removeGestureRecognizer(_:)`, `gestureRecognizers` set without it, or added to another view), is added
        /// to the view again. A long press, pan or pinch it was recognizing then ends for the observers it had,
        /// with `.cancelled`, its last report's location and measures and no velocity.
        private func putBack(_ kind: GestureKind) {
            guard let view, let recognizer = recognizers[kind], recognizer.view !== view else { return }
            // An observer of the end may have removed the kind's observers, or put it back itself.
            if endInProgress(kind) { guard recognizers[kind] === recognizer, recognizer.view !== view else { return } }
            view.addGestureRecognizer(recognizer)
        }

        /// Ends `kind`'s gesture in progress, if there is one, for its observers: `.cancelled`, with its last
        /// report's location and measures and no velocity. Whether there was one.
        private func endInProgress(_ kind: GestureKind) -> Bool {
            guard let last = inProgress.removeValue(forKey: kind) else { return false }
            gestures.send(Self.cancelled(last), for: kind)
            return true
        }

        /// A continuous gesture's last report, as its end by cancellation.
        private static func cancelled(_ last: Any) -> Any {
            switch last {
            case var press as LongPress:
                press.phase = .cancelled
                return press
            case var pan as Pan:
                pan.phase = .cancelled
                pan.velocity = .zero
                return pan
            case var pinch as Pinch:
                pinch.phase = .cancelled
                pinch.velocity = 0
                return pinch
            default:
                return last
            }
        }

        /// Sends a continuous gesture's report keeping its phases in order (`.began` first, then `.changed`, then one
        /// `.ended` or `.cancelled`), noting the gesture in progress: a report of a gesture that did not begin, or
        /// that ObserverKit has ended, is left out. A gesture that begins while another is in progress, its
        /// recognizer taken from the view during it and given back by the app (`addGestureRecognizer(_:)`, a saved
        /// `gestureRecognizers` restored), never reported its end: that one ends first, with `.cancelled`, as
        /// ``putBack(_:)`` ends it, and the new one is heard unless an observer of that end removed the kind's
        /// observers.
        private func sendInOrder(
            _ report: Any, _ phase: GesturePhase, for kind: GestureKind, from recognizer: UIGestureRecognizer
        ) {
            switch phase {
            case .began:
                if endInProgress(kind) {
                    guard recognizers[kind] === recognizer, recognizer.view === view else { return }
                }
                inProgress[kind] = report
            case .changed:
                guard inProgress[kind] != nil else { return }
                inProgress[kind] = report
            case .ended, .cancelled:
                guard inProgress.removeValue(forKey: kind) != nil else { return }
            }
            gestures.send(report, for: kind)
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
            // A recognizer the app has added to another view recognizes that view's gestures, not this one's.
            guard let kind = recognizers.first(where: { $0.value === recognizer })?.key, let view,
                recognizer.view === view
            else { return }
            let location = recognizer.location(in: view)
            switch kind {
            case .tap, .swipe:
                guard recognizer.state == .ended else { return }
                gestures.send(location, for: kind)
            case .longPress:
                guard let phase = Self.phase(of: recognizer) else { return }
                let press = LongPress(phase: phase, location: location)
                sendInOrder(press, phase, for: kind, from: recognizer)
            case .pan:
                guard let phase = Self.phase(of: recognizer), let recognizer = recognizer as? UIPanGestureRecognizer
                else { return }
                let pan = Pan(
                    phase: phase, location: location, translation: recognizer.translation(in: view),
                    velocity: recognizer.velocity(in: view))
                sendInOrder(pan, phase, for: kind, from: recognizer)
            case .pinch:
                #if !os(tvOS)
                    guard let phase = Self.phase(of: recognizer),
                        let recognizer = recognizer as? UIPinchGestureRecognizer
                    else { return }
                    let pinch = Pinch(
                        phase: phase, location: location, scale: recognizer.scale, velocity: recognizer.velocity)
                    sendInOrder(pinch, phase, for: kind, from: recognizer)
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
        /// the view alive. A recognizer of ObserverKit's that the app removes from the view
        /// (`removeGestureRecognizer(_:)`, `gestureRecognizers` set without it) is silent until the kind's next
        /// `addObserver`, which adds it again; a long press, pan or pinch it was recognizing then reports
        /// `.cancelled` to the observers it had.
        public var gestures: Gestures {
            Association.object(of: self, for: GestureInstaller.self) { GestureInstaller(view: self) }.gestures
        }
    }
#endif
