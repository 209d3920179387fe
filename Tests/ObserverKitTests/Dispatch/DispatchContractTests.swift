import Dispatch
import ObserverKit
import Testing

/// The one contract of every dispatcher (event sources, values, controls, multi-observables): order,
/// re-entrancy, idempotent cancelling, cancelling from another thread, lifetime, and user code never under a
/// lock. Each test runs against all four.
@Suite("Dispatch contract") struct DispatchContractTests {
    @Test(arguments: Dispatcher.allCases)
    func handlersAreCalledInTheOrderTheyWereAdded(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        for name in ["a", "b", "c"] { subject.add { log.append("\(name)\($0)") } }
        subject.send(1)
        subject.send(2)
        #expect(log.entries == ["a1", "b1", "c1", "a2", "b2", "c2"])
    }

    @Test(arguments: Dispatcher.allCases)
    func aHandlerAddedDuringADispatchMissesTheEventInFlightAndGetsTheNext(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let slot = SubjectSlot()
        slot.subject = subject
        subject.add { value in
            log.append("adder\(value)")
            if value == 1 { _ = slot.subject?.add { log.append("added\($0)") } }
        }
        subject.add { log.append("after\($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log.entries == ["adder1", "after1", "adder2", "after2", "added2"])
    }

    @Test(arguments: Dispatcher.allCases)
    func aHandlerCancelledByAnEarlierOneIsNotCalledAfterwards(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let second = TokenSlot()
        subject.add {
            log.append("first\($0)")
            second.token?.cancel()
        }
        second.token = subject.add { log.append("second\($0)") }
        subject.add { log.append("third\($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log.entries == ["first1", "third1", "first2", "third2"])
    }

    @Test(arguments: Dispatcher.allCases)
    func aHandlerThatCancelsItselfRunsOnce(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let own = TokenSlot()
        own.token = subject.add {
            log.append("once\($0)")
            own.token?.cancel()
        }
        subject.add { log.append("always\($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log.entries == ["once1", "always1", "always2"])
    }

    @Test(arguments: Dispatcher.allCases)
    func aSendFromInsideAHandlerIsDeliveredDepthFirst(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let slot = SubjectSlot()
        slot.subject = subject
        subject.add { value in
            log.append("a\(value)")
            if value == 1 { slot.subject?.send(2) }
        }
        subject.add { log.append("b\($0)") }
        subject.send(1)
        #expect(log.entries == ["a1", "a2", "b2", "b1"])
    }

    @Test(arguments: Dispatcher.allCases)
    func cancellingTwiceOrAfterANewerRegistrationEndsOnlyTheFirst(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let first = subject.add { log.append("first\($0)") }
        first.cancel()
        first.cancel()
        subject.add { log.append("newer\($0)") }
        first.cancel()
        ObservationToken.inert.cancel()
        subject.send(1)
        #expect(log.entries == ["newer1"])
    }

    @Test(arguments: Dispatcher.allCases)
    func cancellingAfterTheDispatcherIsGoneIsANoOp(_ kind: Dispatcher) {
        var subject: (any Subject)? = kind.make()
        let token = subject!.add { _ in }
        subject = nil
        token.cancel()
        token.cancel()
    }

    @Test(arguments: Dispatcher.allCases)
    func aTokenCancelledOnAnotherThreadStopsItsHandler(_ kind: Dispatcher) {
        let subject = kind.make()
        let log = ContractLog()
        let token = subject.add { log.append("cancelled\($0)") }
        subject.add { log.append("kept\($0)") }
        subject.send(1)
        let handedOver = UncheckedToken(token)
        DispatchQueue.global().sync { handedOver.token.cancel() }
        subject.send(2)
        #expect(log.entries == ["cancelled1", "kept1", "kept2"])
    }

    @Test(arguments: Dispatcher.allCases)
    func cancellingReleasesTheHandlerAtOnce(_ kind: Dispatcher) {
        let subject = kind.make()
        weak var captured: Sentinel?
        let token: ObservationToken
        do {
            let sentinel = Sentinel()
            captured = sentinel
            token = subject.add { _ in withExtendedLifetime(sentinel) {} }
        }
        #expect(captured != nil)
        token.cancel()
        #expect(captured == nil)
    }

    @Test(arguments: Dispatcher.allCases)
    func aHandlerCancelledDuringADispatchIsReleasedWhenThatDispatchEnds(_ kind: Dispatcher) {
        let subject = kind.make()
        let seenAlive = ContractLog()
        let later = TokenSlot()
        let watched = WeakSentinel()
        subject.add { _ in
            later.token?.cancel()
            seenAlive.append("\(watched.sentinel != nil)")
        }
        do {
            let sentinel = Sentinel()
            watched.sentinel = sentinel
            later.token = subject.add { _ in withExtendedLifetime(sentinel) {} }
        }
        subject.send(1)
        later.token = nil
        #expect(seenAlive.entries == ["true"])  // held by the dispatch in flight, not called
        #expect(watched.sentinel == nil)  // released once it ended
    }

    @Test(arguments: Dispatcher.allCases)
    func whenTheDispatcherGoesItsHandlersAreReleasedEvenWithTokensHeld(_ kind: Dispatcher) {
        var subject: (any Subject)? = kind.make()
        weak var captured: Sentinel?
        weak var weakSubject: (any Subject)?
        var token: ObservationToken?
        do {
            let sentinel = Sentinel()
            captured = sentinel
            token = subject!.add { _ in withExtendedLifetime(sentinel) {} }
        }
        weakSubject = subject
        subject = nil
        #expect(weakSubject == nil)
        #expect(captured == nil)
        token?.cancel()
    }

    @Test(arguments: Dispatcher.allCases)
    func aReleasedHandlerMayCancelAndSendAsItGoes(_ kind: Dispatcher) {
        // A deinit is user code: run while the dispatcher releases a handler, it may use the dispatcher again.
        let subject = kind.make()
        let log = ContractLog()
        let slot = SubjectSlot()
        slot.subject = subject
        let other = TokenSlot()
        other.token = subject.add { log.append("other\($0)") }
        let token: ObservationToken
        do {
            let sentinel = Sentinel {
                other.token?.cancel()
                slot.subject?.send(7)
                slot.subject?.add { log.append("late\($0)") }
            }
            token = subject.add { _ in withExtendedLifetime(sentinel) {} }
        }
        token.cancel()
        subject.send(8)
        #expect(log.entries == ["late8"])
    }

    @Test(arguments: Dispatcher.allCases)
    func cancellingManyOutOfOrderLeavesExactlyTheOthers(_ kind: Dispatcher) {
        // Exercises the tombstones and their compaction: 1,000 registrations, every third one kept.
        let subject = kind.make()
        let log = ContractLog()
        var tokens: [ObservationToken] = []
        for index in 0..<1_000 { tokens.append(subject.add { _ in log.append("\(index)") }) }
        for index in stride(from: 999, through: 0, by: -1) where index % 3 != 0 { tokens[index].cancel() }
        for index in stride(from: 0, to: 1_000, by: 3) { tokens[index].cancel() }
        subject.add { _ in log.append("last") }
        for index in stride(from: 0, to: 1_000, by: 2) { tokens[index].cancel() }
        subject.send(1)
        #expect(log.entries == ["last"])
    }
}

/// A token handed to another thread by a test that serialises every use of it.
struct UncheckedToken: @unchecked Sendable {
    let token: ObservationToken
    init(_ token: ObservationToken) { self.token = token }
}

/// A weak reference a `@Sendable` handler may read.
final class WeakSentinel: @unchecked Sendable {
    weak var sentinel: Sentinel?
}
