import Dispatch
import ObserverKit
import Testing

/// A mapped value ends at the transform of its source's latest value: after a set made from inside a handler,
/// and after a set made on another thread while the derived value was being made.
@Suite struct ObservableValueMapTests {
    @Test func aMappedValueFollowsItsSourceAfterASetFromInsideAHandler() {
        let source = ObservableValue<Int>(0)
        // An earlier observer corrects the value: its set is delivered, depth first, before the outer one reaches
        // the mapped value.
        // Weak: the source holds its handlers, which must not hold it (LeakSanitizer reports the cycle).
        source.observe { [weak source] value in
            if value == 1 { source?.value = 2 }
        }
        let derived = source.map { $0 * 10 }
        source.value = 1
        #expect(source.value == 2)
        #expect(derived.value == 20)
    }

    @Test func aMappedValueCatchesASetMadeOnAnotherThreadWhileItIsMade() {
        final class FirstCall: @unchecked Sendable { var isFirst = true }
        let source = ObservableValue<Int>(0)
        let first = FirstCall()
        let derived = source.map { [weak source] value -> Int in
            if first.isFirst {
                first.isFirst = false
                // Another thread sets the source while the first transform runs (a slow formatter, say).
                source?.setOnAnotherThread(5)
            }
            return value * 10
        }
        #expect(source.value == 5)
        #expect(derived.value == 50)
    }

    @Test func aSetOnAnotherThreadDuringTheCatchUpTransformIsNotOverwritten() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let source = ObservableValue<Int>(0)
        let calls = Calls()
        let derived = source.map { [weak source] value -> Int in
            calls.count += 1
            if calls.count == 2 {  // the catch-up transform, after the follower started: another thread sets
                source?.setOnAnotherThread(5)
            }
            return value * 10
        }
        #expect(source.value == 5)
        #expect(derived.value == 50)
    }

    @Test func aMappedValueEndsAtTheLatestValueWhenTwoThreadsSet() {
        let source = ObservableValue<Int>(0)
        let derived = source.map { [weak source] value -> Int in
            if value == 1 {  // while this transform runs, another thread sets 2, whose delivery finishes first
                source?.setOnAnotherThread(2)
            }
            return value * 10
        }
        source.value = 1
        #expect(source.value == 2)
        #expect(derived.value == 20)
    }
}

extension ObservableValue where Value: Sendable {
    /// Sets the value on another thread and waits until that set, with its delivery, is done.
    fileprivate func setOnAnotherThread(_ newValue: Value) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            self.value = newValue
            done.signal()
        }
        done.wait()
    }
}
