import ObserverKit
import ObserverKitUIKit
import Testing

/// UIKit gesture handlers that change the view's gestures while a gesture is under way, and tokens used after
/// their gesture or view has gone: the recognizer goes with the last observer (also during its own `.changed`),
/// a new one comes with the next first observer, and nothing keeps the view, a recognizer or an observer.
/// Handlers hold the view unowned.
@MainActor
@Suite("UIKit backend: gestures under re-entrant handlers and stale tokens")
struct UIViewGestureReentrancyTests {
    func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    func simulatePan(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, x: CGFloat) {
        (recognizer as? UIPanGestureRecognizer)?.simulate(
            state, at: CGPoint(x: x, y: 10), translation: CGPoint(x: x - 10, y: 0), velocity: .zero)
    }

    @Test("a pan's last observer removed during its own .changed: its recognizer leaves the view and is freed")
    func panRemovedDuringChanged() throws {
        let view = makeView()
        var phases: [GesturePhase] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .pan) { pan in
            phases.append(pan.phase)
            if pan.phase == .changed { token?.cancel() }
        }
        weak var weakPan: UIGestureRecognizer?
        try {
            let pan = try #require(view.gestureRecognizers?.first)
            weakPan = pan
            simulatePan(pan, .began, x: 30)
            simulatePan(pan, .changed, x: 60)
            #expect(view.gestureRecognizers == nil)
            simulatePan(pan, .changed, x: 90)  // detached: UIKit sends it nothing
            simulatePan(pan, .ended, x: 90)
        }()
        #expect(phases == [.began, .changed])
        #expect(weakPan == nil)
        #expect(view.gestures.observedKinds.isEmpty)
    }

    @Test("a pan's last observer removed and added again during .changed: a new recognizer; the old one is mute")
    func panReplacedDuringChanged() throws {
        let view = makeView()
        var log: [String] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .pan) { [unowned view] pan in
            log.append("old \(pan.phase)")
            guard pan.phase == .changed else { return }
            token?.cancel()
            token = view.gestures.addObserver(for: .pan) { log.append("new \($0.phase)") }
        }
        let old = try #require(view.gestureRecognizers?.first)
        simulatePan(old, .began, x: 30)
        simulatePan(old, .changed, x: 60)
        let new = try #require(view.gestureRecognizers?.first)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(new !== old)
        simulatePan(old, .ended, x: 90)
        simulatePan(new, .began, x: 30)
        simulatePan(new, .ended, x: 60)
        #expect(log == ["old began", "old changed", "new began", "new ended"])
        token?.cancel()
        #expect(view.gestureRecognizers == nil)
    }

    @Test("a handler that adds another kind: its recognizer joins the view, and reports from its next state")
    func kindAddedFromAHandler() throws {
        let view = makeView()
        var log: [String] = []
        var pan: ObservationToken?
        let press = view.gestures.addObserver(for: .longPress()) { [unowned view] press in
            log.append("press \(press.phase)")
            if press.phase == .began, pan == nil {
                pan = view.gestures.addObserver(for: .pan) { log.append("pan \($0.phase)") }
            }
        }
        let long = try #require(view.gestureRecognizers?.first)
        long.simulate(.began, at: CGPoint(x: 10, y: 10))
        let recognizers = try #require(view.gestureRecognizers)
        #expect(recognizers.count == 2)
        simulatePan(recognizers[1], .began, x: 30)
        long.simulate(.ended, at: CGPoint(x: 30, y: 10))
        #expect(log == ["press began", "pan began", "press ended"])
        press.cancel()
        pan?.cancel()
        #expect(view.gestureRecognizers == nil)
    }

    @Test("a gesture token cancelled twice, or after its view has gone, does nothing; nothing is kept")
    func staleTokens() throws {
        weak var weakView: UIView?
        weak var weakRecognizer: UIGestureRecognizer?
        var late: ObservationToken?
        var taps = 0
        try {
            let view = makeView()
            let twice = view.gestures.addObserver(for: .tap()) { _ in taps += 100 }
            let kept = view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
            twice.cancel()
            twice.cancel()
            let tap = try #require(view.gestureRecognizers?.first)
            tap.simulate(.recognized, at: .zero)
            #expect(taps == 1)
            kept.cancel()
            #expect(view.gestureRecognizers == nil)
            late = view.gestures.addObserver(for: .pan) { _ in }
            weakRecognizer = view.gestureRecognizers?.first
            weakView = view
        }()
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
        late?.cancel()
        late?.cancel()
    }

    @Test("events(for:) is one observer more: its recognizer comes with the stream's observe and goes with its token")
    func eventsStream() throws {
        let view = makeView()
        var phases: [GesturePhase] = []
        let token = view.gestures.events(for: .pan).observe { phases.append($0.phase) }
        let pan = try #require(view.gestureRecognizers?.first)
        simulatePan(pan, .began, x: 30)
        simulatePan(pan, .ended, x: 60)
        #expect(phases == [.began, .ended])
        token.cancel()
        #expect(view.gestureRecognizers == nil)
    }

    @Test("removeObservers(for:) from a handler during .changed: no observer of the kind hears more; no recognizer")
    func removeObserversFromAHandler() throws {
        let view = makeView()
        var log: [String] = []
        let first = view.gestures.addObserver(for: .pan) { [unowned view] pan in
            log.append("first \(pan.phase)")
            if pan.phase == .changed { view.gestures.removeObservers(for: .pan) }
        }
        let second = view.gestures.addObserver(for: .pan) { log.append("second \($0.phase)") }
        let pan = try #require(view.gestureRecognizers?.first)
        simulatePan(pan, .began, x: 30)
        simulatePan(pan, .changed, x: 60)
        simulatePan(pan, .ended, x: 90)
        #expect(log == ["first began", "second began", "first changed"])
        #expect(view.gestureRecognizers == nil)
        #expect(!view.gestures.hasObservers(for: .pan))
        first.cancel()
        second.cancel()
        view.gestures.removeObservers(for: .pan)  // none left: nothing happens
        #expect(view.gestureRecognizers == nil)
    }

    @Test("a pan handler that drops the view's last reference during .changed: the report completes, all goes")
    func handlerDropsTheView() throws {
        @MainActor final class Owner {
            var view: UIView?
        }
        let owner = Owner()
        weak var weakView: UIView?
        weak var weakGestures: Gestures?
        var log: [String] = []
        var pan: UIGestureRecognizer?
        try {
            let view = makeView()
            view.gestures.addObserver(for: .pan) { [weak owner] pan in
                log.append("first \(pan.phase)")
                if pan.phase == .changed { owner?.view = nil }
            }
            view.gestures.addObserver(for: .pan) { log.append("second \($0.phase)") }
            pan = try #require(view.gestureRecognizers?.first)
            owner.view = view
            weakView = view
            weakGestures = view.gestures
        }()
        let recognizer = try #require(pan)
        simulatePan(recognizer, .began, x: 30)
        simulatePan(recognizer, .changed, x: 60)
        #expect(weakView == nil)
        #expect(weakGestures == nil)
        simulatePan(recognizer, .ended, x: 90)  // detached: UIKit sends it nothing
        #expect(log == ["first began", "second began", "first changed", "second changed"])
    }
}
