import ObserverKit
import Testing

/// `TouchTracker` rule by rule: the pure state machine behind the headless and GTK backends.
@Suite struct TouchTrackerTests {
    let bounds = TouchTracker.Bounds(x: 0, y: 0, width: 100, height: 44)
    let centre = TouchTracker.Point(x: 50, y: 22)

    func point(_ x: Double, _ y: Double) -> TouchTracker.Point {
        TouchTracker.Point(x: x, y: y)
    }

    @Test func pressInsideSendsTouchDownAndStartsTracking() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: centre, in: bounds, time: .zero) == .touchDown)
        #expect(tracker.isTracking && tracker.isTouchInside && tracker.tapCount == 1)
        #expect(tracker.location == centre)
    }

    @Test func pressOutsideTheBoundsOrWhileTrackingOrDisabledSendsNothing() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: point(100.5, 22), in: bounds, time: .zero) == [])
        #expect(!tracker.isTracking)
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.press(at: centre, in: bounds, time: .zero) == [])
        var disabled = TouchTracker()
        #expect(disabled.setEnabled(false) == [])
        #expect(disabled.press(at: centre, in: bounds, time: .zero) == [])
        #expect(!disabled.isTracking)
    }

    @Test func theBoundsEdgesCountAsInside() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: point(0, 0), in: bounds, time: .zero) == .touchDown)
        #expect(tracker.move(to: point(170, 22), in: bounds) == .touchDragInside)  // exactly at the slop
        #expect(tracker.move(to: point(170.01, 22), in: bounds) == [.touchDragOutside, .touchDragExit])
        #expect(tracker.move(to: point(50, -70), in: bounds) == [.touchDragInside, .touchDragEnter])
    }

    @Test func movesSendDragEventsAndCrossingsSendExitAndEnter() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.move(to: point(60, 22), in: bounds) == .touchDragInside)
        #expect(tracker.move(to: point(300, 22), in: bounds) == [.touchDragOutside, .touchDragExit])
        #expect(!tracker.isTouchInside)
        #expect(tracker.move(to: point(400, 22), in: bounds) == .touchDragOutside)
        #expect(tracker.move(to: point(60, 22), in: bounds) == [.touchDragInside, .touchDragEnter])
    }

    @Test func movesWithoutATouchSendNothing() {
        var tracker = TouchTracker()
        #expect(tracker.move(to: centre, in: bounds) == [])
        #expect(tracker.release(at: nil, in: bounds, time: .zero) == [])
        #expect(tracker.cancel() == [])
    }

    @Test func releaseInsideOrOutside() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.release(at: nil, in: bounds, time: .zero) == .touchUpInside)
        #expect(!tracker.isTracking && !tracker.isTouchInside)
        _ = tracker.press(at: centre, in: bounds, time: .seconds(5))
        _ = tracker.move(to: point(50, 200), in: bounds)
        #expect(tracker.release(at: nil, in: bounds, time: .seconds(5)) == .touchUpOutside)
    }

    @Test func releaseAtANewPointMovesThereFirst() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(
            tracker.release(at: point(50, 200), in: bounds, time: .zero) == [
                .touchDragOutside, .touchDragExit, .touchUpOutside,
            ])
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1))
        #expect(tracker.release(at: centre, in: bounds, time: .seconds(1)) == .touchUpInside)
    }

    @Test func pressesWithinTheDoubleTapIntervalRepeatAndCount() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(100))
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(450)) == [.touchDown, .touchDownRepeat])
        #expect(tracker.tapCount == 2)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(500))
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(600)) == [.touchDown, .touchDownRepeat])
        #expect(tracker.tapCount == 3)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(600))
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(951)) == .touchDown)
        #expect(tracker.tapCount == 1)
    }

    @Test func onlyATapInsideCanBeRepeated() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        _ = tracker.release(at: point(50, 300), in: bounds, time: .zero)
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(10)) == .touchDown)
        _ = tracker.cancel()
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(20)) == .touchDown)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(30))
        _ = tracker.setEnabled(false)
        _ = tracker.setEnabled(true)
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(40)) == .touchDown)
    }

    @Test func aClockGoingBackwardsIsNoDoubleTap() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .seconds(10))
        _ = tracker.release(at: nil, in: bounds, time: .seconds(10))
        #expect(tracker.press(at: centre, in: bounds, time: .seconds(9)) == .touchDown)
    }

    @Test func cancelAndDisablingEndTheTouch() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.cancel() == .touchCancel)
        #expect(!tracker.isTracking)
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1))
        #expect(tracker.setEnabled(false) == .touchCancel)
        #expect(!tracker.isTracking && !tracker.isEnabled)
        #expect(tracker.setEnabled(true) == [])
        #expect(tracker.isEnabled)
    }

    @Test func aCustomSlopAndInterval() {
        var tracker = TouchTracker(touchSlop: 0, doubleTapInterval: .milliseconds(10))
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.move(to: point(101, 22), in: bounds) == [.touchDragOutside, .touchDragExit])
        _ = tracker.move(to: centre, in: bounds)
        _ = tracker.release(at: nil, in: bounds, time: .zero)
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(11)) == .touchDown)
    }

    @Test func boundsCentreAndContainment() {
        #expect(bounds.center == centre)
        #expect(bounds.contains(point(100, 44)))
        #expect(!bounds.contains(point(100.1, 44)))
        #expect(bounds.contains(point(-10, -10), grownBy: 10))
        #expect(!bounds.contains(point(.nan, 0)))
    }
}
