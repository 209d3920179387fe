import Foundation
import ObserverKitHeadless
import Testing

/// Handlers that change the registry, send, or free their owner while a dispatch is under way.
@MainActor @Suite struct ReentrancyTests {
    let button = ObservableButton()

    @Test func aHandlerThatRemovesItselfRunsOnceAndTheOthersStillRun() {
        var log: [String] = []
        var token: ObservationToken?
        token = button.addObserver(for: .touchUpInside) {
            log.append("once")
            token?.cancel()
        }
        button.addObserver(for: .touchUpInside) { log.append("always") }
        button.tap()
        button.tap()
        #expect(log == ["once", "always", "always"])
    }

    @Test func aHandlerThatRemovesAnotherStopsItFromBeingCalled() {
        var log: [String] = []
        var second: ObservationToken?
        button.addObserver(for: .touchUpInside) {
            log.append("first")
            second?.cancel()
        }
        second = button.addObserver(for: .touchUpInside) { log.append("second") }
        button.addObserver(for: .touchUpInside) { log.append("third") }
        button.tap()
        #expect(log == ["first", "third"])
    }

    @Test func aHandlerThatRemovesAllObserversOfTheEventEndsTheDispatch() {
        var log: [String] = []
        button.addObserver(for: .touchUpInside) { [weak button] in
            log.append("first")
            button?.removeObservers(for: .touchUpInside)
        }
        button.addObserver(for: [.touchUpInside, .primaryActionTriggered]) { log.append("second") }
        button.tap()
        #expect(log == ["first", "second"])  // second keeps primaryActionTriggered
    }

    @Test func anObserverAddedDuringADispatchMissesTheEventInFlight() {
        var log: [String] = []
        var added = false
        button.addObserver(for: .touchUpInside) { [weak button] in
            log.append("adder")
            guard !added else { return }
            added = true
            button?.addObserver(for: .touchUpInside) { log.append("added") }
        }
        button.tap()
        #expect(log == ["adder"])
        log.removeAll()
        button.scheduler = TestScheduler()
        button.tap()
        #expect(log == ["adder", "added"])
    }

    @Test func aSendFromAHandlerIsDeliveredDepthFirst() {
        var log: [String] = []
        button.addObserver(for: .touchUpInside) { [weak button] in
            log.append("up 1")
            button?.sendActions(for: .valueChanged)
        }
        button.addObserver(for: .touchUpInside) { log.append("up 2") }
        button.addObserver(for: .valueChanged) { log.append("value") }
        button.tap()
        #expect(log == ["up 1", "value", "up 2"])
    }

    @Test func aHandlerThatFreesTheControlsOwnerFinishesTheDispatchAndTheOwnerGoes() {
        @MainActor final class Screen {
            let button = ObservableButton()
        }
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        weak let weakButton = screen?.button
        var log: [String] = []
        screen?.button.addObserver(for: .touchUpInside) {
            log.append("closing")
            screen = nil
        }
        screen?.button.addObserver(for: [.touchUpInside, .primaryActionTriggered]) { log.append("still delivered") }
        weakButton?.tap()
        #expect(log == ["closing", "still delivered", "still delivered"])
        #expect(weakScreen == nil)
        #expect(weakButton == nil)
    }
}
