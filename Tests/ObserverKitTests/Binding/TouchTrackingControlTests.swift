import ObserverKit
import Testing

/// The core's one touch-hold rule: a bindable control that tracks touches holds its binding while a touch is
/// tracked; one that does not conform never holds; a control's own rule wins over it.
@MainActor
@Suite struct TouchTrackingControlTests {
    @Test func aCustomControlHoldsWhileTrackingAndShowsTheLatestValueWhenReleased() {
        let level = ObservableValue(0.0)
        let knob = Knob()
        knob.bind(level)
        #expect(knob.bindingHold == nil)
        knob.fingerDown()
        #expect(knob.bindingHold == .touch)
        level.value = 90
        #expect(knob.angle == 0)
        knob.fingerUp()
        #expect(knob.bindingHold == nil)
        #expect(knob.angle == 90)
    }

    @Test func aBindableControlThatDoesNotTrackTouchesNeverHolds() {
        let level = ObservableValue(0.0)
        let dial = Dial()
        dial.bind(level)
        dial.isTracking = true  // not a TouchTrackingControl: the property means nothing to the binding
        #expect(dial.bindingHold == nil)
        level.value = 5
        #expect(dial.boundValue == 5)
    }

    @Test func aControlsOwnRuleWinsOverTheTouchRule() {
        let field = ComposingField()
        field.isTracking = true
        #expect(field.bindingHold == .composition)
        // Through the protocol (the binding's view of it), the same.
        func hold(_ control: some BindableControl) -> BindingHold? { control.bindingHold }
        #expect(hold(field) == .composition)
    }
}

/// The documentation's knob: a bindable control that tracks touches.
@MainActor
private final class Knob: BindableControl, TouchTrackingControl {
    let controlObserver = ControlObserver<Double>()
    private(set) var isTracking = false
    var angle = 0.0

    var boundValue: Double {
        get { angle }
        set { angle = newValue }
    }
    func observation(for event: ControlEvent) -> Double { angle }

    func fingerDown() { isTracking = true }
    func fingerUp() {
        isTracking = false
        releaseBindingHold(.touch)
    }
}

/// A bindable control with a tracking flag of its own, but no `TouchTrackingControl` conformance.
@MainActor
private final class Dial: BindableControl {
    let controlObserver = ControlObserver<Double>()
    var isTracking = false
    var boundValue = 0.0
    func observation(for event: ControlEvent) -> Double { boundValue }
}

/// A base that tracks touches, as every backend's control base does, and a bindable subclass with its own hold
/// rule, as a text field has: the rule is the subclass's, since its `BindableControl` conformance sees it.
@MainActor
private class TrackingBase: TouchTrackingControl {
    var isTracking = false
}

@MainActor
private final class ComposingField: TrackingBase, BindableControl {
    let controlObserver = ControlObserver<String>()
    var boundValue = ""
    static var boundValueEvents: ControlEvent { .editingChanged }
    func observation(for event: ControlEvent) -> String { boundValue }
    var bindingHold: BindingHold? { .composition }
}
