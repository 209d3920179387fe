import Foundation
import Testing

@testable import ObserverKit

/// `LockedState`: the one lock type. Its copies share one state, every access is exclusive (ThreadSanitizer
/// checks the threads in CI), and the state goes with the last copy.
@Suite struct LockedStateTests {
    /// An object whose end a test can see.
    final class Payload: Sendable {}

    @Test func copiesShareOneState() {
        let state = LockedState(0)
        let copy = state
        copy.withLock { $0 += 1 }
        #expect(state.withLock { $0 } == 1)
    }

    @Test func accessesFromManyThreadsAreExclusive() {
        let count = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { count.withLock { $0 += 1 } }
        }
        #expect(count.withLock { $0 } == 8_000)
    }

    @Test func withLockReturnsWhatItsBodyReturnsAndRethrows() {
        struct Refused: Error {}
        let state = LockedState([1, 2])
        #expect(state.withLock { $0.removeLast() } == 2)
        #expect(throws: Refused.self) { try state.withLock { _ in throw Refused() } }
        // A throw leaves the lock free: the next access does not wait forever.
        #expect(state.withLock { $0 } == [1])
    }

    @Test func theStateGoesWithTheLastCopy() {
        weak var weakPayload: Payload?
        do {
            let payload = Payload()
            weakPayload = payload
            let state = LockedState<Payload?>(payload)
            let copy = state
            _ = copy
        }
        #expect(weakPayload == nil)
    }
}
