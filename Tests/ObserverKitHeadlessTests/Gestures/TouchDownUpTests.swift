import Foundation
import ObserverKitHeadless
import Testing

/// `onTouchDown()` and `onTouchUp()` strictly alternate through the seed article's gestures.
@MainActor
@Suite struct TouchDownUpTests {
    /// Records "down" and "up" in order.
    func record(_ button: ObservableButton) -> () -> [String] {
        var log: [String] = []
        button.onTouchDown().observe { log.append("down") }
        button.onTouchUp().observe { log.append("up") }
        return { log }
    }

    @Test func aTapIsOneDownThenOneUp() {
        let button = ObservableButton()
        let log = record(button)
        button.tap()
        #expect(log() == ["down", "up"])
    }

    @Test func twoTapsAlternate() {
        let button = ObservableButton()
        let log = record(button)
        button.tap()
        button.tap()
        #expect(log() == ["down", "up", "down", "up"])
    }

    @Test func dragOutAndBackInGoesUpAndDownAgain() {
        let button = ObservableButton()
        let log = record(button)
        button.beginTouch()
        button.moveTouch(to: .at(300, 22))  // outside the slop: touchDragOutside, touchDragExit
        button.moveTouch(to: .at(320, 22))  // touchDragOutside again: no second up
        button.moveTouch(to: .at(330, 22))
        button.moveTouch(to: .at(50, 22))  // touchDragInside, touchDragEnter
        button.moveTouch(to: .at(60, 22))  // inside: nothing
        button.endTouch()
        #expect(log() == ["down", "up", "down", "up"])
    }

    @Test func releasingOutsideAfterDraggingOutIsOneUp() {
        let button = ObservableButton()
        let log = record(button)
        button.beginTouch()
        button.moveTouch(to: .at(300, 22))
        button.endTouch()
        #expect(log() == ["down", "up"])
    }

    @Test func aCancelledTouchEndsWithUp() {
        let button = ObservableButton()
        let log = record(button)
        button.beginTouch()
        button.cancelTouch()
        #expect(log() == ["down", "up"])
    }

    @Test func disablingDuringATouchEndsWithUpAndADisabledControlStaysUp() {
        let button = ObservableButton()
        let log = record(button)
        button.beginTouch()
        button.isEnabled = false
        button.tap()
        #expect(log() == ["down", "up"])
    }

    @Test func aSubscriptionMadeMidTouchWaitsForTheNextDown() {
        let button = ObservableButton()
        button.beginTouch()
        let log = record(button)
        button.endTouch()
        button.tap()
        #expect(log() == ["down", "up"])
    }

    @Test func touchStreamsDoNotKeepTheControlAlive() {
        weak var weakButton: ObservableButton?
        var log: [String] = []
        do {
            let button = ObservableButton()
            weakButton = button
            button.onTouchDown().observe { log.append("down") }
            button.events(for: .touchUpInside).observe { log.append("up") }
            button.tap()
        }
        #expect(weakButton == nil)
        #expect(log == ["down", "up"])
    }

    @Test func eventsForDeliversTheControlsObservations() {
        let slider = ObservableSlider()
        var values: [ObservableSlider.Action] = []
        let token = slider.events(for: [.valueChanged, .touchUpInside]).observe { values.append($0) }
        slider.drag(toX: 50)
        token.cancel()
        slider.drag(toX: 150)
        #expect(values == [.valueChanged(0.25), .isTrackingTouch(false)])
        #expect(slider.observers.isEmpty)
    }
}
