import ObserverKit
import Testing

/// `ControlEvent`: UIKit's bits, iteration in ascending order, names.
@Suite struct ControlEventTests {
    @Test func rawValuesMatchUIKit() {
        #expect(ControlEvent.touchDown.rawValue == 1)
        #expect(ControlEvent.touchDownRepeat.rawValue == 1 << 1)
        #expect(ControlEvent.touchDragInside.rawValue == 1 << 2)
        #expect(ControlEvent.touchDragOutside.rawValue == 1 << 3)
        #expect(ControlEvent.touchDragEnter.rawValue == 1 << 4)
        #expect(ControlEvent.touchDragExit.rawValue == 1 << 5)
        #expect(ControlEvent.touchUpInside.rawValue == 1 << 6)
        #expect(ControlEvent.touchUpOutside.rawValue == 1 << 7)
        #expect(ControlEvent.touchCancel.rawValue == 1 << 8)
        #expect(ControlEvent.valueChanged.rawValue == 1 << 12)
        #expect(ControlEvent.primaryActionTriggered.rawValue == 1 << 13)
        #expect(ControlEvent.menuActionTriggered.rawValue == 1 << 14)
        #expect(ControlEvent.editingDidBegin.rawValue == 1 << 16)
        #expect(ControlEvent.editingChanged.rawValue == 1 << 17)
        #expect(ControlEvent.editingDidEnd.rawValue == 1 << 18)
        #expect(ControlEvent.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(ControlEvent.allTouchEvents.rawValue == 0x0FFF)
        #expect(ControlEvent.allEditingEvents.rawValue == 0x000F_0000)
        #expect(ControlEvent.applicationReserved.rawValue == 0x0F00_0000)
        #expect(ControlEvent.systemReserved.rawValue == 0xF000_0000)
        #expect(ControlEvent.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func iteratingYieldsSingleEventsInAscendingOrder() {
        let set: ControlEvent = [.valueChanged, .touchCancel, .touchDown, .editingChanged]
        #expect(Array(set) == [.touchDown, .touchCancel, .valueChanged, .editingChanged])
        #expect(set.underestimatedCount == 4)
        #expect(Array(ControlEvent()).isEmpty)
        #expect(Array(ControlEvent.allEvents).count == 32)
    }

    @Test func descriptionNamesEventsAndSets() {
        #expect(ControlEvent.touchUpInside.description == "touchUpInside")
        #expect(ControlEvent([.touchDown, .valueChanged]).description == "[touchDown, valueChanged]")
        #expect(ControlEvent(rawValue: 1 << 24).description == "0x1000000")
    }
}
