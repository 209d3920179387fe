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
        source.observe { value in
            if value == 1 { source.value = 2 }
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
        let derived = source.map { value -> Int in
            if first.isFirst {
                first.isFirst = false
                // Another thread sets the source while the first transform runs (a slow formatter, say).
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    source.value = 5
                    done.signal()
                }
                done.wait()
            }
            return value * 10
        }
        #expect(source.value == 5)
        #expect(derived.value == 50)
    }
}
