import ObserverKit
import ObserverKitUIKit
import Testing

/// A recognizer of ObserverKit's that the app takes from the view (`removeGestureRecognizer(_:)`,
/// `gestureRecognizers` set, or added to another view): silent, as UIKit sends a detached recognizer nothing,
/// until the kind's next `addObserver` adds it again; a gesture in progress then ends with `.cancelled`.
@MainActor
@Suite("UIKit backend: a gesture recognizer the app removes")
struct UIViewGestureRemovedByAppTests {
    func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    @Test("removeGestureRecognizer: silent until the kind's next observer, which puts the same recognizer back")
    func removedThenNextObserver() throws {
        let view = makeView()
        var log: [String] = []
        view.gestures.addObserver(for: .tap()) { _ in log.append("first") }
        let tap = try #require(view.gestureRecognizers?.first)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        tap.simulate(.recognized, at: .zero)  // detached: UIKit sends it nothing
        #expect(log.isEmpty)
        view.gestures.addObserver(for: .tap()) { _ in log.append("second") }
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === tap)
        #expect(tap.view === view)
        tap.simulate(.recognized, at: CGPoint(x: 5, y: 5))
        #expect(log == ["first", "second"])
    }

    @Test("gestureRecognizers = nil: each kind comes back with its own next observer, and only that kind")
    func clearedArray() throws {
        let view = makeView()
        let own = UITapGestureRecognizer()
        view.addGestureRecognizer(own)
        var taps = 0
        var pans: [GesturePhase] = []
        view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
        view.gestures.addObserver(for: .pan) { pans.append($0.phase) }
        let recognizers = try #require(view.gestureRecognizers)
        let tap = try #require(recognizers[1] as? UITapGestureRecognizer)
        let pan = try #require(recognizers[2] as? UIPanGestureRecognizer)
        view.gestureRecognizers = nil
        #expect(tap.view == nil && pan.view == nil && own.view == nil)
        view.gestures.addObserver(for: .pan) { _ in }
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === pan)
        tap.simulate(.recognized, at: .zero)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        #expect(taps == 0 && pans == [.began])
        view.gestures.addObserver(for: .tap()) { _ in }
        tap.simulate(.recognized, at: .zero)
        #expect(taps == 1)
        #expect(own.view == nil)  // the app's own recognizer stays as the app left it
    }

    @Test("the app restores the array it saved: nothing to put back, nothing added twice")
    func savedAndRestored() throws {
        let view = makeView()
        var taps = 0
        view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
        let saved = view.gestureRecognizers
        view.gestureRecognizers = nil
        view.gestureRecognizers = saved
        let tap = try #require(view.gestureRecognizers?.first)
        tap.simulate(.recognized, at: .zero)
        view.gestures.addObserver(for: .tap()) { _ in taps += 10 }
        #expect(view.gestureRecognizers?.count == 1)
        tap.simulate(.recognized, at: .zero)
        #expect(taps == 12)
    }

    @Test("a pan in progress when removed ends with .cancelled for its observers when put back; not for the new one")
    func panInProgressCancelled() throws {
        let view = makeView()
        var first: [Pan] = []
        var second: [Pan] = []
        view.gestures.addObserver(for: .pan) { first.append($0) }
        let pan = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        pan.simulate(.began, at: CGPoint(x: 10, y: 0), translation: .zero, velocity: CGPoint(x: 100, y: 0))
        pan.simulate(
            .changed, at: CGPoint(x: 30, y: 0), translation: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 400, y: 0))
        view.removeGestureRecognizer(pan)
        view.gestures.addObserver(for: .pan) { second.append($0) }
        #expect(first.map(\.phase) == [.began, .changed, .cancelled])
        #expect(
            first.last
                == Pan(
                    phase: .cancelled, location: CGPoint(x: 30, y: 0), translation: CGPoint(x: 20, y: 0),
                    velocity: .zero))
        #expect(second.isEmpty)
        // What the recognizer says of the gesture ObserverKit ended is left out; the next gesture is heard whole.
        pan.simulate(.changed, at: CGPoint(x: 40, y: 0), translation: CGPoint(x: 30, y: 0), velocity: .zero)
        pan.simulate(.ended, at: CGPoint(x: 40, y: 0), translation: CGPoint(x: 30, y: 0), velocity: .zero)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        pan.simulate(.ended, at: .zero, translation: .zero, velocity: .zero)
        #expect(first.map(\.phase) == [.began, .changed, .cancelled, .began, .ended])
        #expect(second.map(\.phase) == [.began, .ended])
    }

    @Test("a long press and a pinch in progress end with .cancelled too, each at its own kind's next observer")
    func pressAndPinchInProgressCancelled() throws {
        let view = makeView()
        var presses: [LongPress] = []
        var pinches: [Pinch] = []
        view.gestures.addObserver(for: .longPress()) { presses.append($0) }
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        let recognizers = try #require(view.gestureRecognizers)
        let press = try #require(recognizers[0] as? UILongPressGestureRecognizer)
        let pinch = try #require(recognizers[1] as? UIPinchGestureRecognizer)
        press.simulate(.began, at: CGPoint(x: 5, y: 5))
        pinch.simulate(.began, at: CGPoint(x: 50, y: 50), scale: 1.5, velocity: 2)
        view.gestureRecognizers = []
        view.gestures.addObserver(for: .longPress()) { _ in }
        #expect(
            presses == [
                LongPress(phase: .began, location: CGPoint(x: 5, y: 5)),
                LongPress(phase: .cancelled, location: CGPoint(x: 5, y: 5)),
            ])
        #expect(pinches.map(\.phase) == [.began])
        view.gestures.addObserver(for: .pinch) { _ in }
        #expect(pinches.last == Pinch(phase: .cancelled, location: CGPoint(x: 50, y: 50), scale: 1.5, velocity: 0))
    }

    @Test("a pan in progress when the app takes its recognizer and gives it back itself: it ends before the next one")
    func panInProgressGivenBackByApp() throws {
        let view = makeView()
        var phases: [GesturePhase] = []
        var cancelled: [Pan] = []
        view.gestures.addObserver(for: .pan) { pan in
            phases.append(pan.phase)
            if pan.phase == .cancelled { cancelled.append(pan) }
        }
        let pan = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        pan.simulate(.began, at: CGPoint(x: 10, y: 0), translation: .zero, velocity: .zero)
        pan.simulate(
            .changed, at: CGPoint(x: 30, y: 0), translation: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 400, y: 0))
        let saved = view.gestureRecognizers
        view.gestureRecognizers = nil
        view.gestureRecognizers = saved  // given back by the app: no addObserver ever puts it back
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        pan.simulate(.ended, at: .zero, translation: .zero, velocity: .zero)
        #expect(phases == [.began, .changed, .cancelled, .began, .ended])
        #expect(
            cancelled
                == [
                    Pan(
                        phase: .cancelled, location: CGPoint(x: 30, y: 0), translation: CGPoint(x: 20, y: 0),
                        velocity: .zero)
                ])
    }

    @Test("the .cancelled that ends a gesture given back by the app removes every observer: the next is not heard")
    func panGivenBackCancelRemovesObservers() throws {
        let view = makeView()
        var token: ObservationToken?
        var phases: [GesturePhase] = []
        token = view.gestures.addObserver(for: .pan) { pan in
            phases.append(pan.phase)
            if pan.phase == .cancelled { token?.cancel() }
        }
        let pan = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(pan)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        #expect(phases == [.began, .cancelled])
        #expect(pan.view == nil && view.gestureRecognizers == nil)
    }

    @Test("a recognizer the app adds to another view reports nothing here; the kind's next observer brings it back")
    func movedToAnotherView() throws {
        let view = makeView()
        let other = makeView()
        var taps = 0
        view.gestures.addObserver(for: .tap()) { _ in taps += 1 }
        let tap = try #require(view.gestureRecognizers?.first)
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && tap.view === other)
        tap.simulate(.recognized, at: .zero)
        #expect(taps == 0)
        let token = view.gestures.addObserver(for: .tap()) { _ in }
        #expect(tap.view === view && other.gestureRecognizers == nil)
        tap.simulate(.recognized, at: .zero)
        #expect(taps == 1)
        // Moved away again, then the last observers go: removed from where it is, nothing of ObserverKit is left.
        other.gestureRecognizers = [tap]
        #expect(view.gestureRecognizers == nil && tap.view === other)
        view.gestures.removeObservers(for: .tap(count: 1))
        token.cancel()
        #expect(other.gestureRecognizers == nil && tap.view == nil)
    }

    @Test("an observer of the .cancelled report that cancels every observer of the kind: nothing is put back")
    func cancelledReportRemovesObservers() throws {
        let view = makeView()
        var token: ObservationToken?
        var phases: [GesturePhase] = []
        token = view.gestures.addObserver(for: .pan) { pan in
            phases.append(pan.phase)
            if pan.phase == .cancelled { token?.cancel() }
        }
        let pan = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        view.removeGestureRecognizer(pan)
        var late = 0
        view.gestures.addObserver(for: .pan) { _ in late += 1 }
        #expect(phases == [.began, .cancelled])
        // The kind's last observer went in that report, with its recognizer; the new one is the kind's first:
        // a recognizer of its own.
        let fresh = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        #expect(view.gestureRecognizers?.count == 1 && fresh !== pan && pan.view == nil)
        fresh.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        #expect(late == 1 && phases == [.began, .cancelled])
    }

    @Test("an observer added during a pan whose recognizer is still the view's ends nothing: the pan goes on")
    func observerAddedDuringPan() throws {
        let view = makeView()
        var first: [GesturePhase] = []
        view.gestures.addObserver(for: .pan) { first.append($0.phase) }
        let pan = try #require(view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        pan.simulate(.began, at: .zero, translation: .zero, velocity: .zero)
        view.gestures.addObserver(for: .pan) { _ in }
        pan.simulate(.changed, at: CGPoint(x: 5, y: 0), translation: CGPoint(x: 5, y: 0), velocity: .zero)
        pan.simulate(.ended, at: CGPoint(x: 5, y: 0), translation: CGPoint(x: 5, y: 0), velocity: .zero)
        #expect(first == [.began, .changed, .ended])
        #expect(view.gestureRecognizers?.count == 1)
    }
}
