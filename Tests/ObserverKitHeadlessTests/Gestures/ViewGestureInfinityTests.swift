import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Gestures report finite numbers only: a move they cannot measure in finite numbers (a point with an infinite
/// coordinate, or one so far that the arithmetic overflows) is not seen by a gesture under way, which goes on
/// from the last place it saw and ends there.
@MainActor
@Suite("Headless gestures: points out of reach")
struct ViewGestureInfinityTests {
    /// Whether every number of `pinch` is finite.
    func isFinite(_ pinch: Pinch) -> Bool {
        pinch.scale.isFinite && pinch.velocity.isFinite && pinch.location.x.isFinite && pinch.location.y.isFinite
    }

    @Test("a pinch does not see a finger moved to an infinite point, nor one so far that the distance overflows")
    func pinch() {
        let (view, scheduler) = View.onVirtualTime()
        var pinches: [Pinch] = []
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))
        view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 1, to: CGPoint(x: CGFloat.infinity, y: 150))
        view.moveTouch(finger: 0, to: CGPoint(x: CGFloat.infinity, y: 150))
        #expect(pinches.isEmpty)
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 1, to: CGPoint(x: 260, y: 150))  // against finger 0 where the pinch last saw it
        view.moveTouch(finger: 1, to: CGPoint(x: 1e200, y: 150))  // the distance's square overflows: not seen
        view.moveTouch(finger: 0, to: CGPoint(x: 110, y: 150))  // against finger 1 at 260
        view.endTouch(finger: 0)
        #expect(pinches.map(\.phase) == [.began, .changed, .ended])
        #expect(pinches.map(\.scale) == [1.6, 1.5, 1.5])
        #expect(pinches.allSatisfy(isFinite))
    }

    @Test("fingers too far apart to measure start a pinch at their first finite distance; its midpoint is finite")
    func pinchFarAway() {
        let (view, _) = View.onVirtualTime()
        var pinches: [Pinch] = []
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))
        view.moveTouch(finger: 0, to: CGPoint(x: 1.5e308, y: 150))  // one finger: nothing to measure yet
        view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))  // too far from finger 0 for a start
        view.moveTouch(finger: 1, to: CGPoint(x: 1.5e308, y: 250))  // 100 points: the start
        view.moveTouch(finger: 1, to: CGPoint(x: 1.5e308, y: 300))
        view.endTouch(finger: 1)
        #expect(pinches.map(\.phase) == [.began, .ended])
        #expect(pinches.map(\.scale) == [1.5, 1.5])
        #expect(pinches.first?.location == CGPoint(x: 1.5e308, y: 225))
    }

    @Test("while a pinch waits for a finite start, a move too far from the other finger for a distance is not seen")
    func pinchWaitingForAStart() {
        let (view, _) = View.onVirtualTime()
        var pinches: [Pinch] = []
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))
        view.moveTouch(finger: 0, to: CGPoint(x: 1.5e308, y: 150))
        view.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))  // too far from finger 0 for a start
        view.moveTouch(finger: 1, to: CGPoint(x: 300, y: 150))  // still too far: not seen
        view.moveTouch(finger: 0, to: CGPoint(x: 100, y: 150))  // 100 points from finger 1 at 200: the start
        view.moveTouch(finger: 1, to: CGPoint(x: 260, y: 150))
        #expect(pinches.map(\.phase) == [.began])
        #expect(pinches.map(\.scale) == [1.6])
    }

    @Test("a pinch does not see a move whose scale changes too fast for a finite velocity")
    func pinchTooFast() {
        let (view, scheduler) = View.onVirtualTime()
        var pinches: [Pinch] = []
        view.gestures.addObserver(for: .pinch) { pinches.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 0, y: 150))
        view.beginTouch(finger: 1, at: CGPoint(x: 1e-150, y: 150))
        scheduler.advance(by: .nanoseconds(1))
        view.moveTouch(finger: 1, to: CGPoint(x: 1e150, y: 150))  // a scale of 1e300 in a nanosecond
        #expect(pinches.isEmpty)
        scheduler.advance(by: .seconds(1))
        view.moveTouch(finger: 1, to: CGPoint(x: 20, y: 150))  // a scale of 2e151 in a second
        #expect(pinches.map(\.phase) == [.began])
        #expect(pinches.allSatisfy(isFinite))
    }

    @Test("a pan does not see a move to an infinite point, and a lift there ends where it last saw the finger")
    func pan() {
        let (view, scheduler) = View.onVirtualTime()
        var pans: [Pan] = []
        view.gestures.addObserver(for: .pan) { pans.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 100))
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 0, to: CGPoint(x: CGFloat.infinity, y: 100))
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 0, to: CGPoint(x: CGFloat.infinity, y: 100))
        #expect(pans.isEmpty)
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 0, to: CGPoint(x: 60, y: 100))
        scheduler.advance(by: .milliseconds(10))
        view.moveTouch(finger: 0, to: CGPoint(x: -CGFloat.infinity, y: 100))
        view.endTouch(finger: 0)  // where the finger is: at an infinite point
        #expect(pans.map(\.phase) == [.began, .ended])
        #expect(pans.map(\.translation) == [CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 0)])
        #expect(pans.map(\.location) == [CGPoint(x: 60, y: 100), CGPoint(x: 60, y: 100)])
        #expect(pans.allSatisfy { $0.velocity.x.isFinite && $0.velocity.y.isFinite })
    }

    @Test("a pan does not see a move too fast for a finite velocity")
    func panTooFast() {
        let (view, scheduler) = View.onVirtualTime()
        var pans: [Pan] = []
        view.gestures.addObserver(for: .pan) { pans.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 100))
        scheduler.advance(by: .nanoseconds(1))
        view.moveTouch(finger: 0, to: CGPoint(x: 1e300, y: 100))  // 1e309 points a second
        #expect(pans.isEmpty)
        scheduler.advance(by: .milliseconds(100))
        view.moveTouch(finger: 0, to: CGPoint(x: 60, y: 100))
        #expect(pans.map(\.phase) == [.began])
        // From 10, where and when the pan last saw the finger: 50 points in 100 ms.
        #expect(pans.map { ($0.velocity.x * 1000).rounded() / 1000 } == [500])
    }

    @Test("a pan does not see a move, nor a lift, too far from where it began for a finite translation")
    func panTooFar() {
        // A view whose left edge is at -1e308: a finger going down there and moving to +1e308 is 2e308 away.
        let view = View(bounds: CGRect(x: -1e308, y: 0, width: 1e308, height: 300))
        view.scheduler = TestScheduler()  // no time passes: the velocity stays 0, the translation is what counts
        var pans: [Pan] = []
        view.gestures.addObserver(for: .pan) { pans.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: -1e308, y: 100))
        view.moveTouch(finger: 0, to: CGPoint(x: 1e308, y: 100))  // at once: no new velocity, an infinite translation
        #expect(pans.isEmpty)
        view.moveTouch(finger: 0, to: CGPoint(x: 0, y: 100))  // 1e308 points: finite, seen
        view.endTouch(finger: 0, at: CGPoint(x: 1e308, y: 100))  // too far again: ends where last seen
        #expect(pans.map(\.phase) == [.began, .ended])
        #expect(pans.map(\.translation) == [CGPoint(x: 1e308, y: 0), CGPoint(x: 1e308, y: 0)])
        #expect(pans.allSatisfy { $0.translation.x.isFinite && $0.location.x.isFinite })
    }

    @Test("a long press under way does not see a move to an infinite point and ends where it last saw the finger")
    func longPress() {
        let (view, scheduler) = View.onVirtualTime()
        var presses: [LongPress] = []
        view.gestures.addObserver(for: .longPress()) { presses.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 50, y: 50))
        scheduler.advance(by: .milliseconds(500))
        view.moveTouch(finger: 0, to: CGPoint(x: 80, y: 50))
        view.moveTouch(finger: 0, to: CGPoint(x: 80, y: CGFloat.infinity))
        view.endTouch(finger: 0)
        #expect(presses.map(\.phase) == [.began, .changed, .ended])
        #expect(presses.map(\.location) == [CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 50), CGPoint(x: 80, y: 50)])
    }

    @Test("a swipe does not see a move to an infinite point, and is recognized by a later move it can measure")
    func swipe() {
        let (view, _) = View.onVirtualTime()
        var swipes: [CGPoint] = []
        view.gestures.addObserver(for: .swipe(.right)) { swipes.append($0) }
        view.beginTouch(finger: 0, at: CGPoint(x: 10, y: 100))
        view.moveTouch(finger: 0, to: CGPoint(x: CGFloat.infinity, y: 100))
        #expect(swipes.isEmpty)
        view.moveTouch(finger: 0, to: CGPoint(x: 70, y: 100))
        #expect(swipes == [CGPoint(x: 70, y: 100)])
    }
}
