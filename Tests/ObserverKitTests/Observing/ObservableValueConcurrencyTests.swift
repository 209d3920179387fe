import Foundation
import ObserverKit
import ObserverKitTesting
import Testing

@Suite("ObservableValue across threads")
struct ObservableValueConcurrencyTests {
    static let threads = 4
    static let setsPerThread = 10_000

    @Test("4 threads × 10,000 distinct sets: every observer gets every change exactly once")
    func concurrentSets() async {
        let value = ObservableValue(-1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        value.observe { first.record($0) }
        value.observe { second.record($0) }
        await Self.onThreads { thread in
            for index in 0..<Self.setsPerThread { value.value = thread * 1_000_000 + index }
        }
        let expected = Set(
            (0..<Self.threads).flatMap { thread in (0..<Self.setsPerThread).map { thread * 1_000_000 + $0 } })
        for tally in [first, second] {
            #expect(tally.values.count == expected.count)
            #expect(Set(tally.values) == expected)
        }
        #expect(expected.contains(value.value))
    }

    @Test("concurrent updates lose no increment, and each is delivered once")
    func concurrentUpdates() async {
        let counter = ObservableValue(0)
        let received = Recorder<Int>()
        counter.observe { received.record($0) }
        await Self.onThreads { _ in
            for _ in 0..<Self.setsPerThread { counter.update { $0 += 1 } }
        }
        let total = Self.threads * Self.setsPerThread
        #expect(counter.value == total)
        #expect(Set(received.values) == Set(1...total))
        #expect(received.values.count == total)
    }

    @Test("handlers that set the value again on every thread never deadlock, and each set is delivered once")
    func reentrantSetsAcrossThreads() async {
        let value = ObservableValue(0)
        let echoes = Recorder<Int>()
        value.observe { [unowned value] newValue in
            echoes.record(newValue)
            if newValue > 0 {
                // A change from inside the delivery, on whichever thread made the set: it takes the lock the
                // outer set released, and is delivered (depth-first) before the outer one resumes.
                value.value = -newValue
            } else {
                // An equal set from inside the delivery: silent, and it must not wait for its own lock.
                value.update { _ in }
            }
        }
        // Every handler's nesting is bounded: a positive value leads to one negative set, a negative one to none.
        // (A handler writing back the value it got would not be: two threads' write-backs can keep changing the
        // value under each other, a feedback loop that recurses until the stack runs out.)
        await Self.onThreads { thread in
            for index in 1...1_000 { value.value = thread * 10_000 + index }
        }
        let sets = Set((0..<Self.threads).flatMap { thread in (1...1_000).map { thread * 10_000 + $0 } })
        // Each value is set once and differs from every other, so each set is a change, delivered exactly once.
        #expect(echoes.values.count == 2 * sets.count)
        #expect(Set(echoes.values) == sets.union(sets.map { -$0 }))
    }

    /// Runs `body` on `threads` threads at once and returns when all have finished.
    static func onThreads(_ body: @escaping @Sendable (Int) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread.detachNewThread {
                    body(thread)
                    group.leave()
                }
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
    }
}
