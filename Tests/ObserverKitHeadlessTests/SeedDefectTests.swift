import Foundation
import ObserverKitHeadless
import Testing

/// The defects of the pattern this library grew from, each fixed on purpose and pinned here.
@MainActor @Suite struct SeedDefectTests {
    @Test func anObserverOfFewerEventsDoesNotStopTheOthers() {
        // The seed returned from its dispatch loop when an observer did not want the event (`return` where
        // `continue` was meant), so observers added after it never heard that event.
        let slider = ObservableSlider()
        var narrow: [ObservableSlider.Action] = []
        var wide: [ObservableSlider.Action] = []
        slider.addObserver(for: .valueChanged) { narrow.append($0) }
        slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) { wide.append($0) }
        slider.drag(toX: 50)
        #expect(narrow == [.valueChanged(0.25)])
        #expect(wide == [.isTrackingTouch(true), .valueChanged(0.25), .isTrackingTouch(false)])
    }

    @Test func aMultiEventSendSwitchesOnEachEvent() {
        // The seed switched on the whole set (`switch events { case .touchDown: … }`), so a set of several
        // events matched no case and sent nothing, or one observation for all.
        let slider = ObservableSlider()
        slider.value = 0.6
        var received: [ObservableSlider.Action] = []
        slider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside]) { received.append($0) }
        slider.sendActions(for: [.touchUpInside, .valueChanged, .touchDown])
        #expect(received == [.isTrackingTouch(true), .isTrackingTouch(false), .valueChanged(0.6)])
    }

    @Test func sendActionsIsAPlainSendThatReachesEveryObserverOfThoseEvents() {
        // The seed's override of sendActions(for:) filtered by state; here it sends exactly what it is asked,
        // whatever the control's state, to every observer of each event.
        let slider = ObservableSlider()
        slider.isEnabled = false
        var first: [ObservableSlider.Action] = []
        var second: [ObservableSlider.Action] = []
        var unrelated: [ObservableSlider.Action] = []
        slider.addObserver(for: .valueChanged) { first.append($0) }
        slider.addObserver(for: [.touchUpInside, .valueChanged]) { second.append($0) }
        slider.addObserver(for: .touchDown) { unrelated.append($0) }
        slider.sendActions(for: .valueChanged)
        #expect(first == [.valueChanged(0)])
        #expect(second == [.valueChanged(0)])
        #expect(unrelated.isEmpty)
    }
}
