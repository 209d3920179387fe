import ObserverKit
import Testing

/// A view-controller-like screen that reports through one observer instead of a delegate.
private final class ComposeScreen: ObserverKit.Observable {
    enum Action: Equatable {
        case didTapSend
        case didChangeDraft(String)
        case didPickRecipient(index: Int, name: String)
        case didCancel
    }

    var observer: Observer<Action>?

    // What a real screen's controls would trigger.
    func userTappedSend() { observer?.observe(.didTapSend) }
    func userTyped(_ draft: String) { observer?.observe(.didChangeDraft(draft)) }
    func userPicked(_ index: Int, _ name: String) { observer?.observe(.didPickRecipient(index: index, name: name)) }
    func userCancelled() { observer?.observe(.didCancel) }
}

/// The parent, which cares about some of the screen's actions only.
private final class Coordinator {
    let screen = ComposeScreen()
    private(set) var log: [String] = []

    init() {
        screen.observer = Observer { [weak self] action in
            switch action {
            case .didTapSend: self?.log.append("send")
            case .didPickRecipient(_, let name): self?.log.append("to \(name)")
            default: break
            }
        }
    }
}

@Suite("Observable: one observer instead of a delegate")
struct ObservableSeedTests {
    @Test("an observer switches over the cases it cares about, with and without associated values")
    func seedUsage() {
        let coordinator = Coordinator()
        coordinator.screen.userTyped("Hel")
        coordinator.screen.userPicked(2, "Ada")
        coordinator.screen.userTappedSend()
        coordinator.screen.userCancelled()
        #expect(coordinator.log == ["to Ada", "send"])
    }

    @Test("an Observer calls its handler with each observation, in order")
    func observerCallsHandler() {
        var received: [ComposeScreen.Action] = []
        let observer = Observer<ComposeScreen.Action> { received.append($0) }
        observer.observe(.didTapSend)
        observer.observe(.didChangeDraft("x"))
        #expect(received == [.didTapSend, .didChangeDraft("x")])
    }

    @Test("replacing the observer redirects the actions; nil silences them")
    func replacingTheObserver() {
        let screen = ComposeScreen()
        var first = 0
        var second = 0
        screen.observer = Observer { _ in first += 1 }
        screen.userTappedSend()
        screen.observer = Observer { _ in second += 1 }
        screen.userTappedSend()
        screen.observer = nil
        screen.userTappedSend()
        #expect(first == 1)
        #expect(second == 1)
    }

    @Test("a handler that captures the parent weakly makes no cycle: both go away")
    func noRetainCycle() {
        weak var weakCoordinator: Coordinator?
        weak var weakScreen: ComposeScreen?
        weak var weakObserver: Observer<ComposeScreen.Action>?
        do {
            let coordinator = Coordinator()
            weakCoordinator = coordinator
            weakScreen = coordinator.screen
            weakObserver = coordinator.screen.observer
            coordinator.screen.userTappedSend()
        }
        #expect(weakCoordinator == nil)
        #expect(weakScreen == nil)
        #expect(weakObserver == nil)
    }

    @Test("an observer may replace itself from inside its handler; the new one gets the next action")
    func replacingItselfWhileHandling() {
        let screen = ComposeScreen()
        var log: [String] = []
        screen.observer = Observer { [unowned screen] _ in
            log.append("old")
            screen.observer = Observer { _ in log.append("new") }
        }
        screen.userTappedSend()
        screen.userTappedSend()
        #expect(log == ["old", "new"])
    }
}
