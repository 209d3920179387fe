import ObserverKit
import Testing

@Suite struct ControlEventTests {
    @Test func rawValuesMatchUIKit() {
        #expect(ControlEvent.touchDown.rawValue == 1)
        #expect(ControlEvent.touchCancel.rawValue == 1 << 8)
        #expect(ControlEvent.valueChanged.rawValue == 1 << 12)
        #expect(ControlEvent.primaryActionTriggered.rawValue == 1 << 13)
        #expect(ControlEvent.editingDidBegin.rawValue == 1 << 16)
        #expect(ControlEvent.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(ControlEvent.allEvents.rawValue == 0xFFFF_FFFF)
    }
}
