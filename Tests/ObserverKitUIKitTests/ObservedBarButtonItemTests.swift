import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a `UIBarButtonItem`: every tap is primaryActionTriggered, whether the item runs a primary action,
/// has none, or shows a control as its custom view; the app's own primary action keeps running and is put back
/// with the last observer; nothing is left behind.
@MainActor
@Suite("UIKit backend: observing bar button items (observed)")
struct ObservedBarButtonItemTests {
    @Test("the app's primary action still runs on each tap, before the observers, and is put back afterwards")
    func appPrimaryActionKeepsRunning() {
        var log: [String] = []
        let appAction = UIAction(title: "Save", identifier: UIAction.Identifier("app.save")) { _ in log.append("app") }
        let item = UIBarButtonItem(primaryAction: appAction)
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        item.simulateTap()
        #expect(item.title == "Save")
        token.cancel()
        item.simulateTap()
        #expect(log == ["app", "observer", "app"])
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.save"))
    }

    @Test("an item with no action is heard while observed, and has none again after the last observer")
    func itemWithoutAction() {
        let item = UIBarButtonItem(title: "Edit")
        var taps = 0
        let first = item.observed.addObserver(for: .primaryActionTriggered) { taps += 1 }
        let second = item.observed.addObserver(for: .primaryActionTriggered) { taps += 10 }
        item.simulateTap()
        first.cancel()
        item.simulateTap()
        second.cancel()
        item.simulateTap()
        #expect(taps == 21)
        #expect(item.primaryAction == nil)
        #expect(item.title == "Edit")
    }

    @Test("a custom view that is a control: its primaryActionTriggered is the item's tap, the item is untouched")
    func customViewControl() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("app") }, for: .primaryActionTriggered)
        let item = UIBarButtonItem(customView: button)
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        button.sendActions(for: .primaryActionTriggered)
        #expect(item.primaryAction == nil)
        token.cancel()
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["app", "observer", "app"])
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("a primary action the app sets while observed wins, and stays after the last observer")
    func appReplacesPrimaryAction() {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Send")
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        item.primaryAction = UIAction(title: "Send", identifier: UIAction.Identifier("app.send")) { _ in
            log.append("app")
        }
        item.simulateTap()
        token.cancel()
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.send"))
        #expect(log == ["app"])
    }

    @Test("a primary action the app sets while observed stays after the last observer, though the app kept ours")
    func appReplacesPrimaryActionKeepingOurs() {
        let item = UIBarButtonItem(title: "Send")
        let token = item.observed.addObserver(for: .primaryActionTriggered) {}
        let read = item.primaryAction  // the app keeps what it reads: ObserverKit's action, while observed
        item.primaryAction = UIAction(title: "Send", identifier: UIAction.Identifier("app.send")) { _ in }
        token.cancel()
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.send"))
        withExtendedLifetime(read) {}
    }

    @Test("sendActions through observed runs the app's action and reaches the observers from .program")
    func sendFromCode() {
        var log: [String] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in log.append("app") })
        let observed = item.observed
        observed.addObserver(for: .primaryActionTriggered) { [unowned observed] in
            log.append("observer \(observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        observed.sendActions(for: [.primaryActionTriggered, .touchDown])
        #expect(log == ["app", "observer program"])
    }

    @Test("observed.sendActions runs the app's current primary action, not one it replaced")
    func barItemSendRunsCurrentAppAction() {
        var log: [String] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in log.append("old save") })
        item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        item.primaryAction = UIAction(title: "Save") { _ in log.append("new save") }
        item.simulateTap()
        #expect(log == ["new save"])
        log.removeAll()
        item.observed.sendActions(for: .primaryActionTriggered)
        #expect(!log.contains("old save"))
        #expect(log.first == "new save")
    }

    @Test("a primary action the app replaced while observed is not kept alive")
    func replacedAppActionReleased() {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in })
        weak let replaced = item.primaryAction
        item.observed.addObserver(for: .primaryActionTriggered) {}
        #expect(replaced != nil)  // ObserverKit's action runs it
        item.primaryAction = UIAction(title: "Save") { _ in }
        #expect(replaced == nil)
    }

    @Test("observing a bar item leaves its title as the app set it")
    func barItemTitleKept() {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in })
        item.title = "Done"  // the app retitles the item (Edit/Done), keeping its action
        let token = item.observed.addObserver(for: .primaryActionTriggered) {}
        #expect(item.title == "Done")
        token.cancel()
        #expect(item.title == "Done")
    }

    @Test("observing an untitled bar item leaves it untitled after the last observer")
    func untitledBarItemKept() {
        let item = UIBarButtonItem(title: nil)
        let token = item.observed.addObserver(for: .primaryActionTriggered) {}
        token.cancel()
        #expect(item.title == nil)
        #expect(item.primaryAction == nil)
    }

    @Test("a user's tap has no origin (UIKit says nothing); a tap sent from code is .program")
    func tapOrigins() {
        let item = UIBarButtonItem(title: "Go")
        var log: [String] = []
        let observed = item.observed
        observed.addObserver(for: .primaryActionTriggered) { [unowned observed] in
            log.append(observed.currentEventOrigin.map { "\($0)" } ?? "nil")
        }
        item.simulateTap()
        observed.sendActions(for: .primaryActionTriggered)
        #expect(log == ["nil", "program"])
    }

    @Test("observed is the same object each time, and lives exactly as long as the item")
    func lifetime() {
        weak var weakItem: UIBarButtonItem?
        weak var weakObserved: ObservedBarButtonItem?
        weak var weakObserver: Observer<Void>?
        releasing {
            let item = UIBarButtonItem(title: "Done")
            #expect(item.observed === item.observed)
            item.observed.addObserver(for: .primaryActionTriggered) { [weak item] in _ = item }
            weakItem = item
            weakObserved = item.observed
            weakObserver = item.observed.observers.first
        }
        #expect(weakItem == nil)
        #expect(weakObserved == nil)
        #expect(weakObserver == nil)
    }
}
