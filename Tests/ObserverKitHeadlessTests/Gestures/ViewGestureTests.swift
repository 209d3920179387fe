import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// `gestures` on headless views: each kind recognized from touches on virtual time, recognizers added with the
/// first observer and removed with the last, nothing taken from the view's own handling, lifetime, bad input.
@MainActor
@Suite("Headless gestures")
struct ViewGestureTests {
    @Test("a double tap on virtual time: two taps within the interval report once, where the second lifted")
    func doubleTap() {
        let (view, scheduler) = View.onVirtualTime()
        var taps: [CGPoint] = []
        view.gestures.addObserver(for: .tap(count: 2)) { taps.append($0) }
        view.tap(at: CGPoint(x: 100, y: 100))
        scheduler.advance(by: .milliseconds(200))
        view.tap(at: CGPoint(x: 104, y: 100))
        #expect(taps == [CGPoint(x: 104, y: 100)])
        view.tap(at: CGPoint(x: 100, y: 100))
        scheduler.advance(by: .milliseconds(400))  // too late for a second tap
        view.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps.count == 1)
    }

    @Test("a long press begins when its duration has passed on the view's scheduler, then changes and ends")
    func longPress() {
        let (view, scheduler) = View.onVirtualTime()
        var phases: [GesturePhase] = []
        view.gestures.addObserver(for: .longPress()) { phases.append($0.phase) }
        view.beginTouch(finger: 0, at: CGPoint(x: 50, y: 50))
        scheduler.advance(by: .milliseconds(499))
        #expect(phases.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        view.moveTouch(finger: 0, to: CGPoint(x: 120, y: 50))
        view.endTouch(finger: 0)
        #expect(phases == [.began, .changed, .ended])
    }

    @Test("a pan, a swipe and a pinch from one and two fingers, each kind's own observers")
    func panSwipePinch() {
        let (view, scheduler) = View.onVirtualTime()
        var pans: [GesturePhase] = []
        var swipes: [CGPoint] = []
        var scales: [CGFloat] = []
        view.gestures.addObserver(for: .pan) { pans.append($0.phase) }
        view.gestures.addObserver(for: .swipe(.right)) { swipes.append($0) }
        view.gestures.addObserver(for: .pinch) { scales.append($0.scale) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 100))
        for x in stride(from: 40, through: 130, by: 30) {
            scheduler.advance(by: .milliseconds(30))
            view.moveTouch(finger: 0, to: CGPoint(x: CGFloat(x), y: 100))
        }
        view.endTouch(finger: 0)
        #expect(pans == [.began, .changed, .changed, .changed, .ended])
        #expect(swipes == [CGPoint(x: 70, y: 100)])
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))
        view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))
        view.moveTouch(finger: 1, to: CGPoint(x: 250, y: 150))
        view.endTouch(finger: 1)
        view.endTouch(finger: 0)
        #expect(scales == [1.5, 1.5])
    }

    @Test("a recognizer exists while its gesture has observers")
    func recognizerFollowsObservers() {
        let (view, _) = View.onVirtualTime()
        let first = view.gestures.addObserver(for: .pan) { _ in }
        let second = view.gestures.events(for: .pan).observe { _ in }
        let tap = view.gestures.addObserver(for: .tap()) { _ in }
        #expect(view.gestures.observedKinds == [.pan, .tap(count: 1)])
        first.cancel()
        #expect(view.gestures.observedKinds == [.pan, .tap(count: 1)])
        second.cancel()
        tap.cancel()
        #expect(view.gestures.observedKinds.isEmpty)
        view.gestures.removeObservers(for: .pinch)  // never observed: nothing happens
        #expect(!view.gestures.hasObservers(for: .pinch))
    }

    @Test("a tap recognizer on a table does not stop the row's selection, nor on a button its events")
    func recognizersTakeNothing() {
        let table = TableView(numberOfRows: 20, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.reloadData()
        var selected: [IndexPath] = []
        var taps: [CGPoint] = []
        table.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { selected.append(indexPath) }
        }
        table.gestures.addObserver(for: .tap()) { taps.append($0) }
        table.tap(at: CGPoint(x: 160, y: 100))
        #expect(selected == [IndexPath(row: 2, section: 0)])
        #expect(taps == [CGPoint(x: 160, y: 100)])

        let button = ObservableButton()
        var events = 0
        button.addObserver(for: .touchUpInside) { events += 1 }
        button.gestures.addObserver(for: .tap()) { _ in events += 10 }
        button.tap()
        #expect(events == 11)
    }

    @Test("turning user interaction off cancels a gesture in progress; a disabled control's gestures see nothing")
    func disabling() {
        let (view, _) = View.onVirtualTime()
        var pans: [GesturePhase] = []
        view.gestures.addObserver(for: .pan) { pans.append($0.phase) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        view.moveTouch(finger: 0, to: CGPoint(x: 60, y: 10))
        view.isUserInteractionEnabled = false
        view.moveTouch(finger: 0, to: CGPoint(x: 90, y: 10))
        view.endTouch(finger: 0)
        #expect(pans == [.began, .cancelled])

        let button = ObservableButton()
        var taps = 0
        button.gestures.addObserver(for: .tap()) { _ in taps += 1 }
        button.isEnabled = false
        button.tap()
        #expect(taps == 0)
    }

    @Test("touches outside the bounds, NaN points and unknown fingers are ignored")
    func badInput() {
        let (view, _) = View.onVirtualTime()
        var reports = 0
        view.gestures.addObserver(for: .tap()) { _ in reports += 1 }
        view.gestures.addObserver(for: .pan) { _ in reports += 1 }
        view.tap(at: CGPoint(x: 500, y: 10))
        view.beginTouch(finger: 0, at: CGPoint(x: CGFloat.nan, y: 10))
        view.moveTouch(finger: 3, to: CGPoint(x: 40, y: 40))
        view.endTouch(finger: 7)
        view.cancelTouch(finger: 2)
        #expect(reports == 0)
    }

    @Test("a handler may remove its own gesture and add another: the change applies from the next touch")
    func reentrancy() {
        let (view, _) = View.onVirtualTime()
        var log: [String] = []
        var token: ObservationToken?
        token = view.gestures.addObserver(for: .tap()) { _ in
            log.append("tap")
            token?.cancel()
            view.gestures.addObserver(for: .tap(count: 1)) { _ in log.append("new tap") }
        }
        view.tap()
        view.tap()
        #expect(log == ["tap", "new tap"])
    }

    @Test("a handler that turns user interaction off while its pan begins gets the cancel next, nothing more")
    func handlerDisablesMidReport() {
        let (view, _) = View.onVirtualTime()
        var pans: [GesturePhase] = []
        var presses: [GesturePhase] = []
        view.gestures.addObserver(for: .pan) { [unowned view] pan in
            pans.append(pan.phase)
            if pan.phase == .began { view.isUserInteractionEnabled = false }
        }
        view.gestures.addObserver(for: .longPress()) { presses.append($0.phase) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        view.moveTouch(finger: 0, to: CGPoint(x: 40, y: 10))
        view.moveTouch(finger: 0, to: CGPoint(x: 80, y: 10))
        view.endTouch(finger: 0)
        #expect(pans == [.began, .cancelled])
        #expect(presses.isEmpty)
    }

    @Test("a timer asked for by a removed recognizer does not reach the one added after it")
    func removedRecognizersTimerIsGone() {
        let (view, scheduler) = View.onVirtualTime()
        var presses: [GesturePhase] = []
        let first = view.gestures.addObserver(for: .longPress()) { presses.append($0.phase) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))  // the first recognizer's timer: due at 500 ms
        first.cancel()
        view.gestures.addObserver(for: .longPress()) { presses.append($0.phase) }
        scheduler.advance(by: .seconds(1))
        #expect(presses.isEmpty)  // the new recognizer never saw the finger go down
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a view's gestures, recognizers and pending timers go with it")
    func lifetime() {
        let scheduler = TestScheduler()
        weak var weakView: View?
        weak var weakGestures: Gestures?
        var called = false
        do {
            let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.scheduler = scheduler
            view.gestures.addObserver(for: .longPress()) { _ in called = true }
            view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))  // its timer is pending
            weakView = view
            weakGestures = view.gestures
        }
        scheduler.advance(by: .seconds(1))
        #expect(weakView == nil)
        #expect(weakGestures == nil)
        #expect(!called)
    }

    @Test("a default long press allows 10 points of movement before it begins, as UIKit's")
    func defaultLongPressAllowance() {
        let (view, scheduler) = View.onVirtualTime()
        var phases: [GesturePhase] = []
        let token = view.gestures.addObserver(for: .longPress()) { phases.append($0.phase) }
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 100))
        view.moveTouch(finger: 0, to: CGPoint(x: 109.9, y: 100))
        scheduler.advance(by: .milliseconds(500))
        view.endTouch(finger: 0)
        #expect(phases == [.began, .ended])
        phases = []
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 100))
        view.moveTouch(finger: 0, to: CGPoint(x: 110.1, y: 100))
        scheduler.advance(by: .milliseconds(500))
        view.endTouch(finger: 0)
        #expect(phases.isEmpty)
        token.cancel()
    }
}
