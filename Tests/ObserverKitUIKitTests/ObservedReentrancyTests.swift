import ObserverKit
import ObserverKitTestSupport
import ObserverKitUIKit
import Testing

/// `observed` on plain controls and bar button items under re-entrant handlers and stale tokens: an observer that
/// removes itself, replaces itself or removes another during a delivery, tokens cancelled twice or after the
/// control or item has gone. The app's own actions keep running throughout. Handlers hold what they touch
/// unowned.
@MainActor
@Suite("UIKit backend: observed under re-entrant handlers and stale tokens")
struct ObservedReentrancyTests {
    @Test("a plain button's last observer removing itself mid-send: the app's later action runs; the action goes")
    func controlObserverRemovesItself() {
        let button = UIButton()
        var log: [String] = []
        var token: ObservationToken?
        token = button.observed.addObserver(for: .touchUpInside) {
            log.append("observer")
            token?.cancel()
        }
        button.addAction(UIAction { _ in log.append("app") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["observer", "app", "app"])
        #expect(button.observed.observers.isEmpty)
        #expect(button.observed.actions(for: .touchUpInside) == nil)
    }

    @Test("a plain button's observer replacing itself mid-send: the new one waits for the next event, heard once")
    func controlObserverReplacesItself() {
        let button = UIButton()
        var log: [String] = []
        var token: ObservationToken?
        token = button.observed.addObserver(for: .touchUpInside) { [unowned button] in
            log.append("old")
            token?.cancel()
            token = button.observed.addObserver(for: .touchUpInside) { log.append("new") }
        }
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["old", "new"])
        token?.cancel()
        #expect(button.allControlEvents == [])
    }

    @Test("a plain button's observer removing another mid-send: that one hears nothing, even of this event")
    func controlObserverRemovesAnother() {
        let button = UIButton()
        var log: [String] = []
        var other: ObservationToken?
        let remover = button.observed.addObserver(for: .touchUpInside) {
            log.append("remover")
            other?.cancel()
        }
        other = button.observed.addObserver(for: .touchUpInside) { log.append("other") }
        button.sendActions(for: .touchUpInside)
        #expect(log == ["remover"])
        remover.cancel()
        #expect(button.allControlEvents == [])
    }

    @Test("a control's token cancelled twice, or after the control has gone, does nothing")
    func controlStaleTokens() {
        weak var weakButton: UIButton?
        var late: ObservationToken?
        var heard = 0
        releasing {
            let button = UIButton()
            weakButton = button
            let twice = button.observed.addObserver(for: .touchUpInside) { heard += 100 }
            let kept = button.observed.addObserver(for: .touchUpInside) { heard += 1 }
            twice.cancel()
            twice.cancel()
            button.sendActions(for: .touchUpInside)
            #expect(button.allControlEvents == .touchUpInside)
            kept.cancel()
            #expect(button.allControlEvents == [])
            late = button.observed.addObserver(for: .valueChanged) {}
        }
        #expect(heard == 1)
        #expect(weakButton == nil)
        late?.cancel()
        late?.cancel()
    }

    @Test("a bar item's last observer removing itself in its tap: the app's action is back, and runs alone next")
    func barItemObserverRemovesItself() {
        var log: [String] = []
        let appAction = UIAction(title: "Save", identifier: UIAction.Identifier("app.save")) { _ in log.append("app") }
        let item = UIBarButtonItem(primaryAction: appAction)
        var token: ObservationToken?
        token = item.observed.addObserver(for: .primaryActionTriggered) {
            log.append("observer")
            token?.cancel()
        }
        item.simulateTap()
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.save"))
        item.simulateTap()
        #expect(log == ["app", "observer", "app"])
        #expect(item.title == "Save")
    }

    @Test("a bar item's observer replacing itself in its tap: the new one hears the next tap, the app's action each")
    func barItemObserverReplacesItself() {
        var log: [String] = []
        let item = UIBarButtonItem(
            primaryAction: UIAction(title: "Save", identifier: UIAction.Identifier("app.save")) { _ in
                log.append("app")
            })
        var token: ObservationToken?
        token = item.observed.addObserver(for: .primaryActionTriggered) { [unowned item] in
            log.append("old")
            token?.cancel()
            token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("new") }
        }
        item.simulateTap()
        item.simulateTap()
        token?.cancel()
        item.simulateTap()
        #expect(log == ["app", "old", "app", "new", "app"])
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.save"))
    }

    @Test("a bar item's token cancelled twice, or after the item has gone, does nothing")
    func barItemStaleTokens() {
        weak var weakItem: UIBarButtonItem?
        var late: ObservationToken?
        releasing {
            let item = UIBarButtonItem(title: "Edit")
            weakItem = item
            let twice = item.observed.addObserver(for: .primaryActionTriggered) {}
            twice.cancel()
            twice.cancel()
            #expect(item.primaryAction == nil)
            late = item.observed.addObserver(for: .primaryActionTriggered) {}
        }
        #expect(weakItem == nil)
        late?.cancel()
        late?.cancel()
    }
}
