import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a `UIBarButtonItem` whose `customView` the app sets: an item with a custom view sends no action
/// of its own (its view handles the touches), so its taps are its custom control's primaryActionTriggered, or none
/// for a view that is not a control; the custom view is followed when set before, during and after observation.
@MainActor
@Suite("UIKit backend: observing bar button items whose custom view changes")
struct ObservedBarButtonItemCustomViewTests {
    @Test("a custom view set before the first observer: its control's taps are heard, the item is untouched")
    func setBefore() {
        let item = UIBarButtonItem(title: "Share")
        let button = UIButton()
        item.customView = button
        var taps = 0
        let token = item.observed.addObserver(for: .primaryActionTriggered) { taps += 1 }
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        #expect(item.primaryAction == nil)
        token.cancel()
        #expect(button.allControlEvents == [])
    }

    @Test("a control set as custom view while observed: its taps are heard, the app's action and title come back")
    func controlSetDuring() {
        var log: [String] = []
        let item = UIBarButtonItem(
            primaryAction: UIAction(title: "Save", identifier: UIAction.Identifier("app.save")) { _ in
                log.append("app")
            })
        item.title = "Saving"
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        let button = UIButton()
        button.addAction(UIAction { _ in log.append("button") }, for: .primaryActionTriggered)
        item.customView = button
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.save"))
        #expect(item.title == "Saving")
        item.simulateTap()  // the custom view gets the touches: the item sends nothing
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["button", "observer"])
        token.cancel()
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["button", "observer", "button"])
        #expect(button.allControlEvents == .primaryActionTriggered)  // the app's action alone
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.save"))
    }

    @Test("one custom control replaced by another while observed: the first is left, the second heard")
    func controlReplacedDuring() {
        let first = UIButton()
        let second = UIButton()
        let item = UIBarButtonItem(customView: first)
        var taps = 0
        let token = item.observed.addObserver(for: .primaryActionTriggered) { taps += 1 }
        item.customView = second
        #expect(first.allControlEvents == [])
        first.sendActions(for: .primaryActionTriggered)
        second.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        item.customView = second  // set again, the same view: heard once still
        second.sendActions(for: .primaryActionTriggered)
        #expect(taps == 2)
        token.cancel()
        #expect(second.allControlEvents == [])
    }

    @Test("a custom view that is not a control hears nothing; set back to nil, the item's own taps are heard again")
    func plainViewThenNil() {
        var log: [String] = []
        let button = UIButton()
        let item = UIBarButtonItem(customView: button)
        item.primaryAction = UIAction(title: "Edit") { _ in log.append("app") }
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        item.customView = UIView()
        #expect(button.allControlEvents == [])
        button.sendActions(for: .primaryActionTriggered)
        item.simulateTap()
        #expect(log.isEmpty)
        item.customView = nil
        item.simulateTap()
        #expect(log == ["app", "observer"])
        #expect(item.title == "Edit")
        token.cancel()
        item.simulateTap()
        #expect(log == ["app", "observer", "app"])
    }

    @Test("a custom view set after the last observer is not followed; the next first observer reads it")
    func setAfter() {
        let item = UIBarButtonItem(title: "Done")
        item.observed.addObserver(for: .primaryActionTriggered) {}.cancel()
        let button = UIButton()
        item.customView = button
        #expect(button.allControlEvents == [] && item.primaryAction == nil)
        var taps = 0
        let token = item.observed.addObserver(for: .primaryActionTriggered) { taps += 1 }
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1 && item.primaryAction == nil)
        token.cancel()
    }

    @Test("the custom view set again to the one the item has changes nothing: a primary action the app set stays")
    func sameCustomViewSetAgain() {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Send")
        let token = item.observed.addObserver(for: .primaryActionTriggered) { log.append("observer") }
        item.primaryAction = UIAction(title: "Send", identifier: UIAction.Identifier("app.send")) { _ in
            log.append("app")
        }
        item.customView = nil  // as it was: no custom view
        item.simulateTap()
        #expect(item.primaryAction?.identifier == UIAction.Identifier("app.send"))
        #expect(log == ["app"])
        token.cancel()
    }

    @Test("an item whose custom view is not a control is left as the app set it: no primary action of ObserverKit's")
    func viewNotControlLeftAlone() {
        let item = UIBarButtonItem(customView: UIView())
        item.title = "Info"
        let token = item.observed.addObserver(for: .primaryActionTriggered) {}
        #expect(item.primaryAction == nil)
        #expect(item.title == "Info")
        token.cancel()
    }

    @Test("observed.sendActions on an item with a custom control sends through that control: its app's action runs")
    func sendFromCodeThroughCustomControl() {
        var log: [String] = []
        let button = UIButton()
        button.addAction(UIAction { _ in log.append("button") }, for: .primaryActionTriggered)
        let item = UIBarButtonItem(customView: button)
        let observed = item.observed
        observed.addObserver(for: .primaryActionTriggered) { [unowned observed] in
            log.append("observer \(observed.currentEventOrigin.map { "\($0)" } ?? "nil")")
        }
        observed.sendActions(for: .primaryActionTriggered)
        #expect(log == ["button", "observer program"])
    }

    @Test("origins through a custom control set while observed: UIKit's send has none, observed's is .program")
    func originsThroughCustomControl() {
        let item = UIBarButtonItem(title: "Go")
        let observed = item.observed
        var log: [String] = []
        observed.addObserver(for: .primaryActionTriggered) { [unowned observed] in
            log.append(observed.currentEventOrigin.map { "\($0)" } ?? "nil")
        }
        let button = UIButton()
        item.customView = button
        button.sendActions(for: .primaryActionTriggered)
        observed.sendActions(for: .primaryActionTriggered)
        #expect(log == ["nil", "program"])
    }
}
