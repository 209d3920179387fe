import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Gesture handlers that change the view's gestures while a gesture is under way: the last observer removed
/// during its own `.changed` report, put back in the same handler, another kind added from a handler; tokens
/// cancelled twice or after the view has gone. Handlers hold the view unowned.
@MainActor
@Suite("Headless gestures: re-entrant handlers and stale tokens")
struct GestureReentrancyTests {
    /// Drags finger 0 from (10, 10) rightwards through `steps` moves of 30 points, then lifts it.
    func drag(_ view: View, steps: Int = 3) {
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        for step in 1...steps { view.moveTouch(finger: 0, to: CGPoint(x: 10 + CGFloat(step) * 30, y: 10)) }
        view.endTouch(finger: 0)
    }

    @Test("a pan's last observer removed during its own .changed: nothing more of that drag, the recognizer goes")
    func panRemovedDuringChanged() {
        let (view, _) = View.onVirtualTime()
        var phases: [GesturePhase] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .pan) { pan in
            phases.append(pan.phase)
            if pan.phase == .changed { token?.cancel() }
        }
        drag(view)
        #expect(phases == [.began, .changed])
        #expect(view.gestures.observedKinds.isEmpty)
        #expect(!view.gestures.hasObservers(for: .pan))
        phases = []
        token = view.gestures.addObserver(for: .pan) { phases.append($0.phase) }
        drag(view)
        #expect(phases == [.began, .changed, .changed, .ended])
        token?.cancel()
    }

    @Test("a pan's last observer removed and added again during .changed: the new one waits for the next drag")
    func panReplacedDuringChanged() {
        let (view, _) = View.onVirtualTime()
        var log: [String] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .pan) { [unowned view] pan in
            log.append("old \(pan.phase)")
            guard pan.phase == .changed else { return }
            token?.cancel()
            token = view.gestures.addObserver(for: .pan) { log.append("new \($0.phase)") }
        }
        drag(view)
        #expect(log == ["old began", "old changed"])
        log = []
        drag(view)
        #expect(log == ["new began", "new changed", "new changed", "new ended"])
        token?.cancel()
    }

    @Test("a pan observer added mid-drag, from a long press's handler, hears nothing of the drag in flight")
    func panAddedMidDrag() {
        let (view, scheduler) = View.onVirtualTime()
        var log: [String] = []
        var pan: ObservationToken?
        let press = view.gestures.addObserver(for: .longPress()) { [unowned view] press in
            log.append("press \(press.phase)")
            if press.phase == .began {
                pan = view.gestures.addObserver(for: .pan) { log.append("pan \($0.phase)") }
            }
        }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        scheduler.advance(by: .milliseconds(500))
        view.moveTouch(finger: 0, to: CGPoint(x: 60, y: 10))
        view.moveTouch(finger: 0, to: CGPoint(x: 90, y: 10))
        view.endTouch(finger: 0)
        #expect(log == ["press began", "press changed", "press changed", "press ended"])
        log = []
        press.cancel()
        drag(view)
        #expect(log == ["pan began", "pan changed", "pan changed", "pan ended"])
        pan?.cancel()
    }

    @Test("a pinch's last observer removed during its own .changed: nothing more of that pinch")
    func pinchRemovedDuringChanged() {
        let (view, _) = View.onVirtualTime()
        var phases: [GesturePhase] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .pinch) { pinch in
            phases.append(pinch.phase)
            if pinch.phase == .changed { token?.cancel() }
        }
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 100))
        view.beginTouch(finger: 1, at: CGPoint(x: 140, y: 100))
        for step in 1...3 { view.moveTouch(finger: 1, to: CGPoint(x: 140 + CGFloat(step) * 20, y: 100)) }
        view.endTouch(finger: 1)
        view.endTouch(finger: 0)
        #expect(phases == [.began, .changed])
        #expect(view.gestures.observedKinds.isEmpty)
    }

    @Test("a long press's last observer removed as it begins: no timer is left, nothing more is reported")
    func longPressRemovedAsItBegins() {
        let (view, scheduler) = View.onVirtualTime()
        var phases: [GesturePhase] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .longPress()) { press in
            phases.append(press.phase)
            token?.cancel()
        }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        scheduler.advance(by: .milliseconds(500))
        view.moveTouch(finger: 0, to: CGPoint(x: 14, y: 10))
        view.endTouch(finger: 0)
        #expect(phases == [.began])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a gesture token cancelled twice, or after its view has gone, does nothing; the view is not kept")
    func staleTokens() {
        weak var weakView: View?
        var late: ObservationToken?
        var taps = 0
        do {
            let (view, _) = View.onVirtualTime()
            let twice = view.gestures.addObserver(for: .tap()) { _ in taps += 100 }
            let kept = view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
            twice.cancel()
            twice.cancel()
            view.tap()
            #expect(taps == 1)
            #expect(view.gestures.hasObservers(for: .tap(count: 1)))
            kept.cancel()
            #expect(!view.gestures.hasObservers(for: .tap(count: 1)))
            late = view.gestures.addObserver(for: .pan) { _ in }
            weakView = view
        }
        #expect(weakView == nil)
        late?.cancel()
        late?.cancel()
    }

    @Test("removeObservers(for:) from a handler during .changed: no observer of the kind hears more of the drag")
    func removeObserversFromAHandler() {
        let (view, _) = View.onVirtualTime()
        var log: [String] = []
        let first = view.gestures.addObserver(for: .pan) { [unowned view] pan in
            log.append("first \(pan.phase)")
            if pan.phase == .changed { view.gestures.removeObservers(for: .pan) }
        }
        let second = view.gestures.addObserver(for: .pan) { log.append("second \($0.phase)") }
        drag(view)
        #expect(log == ["first began", "second began", "first changed"])
        #expect(view.gestures.observedKinds.isEmpty)
        first.cancel()
        second.cancel()
    }

    @Test("kinds added mid-touch, from a pan's handler, recognize nothing of the touch in flight")
    func kindsAddedMidTouch() {
        let (view, scheduler) = View.onVirtualTime()
        var log: [String] = []
        var added: [ObservationToken] = []
        let pan = view.gestures.addObserver(for: .pan) { [unowned view] pan in
            guard pan.phase == .began, added.isEmpty else { return }
            added = [
                view.gestures.addObserver(for: .tap()) { _ in log.append("tap") },
                view.gestures.addObserver(for: .swipe(.right)) { _ in log.append("swipe") },
                view.gestures.addObserver(for: .longPress()) { log.append("press \($0.phase)") },
                view.gestures.addObserver(for: .pinch) { log.append("pinch \($0.phase)") },
            ]
        }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        view.moveTouch(finger: 0, to: CGPoint(x: 25, y: 10))  // the pan begins: the other kinds come
        view.moveTouch(finger: 0, to: CGPoint(x: 90, y: 10))  // quick and straight: a swipe, had it seen the down
        view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 10))
        view.moveTouch(finger: 1, to: CGPoint(x: 200, y: 90))  // the distance grows: a pinch, had it seen both
        scheduler.advance(by: .seconds(1))
        view.endTouch(finger: 1)
        view.endTouch(finger: 0)  // where a tap recognizer that saw the down would fail, or report a tap
        #expect(log.isEmpty)
        view.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["tap"])
        pan.cancel()
        for token in added { token.cancel() }
        #expect(view.gestures.observedKinds.isEmpty)
    }

    @Test("a tap observed from a long press's handler does not take the lift of the press in flight for a tap")
    func tapAddedDuringAPress() {
        let (view, scheduler) = View.onVirtualTime()
        var log: [String] = []
        var tap: ObservationToken?
        let press = view.gestures.addObserver(for: .longPress()) { [unowned view] press in
            log.append("press \(press.phase)")
            if press.phase == .began {
                tap = view.gestures.addObserver(for: .tap()) { _ in log.append("tap") }
            }
        }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        scheduler.advance(by: .milliseconds(500))
        view.endTouch(finger: 0)
        #expect(log == ["press began", "press ended"])
        press.cancel()
        tap?.cancel()
    }

    @Test("a pan replaced from a long press's handler: the removed recognizer reports nothing of the move in flight")
    func panReplacedFromAnotherKindsHandler() {
        let (view, scheduler) = View.onVirtualTime()
        var log: [String] = []
        var pan: ObservationToken?
        var replaced = false
        // The press's recognizer is installed first, so it gets each input before the pan's.
        let press = view.gestures.addObserver(for: .longPress()) { [unowned view] press in
            log.append("press \(press.phase)")
            guard press.phase == .changed, !replaced else { return }
            replaced = true
            pan?.cancel()  // the pan's last observer: its recognizer goes, before it gets this move
            pan = view.gestures.addObserver(for: .pan) { log.append("new pan \($0.phase)") }
        }
        pan = view.gestures.addObserver(for: .pan) { log.append("old pan \($0.phase)") }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        scheduler.advance(by: .milliseconds(500))
        // Past the pan's slop: the old recognizer, which saw the down, would report .began had it got this move.
        view.moveTouch(finger: 0, to: CGPoint(x: 60, y: 10))
        view.endTouch(finger: 0)
        #expect(log == ["press began", "press changed", "press ended"])
        press.cancel()
        log = []
        drag(view)
        #expect(log == ["new pan began", "new pan changed", "new pan changed", "new pan ended"])
        pan?.cancel()
        #expect(view.gestures.observedKinds.isEmpty)
    }
}
