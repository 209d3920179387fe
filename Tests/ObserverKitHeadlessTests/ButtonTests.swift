import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A headless button's full event sequences (its observation is `Void`, so the events are the whole story).
@MainActor @Suite struct ButtonTests {
    let button = ObservableButton()
    let clock = TestScheduler()

    init() {
        button.scheduler = clock
    }

    @Test func tapSendsTouchDownThenTouchUpInsideThenPrimaryAction() {
        let recording = button.recorder()
        button.tap()
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    /// Unlike UIKit, which runs the two events' actions in the order they were added (WhichBackend's "The order of
    /// several events sent at once"), the headless button sends primaryActionTriggered after touchUpInside.
    @Test func primaryActionComesAfterTouchUpInsideWhicheverWasObservedFirst() {
        var heard: [String] = []
        button.addObserver(for: .primaryActionTriggered) { _ in heard.append("primaryActionTriggered") }
        button.addObserver(for: .touchUpInside) { _ in heard.append("touchUpInside") }
        button.tap()
        #expect(heard == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func dragOutAndBackSendsDragEventsAndExitEnterAtTheSlop() {
        let recording = button.recorder()
        button.beginTouch()
        button.moveTouch(to: .at(60, 22))  // inside
        button.moveTouch(to: .at(169, 22))  // outside the bounds, inside the 70 pt slop
        button.moveTouch(to: .at(171, 22))  // beyond the slop
        button.moveTouch(to: .at(300, 22))
        button.moveTouch(to: .at(40, 22))  // back
        button.endTouch()
        #expect(
            recording.values.map(\.event) == [
                .touchDown,
                .touchDragInside,
                .touchDragInside,
                .touchDragOutside, .touchDragExit,
                .touchDragOutside,
                .touchDragInside, .touchDragEnter,
                .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func releaseOutsideSendsTouchUpOutsideAndNoPrimaryAction() {
        let recording = button.recorder()
        button.beginTouch()
        button.endTouch(at: .at(50, 300))
        #expect(recording.values.map(\.event) == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
    }

    @Test func cancelSendsTouchCancel() {
        let recording = button.recorder()
        button.beginTouch()
        button.cancelTouch()
        button.endTouch()  // nothing: the touch is over
        #expect(recording.values.map(\.event) == [.touchDown, .touchCancel])
    }

    @Test func secondTapWithinTheDoubleTapIntervalSendsTouchDownRepeat() {
        let recording = button.recorder()
        button.tap()
        clock.advance(by: .milliseconds(350))
        button.tap()
        #expect(
            recording.values.map(\.event) == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
                .touchDown, .touchDownRepeat, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func secondTapAfterTheDoubleTapIntervalIsASingleTap() {
        let recording = button.recorder()
        button.tap()
        clock.advance(by: .milliseconds(351))
        button.tap()
        #expect(
            recording.values.map(\.event) == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func disabledButtonIgnoresTouches() {
        let recording = button.recorder()
        button.isEnabled = false
        button.tap()
        button.beginTouch()
        button.moveTouch(to: .at(10, 10))
        button.endTouch()
        #expect(recording.values.map(\.event).isEmpty)
        #expect(!button.isTracking)
    }

    @Test func disablingWhileTrackingCancelsTheTouch() {
        let recording = button.recorder()
        button.beginTouch()
        button.isEnabled = false
        button.endTouch()
        button.isEnabled = true
        button.tap()
        #expect(
            recording.values.map(\.event) == [
                .touchDown, .touchCancel,
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func sendActionsSendsExactlyWhatItIsAsked() {
        let recording = button.recorder()
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(recording.values.map(\.event) == [.touchDown, .touchUpInside])
    }
}
