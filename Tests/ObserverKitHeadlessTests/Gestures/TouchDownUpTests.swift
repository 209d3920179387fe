import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// `onTouchDown()` and `onTouchUp()` strictly alternate through the seed article's gestures. Each test is a
/// touch script: `d` down, `u` up, `c` cancel, `t` tap, `o` out beyond the slop, `i` back in; the `downUp` line
/// shows D for onTouchDown and U for onTouchUp, in the order they came (`[DU]`: both in one tick).
@MainActor
@Suite struct TouchDownUpTests {
    func script(_ button: ObservableButton) -> TouchScript<ObservableButton> {
        TouchScript(button).observing(
            "downUp", button.onTouchDown().map { "D" }.merge(button.onTouchUp().map { "U" }))
    }

    @Test func aTapIsOneDownThenOneUp() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:  t---",
                "downUp: [DU]"
            ) == .matching)
    }

    @Test func twoTapsAlternate() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:  t---t---",
                "downUp: [DU][DU]"
            ) == .matching)
    }

    @Test func dragOutAndBackInGoesUpAndDownAgain() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:            doo-ii-u",
                "downUp:           DU--D--U",
                "touchDragExit:    -x------",
                "touchDragOutside: -xx-----",
                "touchDragEnter:   ----x---",
                "touchDragInside:  ----xx--"
            ) == .matching)
    }

    @Test func releasingOutsideAfterDraggingOutIsOneUp() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:          do-u",
                "downUp:         DU--",
                "touchUpOutside: ---x",
                "touchUpInside:  ----"
            ) == .matching)
    }

    @Test func aCancelledTouchEndsWithUp() {
        let button = ObservableButton()
        #expect(
            script(button).verify(
                "touch:       d-c",
                "downUp:      D-U",
                "touchCancel: --x"
            ) == .matching)
    }

    @Test func disablingDuringATouchEndsWithUpAndADisabledControlStaysUp() {
        let button = ObservableButton()
        #expect(
            script(button).step("X") { button.isEnabled = false }.verify(
                "touch:  dX-t",
                "downUp: DU--"
            ) == .matching)
    }

    @Test func aSubscriptionMadeMidTouchWaitsForTheNextDown() {
        let button = ObservableButton()
        button.beginTouch()
        #expect(
            script(button).verify(
                "touch:  u-t---",
                "downUp: --[DU]"
            ) == .matching)
    }

    /// Made outside any handler while a touch is down, a subscription starts where the control's live touch
    /// streams last heard the touch: down, so it hears that touch's up.
    @Test func anUpSubscribedMidTouchWhileATouchStreamIsLiveHearsThatTouchsUp() {
        let button = ObservableButton()
        var log: [String] = []
        button.onTouchDown().observe { log.append("down") }  // a live touch stream
        button.beginTouch()
        button.onTouchUp().observe { log.append("up") }
        button.endTouch()
        #expect(log == ["down", "up"])
    }

    @Test func anUpSubscribedFromADownHandlerHearsThatTouchsUp() {
        let button = ObservableButton()
        var log: [String] = []
        button.onTouchDown().observe { [unowned button] in button.onTouchUp().observe { log.append("up") } }
        button.tap()
        #expect(log == ["up"])
    }

    /// A subscription made while the control delivers an up, by an observer called before the control's touch
    /// streams have heard that up, cannot hear it (an observer added during a delivery does not get it): it starts
    /// up, so the next touch's down reaches it.
    @Test func aDownSubscribedWhileAnUpIsDeliveredHearsTheNextDown() {
        let button = ObservableButton()
        var log: [String] = []
        var downs: ObservationToken?
        button.addObserver(for: .touchUpInside) { [unowned button] in
            if downs == nil { downs = button.onTouchDown().observe { log.append("down") } }
        }
        button.onTouchUp().observe {}  // a live touch stream, called after the observer above
        button.tap()
        button.tap()
        #expect(log == ["down"])
    }

    /// The reverse: an `onTouchUp()` subscribed by a touchDown observer called before the touch streams have heard
    /// the down starts down, and hears that touch's up.
    @Test func anUpSubscribedWhileADownIsDeliveredHearsThatTouchsUp() {
        let button = ObservableButton()
        var log: [String] = []
        var ups: ObservationToken?
        button.addObserver(for: .touchDown) { [unowned button] in
            if ups == nil { ups = button.onTouchUp().observe { log.append("up") } }
        }
        button.onTouchDown().observe {}  // a live touch stream, called after the observer above
        button.tap()
        #expect(log == ["up"])
    }

    /// Press-and-hold built from the operators, as an app writes its own (a script's tick is 100 ms): the timer
    /// started at each down ends at that touch's up, or when the finger slides off, instead of running on.
    @Test func aRepeatComposedFromTheOperatorsStopsAtTouchUp() {
        let button = ObservableButton()
        let repeats = button.onTouchDown().flatMapLatest { [unowned button] in
            EventStream<Int>.timer(dueTime: .milliseconds(400), period: .milliseconds(200), scheduler: button.scheduler)
                .map { "\($0)" }
                .startWith("D")
                .takeUntil(button.onTouchUp())
        }
        #expect(
            TouchScript(button).observing("repeats", repeats).verify(
                "touch:   d-----u-----d--o------i--u--",
                "repeats: D---0-------D---------D-----"
            ) == .matching)
    }

    @Test func touchStreamsDoNotKeepTheControlAlive() {
        var log: [String] = []
        let leaks = LeakCheck.run { check in
            let button = ObservableButton()
            check.expectGone(button)
            button.onTouchDown().observe { log.append("down") }
            button.events(for: .touchUpInside).observe { log.append("up") }
            button.tap()
        }
        #expect(leaks == .noLeaks)
        #expect(log == ["down", "up"])
    }

    @Test func eventsForDeliversTheControlsObservations() {
        // The thumb sits at the value's position; the finger presses it (the centre) and drags it to the end.
        let slider = ObservableSlider()
        slider.value = 0.5
        #expect(
            TouchScript(slider, points: ["E": .at(200, 15)])
                .observing("events", slider.events(for: [.valueChanged, .touchUpInside]))
                .verify(
                    "touch:  dE-u",
                    "events: -1-x"
                ) == .matching)
        #expect(slider.observers.isEmpty)
    }
}
