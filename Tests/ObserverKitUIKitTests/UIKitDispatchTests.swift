import ObserverKitUIKit
import Testing

/// How the UIKit backend rides on UIKit's own dispatch: one `UIAction` per observed event, reached by UIKit's
/// `sendActions(for:)`, so observers and plain actions hear the same events on one path.
@MainActor
@Suite("UIKit backend: dispatch through UIActions")
struct UIKitDispatchTests {
    @Test("ControlEvent and UIControl.Event convert both ways with identical bits")
    func conversions() {
        for event in ControlEvent.allEvents {
            #expect(UIControl.Event(event).rawValue == event.rawValue)
            #expect(ControlEvent(UIControl.Event(event)) == event)
        }
        #expect(UIControl.Event(ControlEvent.allTouchEvents) == .allTouchEvents)
        #expect(ControlEvent(UIControl.Event.allEditingEvents) == .allEditingEvents)
        #expect(UIControl.Event(ControlEvent.primaryActionTriggered) == .primaryActionTriggered)
    }

    @Test("UIKit's sendActions(for:) reaches the observers, in the order they were added")
    func uikitDispatchReachesObservers() {
        let button = ObservableButton()
        var log: [String] = []
        button.addObserver(for: .touchUpInside) { log.append("first") }
        button.addObserver(for: [.touchDown, .touchUpInside]) { log.append("second") }
        button.sendActions(for: UIControl.Event.touchUpInside)
        #expect(log == ["first", "second"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test("plain UIActions and observers hear the same sendActions, whichever overload is called")
    func oneDispatchPath() {
        let button = ObservableButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("plain action") }, for: .touchUpInside)
        button.addObserver(for: .touchUpInside) { log.append("observer") }
        button.sendActions(for: .touchUpInside)  // resolves to UIKit's method
        Self.sendThroughProtocol(button, .touchUpInside)  // ObserverKit's overload, through the protocol
        #expect(log == ["plain action", "observer", "plain action", "observer"])
    }

    // A switch: UIKit sends each of its events alone (a button's touchUpInside brings primaryActionTriggered,
    // below).
    @Test("ObserverKit's sendActions(for:) sends several events one at a time, in ascending order")
    func severalEventsInAscendingOrder() {
        let control = ObservableSwitch()
        var log: [ControlEvent] = []
        control.addObserver(for: .primaryActionTriggered) { _ in log.append(.primaryActionTriggered) }
        control.addObserver(for: .touchDown) { _ in log.append(.touchDown) }
        control.addObserver(for: .touchUpInside) { _ in log.append(.touchUpInside) }
        Self.sendThroughProtocol(control, [.primaryActionTriggered, .touchUpInside, .touchDown])
        #expect(log == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test("a button's touchUpInside brings its primaryActionTriggered, in the order UIKit's actions were added")
    func buttonTouchUpInsideBringsPrimaryAction() {
        let button = ObservableButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var log: [ControlEvent] = []
        button.addObserver(for: .primaryActionTriggered) { log.append(.primaryActionTriggered) }
        button.addObserver(for: .touchDown) { log.append(.touchDown) }
        button.addObserver(for: .touchUpInside) { log.append(.touchUpInside) }
        Self.sendThroughProtocol(button, [.primaryActionTriggered, .touchUpInside, .touchDown])
        #expect(log == [.touchDown, .primaryActionTriggered, .touchUpInside])
        log.removeAll()
        button.sendActions(for: .touchUpInside)  // UIKit's own method, from code
        #expect(log == [.primaryActionTriggered, .touchUpInside])
        log.removeAll()
        let inside = UITouch(at: CGPoint(x: 10, y: 10))
        button.touchesBegan([inside], with: UIEvent())
        button.touchesEnded([inside], with: UIEvent())
        #expect(log == [.touchDown, .primaryActionTriggered, .touchUpInside])
    }

    @Test("a ControlEvent sent to a control of its own type goes through UIKit: the app's actions hear it too")
    func controlEventOnConcreteTypeReachesAppActions() {
        let toggle = ObservableSwitch()
        var log: [String] = []
        toggle.addAction(UIAction { _ in log.append("app") }, for: .valueChanged)
        toggle.addObserver(for: .valueChanged) { _ in log.append("observer") }
        let events: ControlEvent = .valueChanged
        toggle.sendActions(for: events)
        #expect(log == ["app", "observer"])
        log.removeAll()
        let button = ObservableButton()
        button.addAction(UIAction { _ in log.append("app primary") }, for: .primaryActionTriggered)
        button.addObserver(for: .primaryActionTriggered) { log.append("observer primary") }
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        #expect(log == ["app primary", "observer primary"])
    }

    @Test("removing one event keeps the observer's others; re-observing adds no second UIAction")
    func removalPerEvent() {
        let button = ObservableButton()
        var calls = 0
        button.addObserver(for: [.touchDown, .touchUpInside]) { calls += 1 }
        button.removeObservers(for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(calls == 1)
        button.removeObservers(for: .allEvents)
        button.addObserver(for: .touchUpInside) { calls += 10 }
        button.sendActions(for: .touchUpInside)
        #expect(calls == 11)
    }

    @Test("observers can be added and removed by UIControl.Event too")
    func uikitEventOverloads() {
        let button = ObservableButton()
        var calls = 0
        let events: UIControl.Event = [.touchDown, .touchUpInside]
        button.addObserver(for: events) { calls += 1 }
        #expect(button.observers(for: .touchDown).count == 1)
        button.removeObservers(for: UIControl.Event.touchDown)
        button.sendActions(for: events)
        #expect(calls == 1)
    }

    @Test("a token removes exactly its registration; cancelling twice is a no-op")
    func tokens() {
        let button = ObservableButton()
        var log: [String] = []
        let token = button.addObserver(for: .touchUpInside) { log.append("cancelled") }
        button.addObserver(for: .touchUpInside) { log.append("kept") }
        token.cancel()
        token.cancel()
        button.sendActions(for: .touchUpInside)
        #expect(log == ["kept"])
    }

    @Test("a handler may remove observers and send again; the inner send is delivered first")
    func reentrancy() {
        let button = ObservableButton()
        var log: [String] = []
        var later = ObservationToken.inert
        button.addObserver(for: .touchUpInside) { [unowned button] in
            log.append("outer")
            later.cancel()
            button.sendActions(for: .touchDown)
        }
        later = button.addObserver(for: .touchUpInside) { log.append("removed") }
        button.addObserver(for: .touchDown) { log.append("inner") }
        button.sendActions(for: .touchUpInside)
        #expect(log == ["outer", "inner"])
    }

    @Test("observers capturing the control weakly make no cycle; the control and its observers go")
    func lifetime() {
        weak var weakButton: ObservableButton?
        weak var weakObserver: Observer<Void>?
        releasing {
            let button = ObservableButton()
            weakButton = button
            button.addObserver(for: .touchUpInside) { [weak button] in button?.isSelected.toggle() }
            weakObserver = button.observers.first
            button.sendActions(for: .touchUpInside)
            #expect(button.isSelected)
        }
        #expect(weakButton == nil)
        #expect(weakObserver == nil)
    }

    static func sendThroughProtocol<Control: ObservableControl>(_ control: Control, _ events: ControlEvent) {
        control.sendActions(for: events)
    }
}
