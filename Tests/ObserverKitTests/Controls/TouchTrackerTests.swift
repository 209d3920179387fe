import Foundation
import ObserverKit
import Testing

/// `TouchTracker` rule by rule: the pure state machine behind the headless and GTK backends.
@Suite struct TouchTrackerTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 44)
    let centre = CGPoint(x: 50, y: 22)

    func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: x, y: y)
    }

    @Test func pressInsideSendsTouchDownAndStartsTracking() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: centre, in: bounds, time: .zero).events == .touchDown)
        #expect(tracker.isTracking && tracker.isTouchInside && tracker.tapCount == 1)
        #expect(tracker.location == centre)
    }

    @Test func aTouchIsHighlightedWhileItTracksInsideOnly() {
        var tracker = TouchTracker()
        #expect(!tracker.isHighlighted)
        _ = tracker.press(at: centre, in: bounds, time: .zero)
        #expect(tracker.isHighlighted)
        _ = tracker.move(to: point(50, 200), in: bounds)
        #expect(tracker.isTracking && !tracker.isHighlighted, "outside the slop, still tracking")
        _ = tracker.move(to: centre, in: bounds)
        #expect(tracker.isHighlighted)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(80))
        #expect(!tracker.isHighlighted)
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1))
        _ = tracker.cancel()
        #expect(!tracker.isHighlighted, "a cancelled touch is not highlighted")
    }

    @Test func pressOutsideTheBoundsOrWhileTrackingOrDisabledSendsNothing() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: point(100.5, 22), in: bounds, time: .zero).events == [])
        #expect(!tracker.isTracking)
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(tracker.press(at: centre, in: bounds, time: .zero).events == [])
        var disabled = TouchTracker()
        #expect(disabled.setEnabled(false) == .ignored)
        #expect(disabled.press(at: centre, in: bounds, time: .zero) == .ignored)
        #expect(!disabled.isTracking)
    }

    @Test func theBoundsEdgesCountAsInside() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: point(0, 0), in: bounds, time: .zero).events == .touchDown)
        #expect(tracker.move(to: point(170, 22), in: bounds).events == .touchDragInside)  // exactly at the slop
        #expect(tracker.move(to: point(170.01, 22), in: bounds).events == [.touchDragOutside, .touchDragExit])
        #expect(tracker.move(to: point(50, -70), in: bounds).events == [.touchDragInside, .touchDragEnter])
    }

    @Test func movesSendDragEventsAndCrossingsSendExitAndEnter() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(tracker.move(to: point(60, 22), in: bounds).events == .touchDragInside)
        #expect(tracker.move(to: point(300, 22), in: bounds).events == [.touchDragOutside, .touchDragExit])
        #expect(!tracker.isTouchInside)
        #expect(tracker.move(to: point(400, 22), in: bounds).events == .touchDragOutside)
        #expect(tracker.move(to: point(60, 22), in: bounds).events == [.touchDragInside, .touchDragEnter])
    }

    @Test func movesWithoutATouchSendNothing() {
        var tracker = TouchTracker()
        #expect(tracker.move(to: centre, in: bounds).events == [])
        #expect(tracker.release(at: nil, in: bounds, time: .zero).events == [])
        #expect(tracker.cancel().events == [])
    }

    @Test func releaseInsideOrOutside() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(tracker.release(at: nil, in: bounds, time: .zero).events == .touchUpInside)
        #expect(!tracker.isTracking && !tracker.isTouchInside)
        _ = tracker.press(at: centre, in: bounds, time: .seconds(5)).events
        _ = tracker.move(to: point(50, 200), in: bounds).events
        #expect(tracker.release(at: nil, in: bounds, time: .seconds(5)).events == .touchUpOutside)
    }

    @Test func aButtonsTouchUpInsideBringsPrimaryActionTriggeredAndNoOtherReleaseDoes() {
        var button = TouchTracker(sendsPrimaryActionOnTouchUpInside: true)
        _ = button.press(at: centre, in: bounds, time: .zero)
        #expect(button.release(at: nil, in: bounds, time: .zero).events == [.touchUpInside, .primaryActionTriggered])
        _ = button.press(at: centre, in: bounds, time: .seconds(1))
        #expect(
            button.release(at: point(300, 22), in: bounds, time: .seconds(1)).events == [
                .touchDragOutside, .touchDragExit, .touchUpOutside,
            ])
        _ = button.press(at: centre, in: bounds, time: .seconds(2))
        #expect(button.cancel().events == .touchCancel)
        var plain = TouchTracker()
        _ = plain.press(at: centre, in: bounds, time: .zero)
        #expect(plain.release(at: nil, in: bounds, time: .zero).events == .touchUpInside)
    }

    @Test func releaseAtANewPointMovesThereFirst() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(
            tracker.release(at: point(50, 200), in: bounds, time: .zero).events == [
                .touchDragOutside, .touchDragExit, .touchUpOutside,
            ])
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1)).events
        #expect(tracker.release(at: centre, in: bounds, time: .seconds(1)).events == .touchUpInside)
    }

    @Test func pressesWithinTheDoubleTapIntervalRepeatAndCount() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(100)).events
        #expect(
            tracker.press(at: centre, in: bounds, time: .milliseconds(450)).events == [.touchDown, .touchDownRepeat])
        #expect(tracker.tapCount == 2)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(500)).events
        #expect(
            tracker.press(at: centre, in: bounds, time: .milliseconds(600)).events == [.touchDown, .touchDownRepeat])
        #expect(tracker.tapCount == 3)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(600)).events
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(951)).events == .touchDown)
        #expect(tracker.tapCount == 1)
    }

    @Test func onlyATapInsideCanBeRepeated() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        _ = tracker.release(at: point(50, 300), in: bounds, time: .zero).events
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(10)).events == .touchDown)
        _ = tracker.cancel().events
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(20)).events == .touchDown)
        _ = tracker.release(at: nil, in: bounds, time: .milliseconds(30)).events
        _ = tracker.setEnabled(false).events
        _ = tracker.setEnabled(true).events
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(40)).events == .touchDown)
    }

    @Test func aCancelledTouchEndsTheTapSequence() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        _ = tracker.release(at: nil, in: bounds, time: .zero).events
        let repeated = tracker.press(at: centre, in: bounds, time: .milliseconds(10)).events
        #expect(repeated == [.touchDown, .touchDownRepeat])
        _ = tracker.cancel().events
        // Within the double-tap interval of the tap's release, but the touch between was cancelled: a new sequence.
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(20)).events == .touchDown)
        #expect(tracker.tapCount == 1)
    }

    @Test func aClockGoingBackwardsIsNoDoubleTap() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .seconds(10)).events
        _ = tracker.release(at: nil, in: bounds, time: .seconds(10)).events
        #expect(tracker.press(at: centre, in: bounds, time: .seconds(9)).events == .touchDown)
    }

    @Test func cancelAndDisablingEndTheTouch() {
        var tracker = TouchTracker()
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(tracker.cancel().events == .touchCancel)
        #expect(!tracker.isTracking)
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1)).events
        #expect(tracker.setEnabled(false).events == .touchCancel)
        #expect(!tracker.isTracking && !tracker.isEnabled)
        #expect(tracker.setEnabled(true).events == [])
        #expect(tracker.isEnabled)
    }

    @Test func aCustomSlopAndInterval() {
        var tracker = TouchTracker(touchSlop: 0, doubleTapInterval: .milliseconds(10))
        _ = tracker.press(at: centre, in: bounds, time: .zero).events
        #expect(tracker.move(to: point(101, 22), in: bounds).events == [.touchDragOutside, .touchDragExit])
        _ = tracker.move(to: centre, in: bounds).events
        _ = tracker.release(at: nil, in: bounds, time: .zero).events
        #expect(tracker.press(at: centre, in: bounds, time: .milliseconds(11)).events == .touchDown)
    }

    @Test func theBoundsAndTheSlopIncludeTheirEdges() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: point(100.1, 44), in: bounds, time: .zero) == .ignored)
        #expect(tracker.press(at: point(.nan, 0), in: bounds, time: .zero) == .ignored)
        #expect(tracker.press(at: point(100, 44), in: bounds, time: .zero).events == .touchDown)
        #expect(tracker.move(to: point(-70, -70), in: bounds).events == .touchDragInside)
        #expect(tracker.move(to: point(-70.1, 0), in: bounds).events == [.touchDragOutside, .touchDragExit])
        #expect(tracker.move(to: point(170, 114), in: bounds).events == [.touchDragInside, .touchDragEnter])
    }

    @Test func eachInputSaysWhichPhaseOfTheTouchItWas() {
        var tracker = TouchTracker()
        #expect(tracker.press(at: centre, in: bounds, time: .zero) == .init(.began, .touchDown))
        #expect(tracker.move(to: point(400, 22), in: bounds) == .init(.moved, [.touchDragOutside, .touchDragExit]))
        #expect(tracker.release(at: nil, in: bounds, time: .zero) == .init(.ended(inside: false), .touchUpOutside))
        _ = tracker.press(at: centre, in: bounds, time: .seconds(1))
        #expect(
            tracker.release(at: point(60, 22), in: bounds, time: .seconds(1))
                == .init(.ended(inside: true), [.touchDragInside, .touchUpInside]))
        _ = tracker.press(at: centre, in: bounds, time: .seconds(2))
        #expect(tracker.cancel() == .init(.cancelled, .touchCancel))
        _ = tracker.press(at: centre, in: bounds, time: .seconds(3))
        #expect(tracker.setEnabled(false) == .init(.cancelled, .touchCancel))
        #expect(tracker.move(to: centre, in: bounds) == .ignored)
    }
}
