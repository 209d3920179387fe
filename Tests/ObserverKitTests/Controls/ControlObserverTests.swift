import Foundation
import ObserverKit
import ObserverKitTestSupport
import Testing

/// `ControlObserver`: per-event registration, order, removal, queries, tokens.
@Suite struct ControlObserverTests {
    let registry = ControlObserver<Int>()

    /// Adds an observer that logs `name: value` and returns it.
    @discardableResult
    func observe(
        _ events: ControlEvent, as name: String, into log: Log, label: String? = nil
    ) -> (Observer<Int>, ObservationToken) {
        let observer = Observer<Int> { log.entries.append("\(name): \($0)") }
        return (observer, registry.add(observer, for: events, label: label))
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func anObserverGetsOnlyTheEventsItRegisteredFor() {
        let log = Log()
        observe([.touchDown, .valueChanged], as: "a", into: log)
        registry.send(.touchDown, 1)
        registry.send(.touchUpInside, 2)
        registry.send(.valueChanged, 3)
        #expect(log.entries == ["a: 1", "a: 3"])
    }

    @Test func theObservationIsComputedOnlyWhenObserved() {
        var computed = 0
        func value() -> Int {
            computed += 1
            return computed
        }
        registry.send(.touchDown, value())
        #expect(computed == 0)
        registry.add(Observer { _ in }, for: .touchDown)
        registry.send(.touchDown, value())
        registry.send(.touchUpInside, value())
        #expect(computed == 1)
    }

    @Test func removingAnEventKeepsTheObserversOtherEvents() {
        let log = Log()
        observe([.touchDown, .valueChanged], as: "a", into: log)
        observe(.valueChanged, as: "b", into: log)
        registry.remove(for: .valueChanged)
        registry.send(.valueChanged, 1)
        registry.send(.touchDown, 2)
        #expect(log.entries == ["a: 2"])
        #expect(registry.observedEvents == .touchDown)
        #expect(registry.observers.count == 1)
    }

    @Test func removingAllEventsRemovesEverything() {
        let log = Log()
        observe([.touchDown, .valueChanged], as: "a", into: log)
        observe(.editingChanged, as: "b", into: log)
        registry.remove(for: .allEvents)
        for event in ControlEvent.allEvents { registry.send(event, 0) }
        #expect(log.entries.isEmpty)
        #expect(registry.observers.isEmpty)
        #expect(registry.observedEvents.isEmpty)
    }

    @Test func removingAnObserverByIdentityKeepsItsOtherEventsAndTheOthers() {
        let log = Log()
        let (a, _) = observe([.touchDown, .valueChanged], as: "a", into: log)
        observe(.touchDown, as: "b", into: log)
        registry.remove(a, for: .touchDown)
        registry.send(.touchDown, 1)
        registry.send(.valueChanged, 2)
        registry.remove(a)
        registry.send(.valueChanged, 3)
        #expect(log.entries == ["b: 1", "a: 2"])
    }

    @Test func observersForEventsListsEachOnceInOrder() {
        let log = Log()
        let (a, _) = observe([.touchDown, .valueChanged], as: "a", into: log)
        let (b, _) = observe(.valueChanged, as: "b", into: log)
        let (c, _) = observe(.editingChanged, as: "c", into: log)
        #expect(registry.observers(for: .valueChanged).map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(registry.observers(for: [.touchDown, .valueChanged]).count == 2)
        #expect(registry.observers(for: .touchCancel).isEmpty)
        #expect(registry.observers.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    }

    @Test func actionsForEventsListsLabelsOrNil() {
        let log = Log()
        observe(.touchDown, as: "a", into: log, label: "Screen.swift:10")
        observe([.touchDown, .valueChanged], as: "b", into: log, label: "Screen.swift:20")
        observe(.valueChanged, as: "c", into: log)
        #expect(registry.actions(for: .touchDown) == ["Screen.swift:10", "Screen.swift:20"])
        #expect(registry.actions(for: .valueChanged) == ["Screen.swift:20", "observer for valueChanged"])
        #expect(registry.actions(for: .touchCancel) == nil)
    }

    @Test func removingWhatWasNeverAddedIsANoOp() {
        let log = Log()
        observe(.touchDown, as: "a", into: log)
        registry.remove(for: .valueChanged)
        registry.remove(Observer { _ in }, for: .allEvents)
        registry.send(.touchDown, 1)
        #expect(log.entries == ["a: 1"])
    }

    @Test func addingForNoEventsRegistersNothing() {
        let token = registry.add(Observer { _ in }, for: [])
        #expect(registry.observers.isEmpty)
        #expect(token == .inert)
        token.cancel()
    }

    @Test func activationReportsEventsGainingTheirFirstObserver() {
        var activated: [ControlEvent] = []
        let registry = ControlObserver<Int>(activatingWith: { activated.append($0) })
        registry.add(Observer { _ in }, for: [.touchDown, .valueChanged])
        registry.add(Observer { _ in }, for: [.valueChanged, .touchCancel])
        registry.add(Observer { _ in }, for: .touchDown)
        #expect(activated == [[.touchDown, .valueChanged], .touchCancel])
    }

    @Test func reEntrantChangesDuringADispatch() {
        let log = Log()
        var tokenB: ObservationToken?
        var selfToken: ObservationToken?
        selfToken = registry.add(
            Observer { value in
                log.entries.append("a: \(value)")
                selfToken?.cancel()  // removes itself
                tokenB?.cancel()  // removes the next one
                self.registry.add(Observer { log.entries.append("late: \($0)") }, for: .touchDown)  // not in flight
                self.registry.send(.valueChanged, value * 10)  // depth-first
            }, for: .touchDown)
        tokenB = observe(.touchDown, as: "b", into: log).1
        observe([.touchDown, .valueChanged], as: "c", into: log)
        registry.send(.touchDown, 1)
        #expect(log.entries == ["a: 1", "c: 10", "c: 1"])
        log.entries.removeAll()
        registry.send(.touchDown, 2)
        #expect(log.entries == ["c: 2", "late: 2"])
    }
}

/// A backend listens to its platform only for observed events: told when an event gains its first observer
/// and when it loses its last, whichever way that happens.
@Suite struct ControlObserverActivationTests {
    final class Changes {
        var entries: [String] = []
    }

    @Test func deactivationReportsEventsLosingTheirLastObserver() {
        let changes = Changes()
        let registry = ControlObserver<Int>(
            activatingWith: { changes.entries.append("+\($0.rawValue)") },
            deactivatingWith: { changes.entries.append("-\($0.rawValue)") })
        let first = registry.add(Observer { _ in }, for: [.touchDown, .valueChanged])
        let second = registry.add(Observer { _ in }, for: .valueChanged)
        #expect(changes.entries == ["+\(ControlEvent([.touchDown, .valueChanged]).rawValue)"])
        first.cancel()
        #expect(changes.entries.last == "-\(ControlEvent.touchDown.rawValue)")
        #expect(registry.observedEvents == .valueChanged)
        second.cancel()
        #expect(changes.entries.last == "-\(ControlEvent.valueChanged.rawValue)")
        #expect(registry.observedEvents.isEmpty)
        first.cancel()
        #expect(changes.entries.count == 3)
    }

    @Test @MainActor func aBoundControlThatGoesDeactivatesNothing() {
        let changes = Changes()
        let level = ObservableValue(0.0)
        do {
            let knob = Knob { changes.entries.append("-\($0.rawValue)") }
            knob.bind(level)
        }
        #expect(changes.entries.isEmpty)
    }

    @Test func removingEventsOrObserversDeactivatesWhatNobodyObservesAnyMore() {
        let changes = Changes()
        let registry = ControlObserver<Int>(deactivatingWith: { changes.entries.append("-\($0.rawValue)") })
        let observer = Observer<Int> { _ in }
        registry.add(observer, for: [.touchDown, .touchUpInside])
        registry.add(Observer { _ in }, for: .touchUpInside)
        registry.remove(for: .touchDown)
        #expect(changes.entries == ["-\(ControlEvent.touchDown.rawValue)"])
        registry.remove(observer)
        #expect(registry.observedEvents == .touchUpInside)
        registry.remove(for: .allEvents)
        #expect(changes.entries == ["-\(ControlEvent.touchDown.rawValue)", "-\(ControlEvent.touchUpInside.rawValue)"])
        #expect(registry.observers.isEmpty)
    }

    @Test func manyRegistrationsCancelledInAnyOrderLeaveTheCountsRight() {
        let registry = ControlObserver<Int>()
        var tokens: [ObservationToken] = []
        for index in 0..<3_000 {
            tokens.append(registry.add(Observer { _ in }, for: index.isMultiple(of: 2) ? .touchDown : .valueChanged))
        }
        for index in stride(from: 0, to: 3_000, by: 2) { tokens[index].cancel() }
        #expect(registry.observedEvents == .valueChanged)
        #expect(registry.observers.count == 1_500)
        for index in stride(from: 2_999, through: 0, by: -2) { tokens[index].cancel() }
        #expect(registry.observedEvents.isEmpty)
        #expect(registry.observers.isEmpty)
    }

    @Test @MainActor func aTokenCancelledOnAnotherThreadEndsItsRegistrationOnTheMainQueue() async {
        // A control's observers live on the main actor: a token cancelled on another thread takes effect on the
        // main queue shortly after (ObservationToken, "Threads"), so that a backend's deactivation (UIKit removes
        // its `UIAction`) runs on the main actor too.
        let deactivatedOnMainQueue = LockedState<[Bool]>([])
        let registry = ControlObserver<Int>(deactivatingWith: { _ in
            deactivatedOnMainQueue.withLock { $0.append(MainQueue.isMainQueue) }
        })
        let token = UncheckedToken(registry.add(Observer { _ in }, for: .valueChanged))
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            token.token.cancel()
            done.signal()
        }
        done.wait()
        await MainQueue.turn()
        #expect(deactivatedOnMainQueue.withLock { $0 } == [true])
        #expect(registry.observedEvents.isEmpty)
    }
}

/// A value control whose `ControlObserver` reports deactivations, as the UIKit backend's does.
@MainActor
private final class Knob: BindableControl {
    let controlObserver: ControlObserver<Double>
    var level = 0.0

    init(deactivate: @escaping (ControlEvent) -> Void) {
        controlObserver = ControlObserver(deactivatingWith: deactivate)
    }

    var boundValue: Double {
        get { level }
        set { level = newValue }
    }

    func observation(for event: ControlEvent) -> Double { level }
}
