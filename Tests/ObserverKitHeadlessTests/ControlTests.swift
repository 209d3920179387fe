import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// The base class: UIControl's state, touch input rules and the queueing of input given from handlers.
@MainActor @Suite struct ControlTests {
    let button = ObservableButton()

    @Test func stateFollowsTheTouch() {
        #expect(!button.isTracking && !button.isTouchInside && !button.isHighlighted)
        button.beginTouch()
        #expect(button.isTracking && button.isTouchInside && button.isHighlighted)
        button.moveTouch(to: .at(50, 200))
        #expect(button.isTracking && !button.isTouchInside && !button.isHighlighted)
        #expect(button.touchLocation == .at(50, 200))
        button.endTouch()
        #expect(!button.isTracking && !button.isTouchInside && !button.isHighlighted)
    }

    /// Before any touch, `touchLocation` is the centre of the bounds, as its DocC says.
    @Test func theTouchLocationBeforeAnyTouchIsTheCentre() {
        let slider = ObservableSlider(bounds: CGRect(x: 10, y: 20, width: 200, height: 31))
        #expect(slider.touchLocation == CGPoint(x: 110, y: 35.5))
        #expect(button.touchLocation == button.center)
    }

    @Test func isSelectedIsPlainState() {
        let recording = button.recorder()
        button.isSelected = true
        button.tap()
        #expect(button.isSelected)
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aPressOutsideTheBoundsIsNoTouch() {
        let recording = button.recorder()
        button.beginTouch(at: .at(101, 22))  // inside the slop, but a press must hit the bounds
        button.moveTouch(to: .at(50, 22))
        button.endTouch()
        #expect(recording.values.isEmpty)
    }

    @Test func aControlThatTakesNoTouchesIgnoresAPressAsAUIViewDoes() {
        let recording = button.recorder()
        button.isUserInteractionEnabled = false
        button.tap()
        #expect(recording.values.isEmpty)
        #expect(!button.isTracking && !button.isTouching(finger: 0))
        button.isUserInteractionEnabled = true
        button.tap()
        #expect(recording.values.count == 3)  // touchDown, touchUpInside, primaryActionTriggered
    }

    @Test func turningUserInteractionOffWhileTrackingCancelsTheTouch() {
        let recording = button.recorder()
        button.beginTouch()
        button.isUserInteractionEnabled = false
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
        #expect(!button.isTracking && !button.isTouching(finger: 0))
        button.endTouch()  // the finger is no longer the control's
        #expect(recording.values.count == 2)
    }

    @Test func aPressOnTheBoundsFarEdgeIsOutsideAsUIKitsHitTest() {
        let recording = button.recorder()
        button.beginTouch(at: .at(button.bounds.maxX, 22))
        button.endTouch()
        #expect(recording.values.isEmpty)
        button.tap(at: .at(button.bounds.maxX - 0.5, 22))
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aSecondPressWhileTrackingIsIgnored() {
        let recording = button.recorder()
        button.beginTouch()
        button.beginTouch()
        button.endTouch()
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func nanPointsAreIgnored() {
        let recording = button.recorder()
        button.beginTouch(at: .at(CGFloat.nan, 10))
        button.beginTouch()
        button.moveTouch(to: .at(10, CGFloat.nan))
        button.endTouch(at: .at(CGFloat.nan, CGFloat.nan))
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func nonFiniteBoundsAreIgnoredAndNegativeSizesMadePositive() {
        button.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        #expect(button.bounds == CGRect(x: 0, y: 0, width: 100, height: 44))
        button.bounds = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(button.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ObservableButton(bounds: CGRect(x: 0, y: 0, width: -4, height: 4)).bounds.width == 4)
    }

    @Test func reEnablingWithoutATouchSendsNothing() {
        let recording = button.recorder()
        button.isEnabled = false
        button.isEnabled = false
        button.isEnabled = true
        #expect(recording.values.isEmpty)
        #expect(button.isEnabled)
    }

    @Test func touchInputFromAHandlerRunsAfterTheCurrentStep() {
        // A handler of touchDown that lifts the finger: the lift waits until touchDown has reached everyone.
        var log: [String] = []
        button.addObserver(for: .touchDown) { [weak button] in
            log.append("first sees touchDown")
            button?.endTouch()
        }
        button.addObserver(for: .touchDown) { log.append("second sees touchDown") }
        button.addObserver(for: .touchUpInside) { log.append("touchUpInside") }
        button.beginTouch()
        #expect(log == ["first sees touchDown", "second sees touchDown", "touchUpInside"])
    }

    @Test func disablingFromAValueHandlerCancelsAfterTheStep() {
        let toggle = ObservableSwitch()
        let recording = toggle.recorder()
        toggle.addObserver(for: .valueChanged) { [weak toggle] _ in toggle?.isEnabled = false }
        toggle.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .valueChanged, .primaryActionTriggered, .touchUpInside])
        #expect(!toggle.isEnabled)
    }

    @Test func disablingFromATouchDownHandlerCancelsThatTouch() {
        let recording = button.recorder()
        button.addObserver(for: .touchDown) { [weak button] in button?.isEnabled = false }
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
        #expect(!button.isEnabled)
        #expect(!button.isTracking)
    }

    @Test func theProtocolSeesTheControlsOwnScheduler() {
        let clock = TestScheduler()
        clock.advance(by: .seconds(3))
        button.scheduler = clock
        func now(of control: some ObservableControl) -> Duration { control.scheduler.now }
        #expect(now(of: button) == .seconds(3))
    }

    /// A control of one's own: counts how often its observation is computed, and sees the origin then.
    final class Dial: Control<Int> {
        var computed: [EventOrigin?] = []
        override func observation(for event: ControlEvent) -> Int {
            computed.append(currentEventOrigin)
            return computed.count
        }
    }

    @Test func anEventsObservationIsComputedOnlyWhenObservedBeforeItsDelivery() {
        let dial = Dial(bounds: CGRect(x: 0, y: 0, width: 44, height: 44))
        var received: [Int] = []
        dial.addObserver(for: .touchUpInside) { received.append($0) }
        dial.tap()
        // touchDown goes unobserved: nothing computed for it. touchUpInside's is computed before the delivery
        // begins, while the tap is handled (no origin is being delivered yet).
        #expect(dial.computed == [nil])
        #expect(received == [1])
        dial.sendActions(for: [.touchDown, .touchUpInside, .valueChanged])
        #expect(dial.computed == [nil, nil])
        #expect(received == [1, 2])
    }
}
