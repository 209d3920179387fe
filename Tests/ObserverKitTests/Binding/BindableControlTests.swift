import ObserverKit
import ObserverKitTestSupport
import Testing

/// The shared mechanism of `BindableControl.bind(_:)`, on a control that counts how often it is set.
@MainActor
@Suite struct BindableControlTests {
    @Test func aControlAlreadyShowingTheValueIsNotSetAgain() {
        let control = CountingTextControl()
        let text = ObservableValue("")
        control.bind(text)
        #expect(control.sets == [])
        control.userTypes("Ada")
        #expect(text.value == "Ada")
        // The value's change came from this control: writing it back would reset the user's text.
        #expect(control.sets == [])
        text.value = "Grace"
        #expect(control.sets == ["Grace"])
    }

    @Test func userEditsWriteTheValueOnlyOnTheBoundEvents() {
        let control = CountingTextControl()
        let text = ObservableValue("")
        control.bind(text)
        control.storage = "typed"
        control.sendActions(for: .editingDidEnd)
        #expect(text.value == "")
        control.sendActions(for: .editingChanged)
        #expect(text.value == "typed")
    }

    @Test func aValueControlsUserEditsArriveAsValueChangedByDefault() {
        #expect(Dimmer.boundValueEvents == .valueChanged)
        let dimmer = Dimmer()
        let level = ObservableValue(0.0)
        dimmer.bind(level)
        dimmer.level = 0.4
        dimmer.sendActions(for: .editingChanged)
        #expect(level.value == 0)
        dimmer.sendActions(for: .valueChanged)
        #expect(level.value == 0.4)
    }

    @Test func aSetOnAnotherThreadReachesTheControlOnTheMainActor() async {
        let control = CountingTextControl()
        let text = ObservableValue("")
        control.bind(text)
        await Task.detached { text.value = "from a background thread" }.value
        // The background set hopped to the main queue; a turn of it applies it.
        await MainQueue.turn()
        #expect(control.storage == "from a background thread")
        #expect(control.setOnMainThread == [true])
    }
}

/// A minimal text control that records every programmatic set of its bound value.
@MainActor
final class CountingTextControl: BindableControl {
    let controlObserver = ControlObserver<String>()
    var storage = ""
    private(set) var sets: [String] = []
    private(set) var setOnMainThread: [Bool] = []

    static var boundValueEvents: ControlEvent { .editingChanged }

    var boundValue: String {
        get { storage }
        set {
            sets.append(newValue)
            setOnMainThread.append(MainQueue.isMainQueue)
            storage = newValue
        }
    }

    func observation(for event: ControlEvent) -> String { storage }

    func userTypes(_ text: String) {
        storage += text
        sendActions(for: .editingChanged)
    }
}

/// A value control that leaves `boundValueEvents` to the default.
@MainActor
private final class Dimmer: BindableControl {
    let controlObserver = ControlObserver<Double>()
    var level = 0.0

    var boundValue: Double {
        get { level }
        set { level = newValue }
    }
    func observation(for event: ControlEvent) -> Double { level }
}
