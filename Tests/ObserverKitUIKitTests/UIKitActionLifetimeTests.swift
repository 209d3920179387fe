import ObserverKitUIKit
import Testing

/// The UIKit backend's `UIAction`s live exactly as long as their event has observers, UIKit's own order of
/// actions is kept, and primaryActionTriggered is never delivered twice.
@MainActor
@Suite("UIKit backend: UIActions come and go with observers")
struct UIKitActionLifetimeTests {
    @Test("allControlEvents lists only the events that have observers")
    func onlyObservedEventsHaveActions() {
        let button = ObservableButton()
        let token = button.addObserver(for: [.touchDown, .touchUpInside]) {}
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        button.removeObservers(for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        token.cancel()
        #expect(button.allControlEvents == [])
    }

    @Test("a text field's editingDidEndOnExit action goes with its last observer, so Return stops dismissing")
    func editingDidEndOnExitActionGoes() {
        let field = ObservableTextField()
        let first = field.addObserver(for: .editingDidEndOnExit) { _ in }
        let second = field.addObserver(for: .editingDidEndOnExit) { _ in }
        first.cancel()
        #expect(field.allControlEvents.contains(.editingDidEndOnExit))
        second.cancel()
        #expect(!field.allControlEvents.contains(.editingDidEndOnExit))
    }

    @Test("removing ObserverKit's action leaves the app's own UIActions for the same event")
    func othersActionsStay() {
        let button = ObservableButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("app") }, for: .touchUpInside)
        button.addObserver(for: .touchUpInside) { log.append("observer") }.cancel()
        button.sendActions(for: .touchUpInside)
        #expect(log == ["app"])
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test("an event observed again after its last observer went gets its action back")
    func reobserving() {
        let button = ObservableButton()
        var calls = 0
        button.addObserver(for: .touchDown) { calls += 1 }.cancel()
        button.addObserver(for: .touchDown) { calls += 10 }
        button.sendActions(for: .touchDown)
        #expect(calls == 10)
        #expect(button.allControlEvents == .touchDown)
    }

    @Test("UIKit calls one phase's actions in the order they were added, not in bit order")
    func uikitOrderIsOrderAdded() {
        let button = ObservableButton()
        var log: [ControlEvent] = []
        button.addObserver(for: .touchDragExit) { log.append(.touchDragExit) }
        button.addObserver(for: .touchDragOutside) { log.append(.touchDragOutside) }
        // What UIKit sends when a finger leaves the control: both events in one call.
        button.sendActions(for: UIControl.Event([.touchDragOutside, .touchDragExit]))
        #expect(log == [.touchDragExit, .touchDragOutside])
    }

    @Test("primaryActionTriggered is delivered once when UIKit also sends it with touchUpInside")
    func primaryOnceWhenUIKitSendsItWithTouchUpInside() {
        /// A button whose UIKit dispatch of touchUpInside also runs the primary action, as UIKit might.
        final class PrimaryWithTouchUpButton: ObservableButton {
            override func sendActions(for controlEvents: UIControl.Event) {
                let extra: UIControl.Event = controlEvents.contains(.touchUpInside) ? .primaryActionTriggered : []
                super.sendActions(for: controlEvents.union(extra))
            }
        }
        let button = PrimaryWithTouchUpButton()
        var log: [String] = []
        button.addObserver(for: .touchUpInside) { log.append("up") }
        button.addObserver(for: .primaryActionTriggered) { log.append("primary") }
        UIKitDispatchTests.sendThroughProtocol(button, [.touchUpInside, .primaryActionTriggered])
        #expect(log == ["up", "primary"])
    }

    // A switch: UIKit brings primaryActionTriggered with a button's touchUpInside only.
    @Test("primaryActionTriggered is delivered once when UIKit sends touchUpInside alone")
    func primaryOnceWhenUIKitSendsTouchUpInsideAlone() {
        let control = ObservableSwitch()
        var log: [String] = []
        control.addObserver(for: .primaryActionTriggered) { _ in log.append("primary") }
        control.addObserver(for: .touchUpInside) { _ in log.append("up") }
        UIKitDispatchTests.sendThroughProtocol(control, [.touchUpInside, .primaryActionTriggered])
        #expect(log == ["up", "primary"])
    }

    /// The primary actions heard when a button's touchDown observer sends `[.touchUpInside,
    /// .primaryActionTriggered]` (once) from inside a send of `outer`.
    func primaryActionsOfANestedSend(in outer: ControlEvent) -> [String] {
        let button = ObservableButton()
        var log: [String] = []
        var nested = false
        button.addObserver(for: .touchDown) { [unowned button] in
            guard !nested else { return }
            nested = true
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        }
        button.addObserver(for: .primaryActionTriggered) { log.append("primary") }
        button.sendActions(for: outer)
        return log
    }

    @Test("a send made from a handler of another send has a probe of its own: primaryActionTriggered once for each")
    func nestedSendsEachDeliverPrimaryOnce() {
        #expect(
            primaryActionsOfANestedSend(in: [.touchDown, .touchUpInside, .primaryActionTriggered]) == [
                "primary", "primary",
            ])
    }

    @Test("a send's primary action probe goes with the send: allControlEvents lists the observed events alone")
    func probeGoesWithTheSend() {
        let button = ObservableButton()
        button.addObserver(for: .touchUpInside) {}
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test("a send made from a handler of another send leaves that send its primaryActionTriggered")
    func nestedSendLeavesTheOuterPrimary() {
        // The inner send's touchUpInside brings the primary action with it; the outer's has no touchUpInside, so
        // its own primaryActionTriggered is sent.
        #expect(primaryActionsOfANestedSend(in: [.touchDown, .primaryActionTriggered]) == ["primary", "primary"])
    }
}
