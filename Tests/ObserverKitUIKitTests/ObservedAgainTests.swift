import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` observed again after its last observer went: the same object, its actions installed again, once,
/// and nothing of the first observation heard or doubled.
@MainActor
@Suite("UIKit backend: observed after its last observer, observed again")
struct ObservedAgainTests {
    @Test("a control: the same observed object, one UIAction per event again, each event heard once")
    func controlAgain() {
        let toggle = UISwitch()
        var log: [String] = []
        toggle.addAction(UIAction { _ in log.append("app") }, for: .valueChanged)
        let observed = toggle.observed
        let first = observed.addObserver(for: [.valueChanged, .touchDown]) { _ in log.append("first") }
        first.cancel()
        #expect(toggle.allControlEvents == .valueChanged)  // the app's action alone
        #expect(observed.observers.isEmpty)
        let second = toggle.observed.addObserver(for: .valueChanged) { _ in log.append("second") }
        #expect(toggle.observed === observed)
        #expect(toggle.allControlEvents == .valueChanged)
        toggle.sendActions(for: .valueChanged)
        toggle.sendActions(for: .touchDown)
        #expect(log == ["app", "second"])
        second.cancel()
        toggle.observed.removeObservers(for: .allEvents)
        toggle.observed.addObserver(for: .touchDown) { _ in log.append("third") }
        toggle.sendActions(for: .touchDown)
        toggle.sendActions(for: .valueChanged)
        #expect(log == ["app", "second", "third", "app"])
    }

    #if !os(tvOS)
        @Test("a binding ended and made again: both directions work once, the same actions as the first time")
        func bindingAgain() {
            let stepper = UIStepper()
            let value = ObservableValue<Double>(2)
            let first = stepper.observed.bind(value)
            let firstEvents = stepper.allControlEvents
            first.cancel()
            #expect(stepper.allControlEvents == [])
            let second = stepper.observed.bind(value)
            #expect(stepper.allControlEvents == firstEvents)
            stepper.value = 3
            stepper.sendActions(for: .valueChanged)
            #expect(value.value == 3)
            value.value = 5
            #expect(stepper.value == 5)
            second.cancel()
            #expect(stepper.allControlEvents == [])
        }
    #endif

    @Test("a bar item: ObserverKit's action again, running the app's own once a tap, and put back again")
    func barItemAgain() {
        var log: [String] = []
        let appAction = UIAction(title: "Save", identifier: UIAction.Identifier("app.save")) { _ in log.append("app") }
        let item = UIBarButtonItem(primaryAction: appAction)
        item.observed.addObserver(for: .primaryActionTriggered) { log.append("first") }.cancel()
        #expect(item.primaryAction === appAction)
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("second") }
        item.simulateTap()
        #expect(log == ["app", "second"])
        token.cancel()
        #expect(item.primaryAction === appAction && item.title == "Save")
        item.simulateTap()
        #expect(log == ["app", "second", "app"])
    }

    @Test("a bar item with a custom control: observed again, the control's tap is heard once")
    func customControlAgain() {
        let button = UIButton()
        let item = UIBarButtonItem(customView: button)
        var taps = 0
        item.observed.addObserver(for: .primaryActionTriggered) { taps += 100 }.cancel()
        #expect(button.allControlEvents == [])
        let token = item.observed.addObserver(for: .primaryActionTriggered) { taps += 1 }
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        #expect(button.allControlEvents == .primaryActionTriggered)
        token.cancel()
        #expect(button.allControlEvents == [])
    }
}
