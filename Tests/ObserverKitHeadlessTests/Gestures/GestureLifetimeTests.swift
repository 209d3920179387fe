import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A view dropped by its owner in the middle of a gesture: the view, its gestures and their observers go, and so
/// does what the recognizers had asked the view's scheduler for (a long press's wait, the wait for a next tap),
/// as a control's press-and-hold repeats go with the control.
@MainActor
@Suite("Headless gesture lifetime")
struct GestureLifetimeTests {
    /// An object a handler captures, to see the handler released.
    final class Canary {}

    @Test("a view dropped while a long press waits leaves nothing pending on its scheduler")
    func pendingLongPress() {
        let scheduler = TestScheduler()
        weak var weakView: View?
        weak var weakCanary: Canary?
        do {
            let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.scheduler = scheduler
            let canary = Canary()
            view.gestures.addObserver(for: .longPress(minimumDuration: .seconds(60))) { [weak view] _ in
                _ = (view, canary)
            }
            view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
            #expect(scheduler.pendingCount == 1)
            weakView = view
            weakCanary = canary
        }
        #expect(weakView == nil)
        #expect(weakCanary == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a view dropped between the taps of a double tap leaves nothing pending on its scheduler")
    func pendingDoubleTap() {
        let scheduler = TestScheduler()
        weak var weakView: View?
        var taps = 0
        do {
            let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.scheduler = scheduler
            view.gestures.addObserver(for: .tap(count: 2)) { [weak view] _ in
                if view != nil { taps += 1 }
            }
            view.tap(at: CGPoint(x: 10, y: 10))
            #expect(scheduler.pendingCount == 1)
            weakView = view
        }
        #expect(weakView == nil)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(taps == 0)
    }

    @Test("a view dropped with every kind observed and fingers down goes with its gestures and observers")
    func everyKindInProgress() {
        let scheduler = TestScheduler()
        weak var weakView: View?
        weak var weakGestures: Gestures?
        weak var weakCanary: Canary?
        var reports = 0
        do {
            let view = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
            view.scheduler = scheduler
            let canary = Canary()
            view.gestures.addObserver(for: .tap()) { [weak view] _ in _ = (view, canary) }
            view.gestures.addObserver(for: .longPress()) { [weak view] _ in _ = (view, canary) }
            view.gestures.addObserver(for: .pan) { [weak view] _ in
                _ = (view, canary)
                reports += 1
            }
            view.gestures.addObserver(for: .pinch) { [weak view] _ in
                _ = (view, canary)
                reports += 1
            }
            view.gestures.addObserver(for: .swipe(.left)) { [weak view] _ in _ = (view, canary) }
            view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))
            view.moveTouch(finger: 0, to: CGPoint(x: 150, y: 150))  // the pan begins
            view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))
            view.moveTouch(finger: 1, to: CGPoint(x: 280, y: 150))  // the pinch begins
            #expect(reports > 0)
            weakView = view
            weakGestures = view.gestures
            weakCanary = canary
        }
        let reported = reports
        scheduler.advance(by: .seconds(5))
        #expect(weakView == nil)
        #expect(weakGestures == nil)
        #expect(weakCanary == nil)
        #expect(reports == reported)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a recognizer removed with its last observer while it waits leaves nothing pending, and nothing fires")
    func removedWhileWaiting() {
        let scheduler = TestScheduler()
        let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.scheduler = scheduler
        var reports = 0
        let longPress = view.gestures.addObserver(for: .longPress()) { _ in reports += 1 }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
        #expect(scheduler.pendingCount == 1)
        longPress.cancel()
        #expect(scheduler.pendingCount == 0)
        view.endTouch(finger: 0)
        let doubleTap = view.gestures.addObserver(for: .tap(count: 2)) { _ in reports += 1 }
        view.tap(at: CGPoint(x: 10, y: 10))
        #expect(scheduler.pendingCount == 1)
        doubleTap.cancel()
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(5))
        #expect(reports == 0)
    }

    @Test("a long-press handler that drops the view's last reference as the press begins: nothing runs after")
    func handlerDropsTheView() {
        @MainActor final class Owner {
            var view: View?
        }
        let scheduler = TestScheduler()
        let owner = Owner()
        weak var weakView: View?
        var phases: [GesturePhase] = []
        do {
            let view = View(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.scheduler = scheduler
            view.gestures.addObserver(for: .longPress()) { [weak owner] press in
                phases.append(press.phase)
                owner?.view = nil
            }
            view.gestures.addObserver(for: .tap(count: 2)) { _ in }
            view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 10))
            owner.view = view
            weakView = view
        }
        scheduler.advance(by: .seconds(1))
        #expect(phases == [.began])
        #expect(weakView == nil)
        #expect(scheduler.pendingCount == 0)
    }
}
