import ObserverKitHeadless
import Testing

@MainActor @Suite struct ButtonTests {
    @Test func tap() {
        let button = ObservableButton()
        var seen: [ControlEvent] = []
        for event in ControlEvent.allEvents { button.addObserver(for: event) { seen.append(event) } }
        button.tap()
        #expect(seen == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }
}
