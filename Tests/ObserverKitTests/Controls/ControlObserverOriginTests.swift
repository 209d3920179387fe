@_spi(Backend) import ObserverKit
import Testing

/// `ControlObserver`'s origin of the event in delivery: the input's origin, `.program` for code and for every
/// send from inside a handler, restored after a nested send, `nil` between deliveries.
@MainActor
@Suite struct ControlObserverOriginTests {
    let registry = ControlObserver<Int>()

    @Test func aSendOutsideAnyInputComesFromProgram() {
        var seen: [EventOrigin?] = []
        registry.add(Observer { [unowned registry] _ in seen.append(registry.currentEventOrigin) }, for: .valueChanged)
        registry.send(.valueChanged, 1)
        #expect(seen == [.program])
        #expect(registry.currentEventOrigin == nil)
    }

    @Test func aSendWhileHandlingInputCarriesItsOriginAndTheOuterInputIsRestored() {
        var seen: [EventOrigin?] = []
        registry.add(Observer { [unowned registry] _ in seen.append(registry.currentEventOrigin) }, for: .valueChanged)
        registry.withEventOrigin(.touch) {
            registry.withEventOrigin(.keyboard) { registry.send(.valueChanged, 1) }
            registry.send(.valueChanged, 2)
        }
        registry.send(.valueChanged, 3)
        #expect(seen == [.keyboard, .touch, .program])
    }

    @Test func aNestedSendComesFromProgramAndTheOuterDeliveryKeepsItsOrigin() {
        var seen: [String] = []
        registry.add(
            Observer { [unowned registry] value in
                seen.append("\(value) \(registry.currentEventOrigin!)")
                if value == 1 { registry.send(.valueChanged, 2) }
                if value == 1 { seen.append("after \(registry.currentEventOrigin!)") }
            }, for: .valueChanged)
        registry.withEventOrigin(.accessibility) { registry.send(.valueChanged, 1) }
        #expect(seen == ["1 accessibility", "2 program", "after accessibility"])
        #expect(registry.currentEventOrigin == nil)
    }

    @Test func aBackendsBracketedInputCarriesItsOriginAndPutsTheOuterOneBack() {
        var seen: [EventOrigin?] = []
        registry.add(Observer { [unowned registry] _ in seen.append(registry.currentEventOrigin) }, for: .valueChanged)
        let outermost = registry.beginEventOrigin(.touch)
        let outer = registry.beginEventOrigin(.keyboard)
        registry.send(.valueChanged, 1)
        registry.endEventOrigin(restoring: outer)
        registry.send(.valueChanged, 2)
        registry.endEventOrigin(restoring: outermost)
        registry.send(.valueChanged, 3)
        #expect(outermost == nil)
        #expect(outer == .touch)
        #expect(seen == [.keyboard, .touch, .program])
    }

    @Test func anUnobservedEventLeavesTheOriginAlone() {
        registry.withEventOrigin(.touch) { registry.send(.touchDown, 1) }
        #expect(registry.currentEventOrigin == nil)
    }
}
