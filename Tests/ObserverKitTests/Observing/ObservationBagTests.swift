import Dispatch
import ObserverKit
import Testing

@Suite("ObservationBag") struct ObservationBagTests {
    @Test("a bag cancels what it holds when it goes")
    func cancelsOnDeinit() {
        let value = ObservableValue(0)
        let source = EventSource<Int>()
        let seen = ValueLog<String>()
        var bag: ObservationBag? = ObservationBag()
        value.observe { seen.append("value \($0)") }.store(in: bag!)
        source.stream.observe { seen.append("source \($0)") }.store(in: bag!)
        #expect(bag?.count == 2)
        value.value = 1
        source.send(1)
        bag = nil
        value.value = 2
        source.send(2)
        #expect(seen.values == ["value 1", "source 1"])
        #expect(!source.hasObservers)
    }

    @Test("cancelAll cancels and empties; the bag can be used again")
    func cancelAll() {
        let source = EventSource<Int>()
        let seen = ValueLog<Int>()
        let bag = ObservationBag()
        source.stream.observe { seen.append($0) }.store(in: bag)
        bag.cancelAll()
        #expect(bag.count == 0)
        source.send(1)
        source.stream.observe { seen.append($0 * 10) }.store(in: bag)
        source.send(2)
        bag.cancelAll()
        bag.cancelAll()
        source.send(3)
        #expect(seen.values == [20])
    }

    @Test("a bag deallocated on another thread cancels its tokens there")
    func deallocatedOnAnotherThread() {
        let value = ObservableValue(0)
        let seen = ValueLog<Int>()
        var bag: ObservationBag? = ObservationBag()
        value.observe { seen.append($0) }.store(in: bag!)
        let handOver = BagBox(bag!)
        bag = nil
        DispatchQueue.global().sync { handOver.bag = nil }
        value.value = 1
        #expect(seen.values.isEmpty)
    }

    @Test("a token whose release runs user code that cancels the bag's other tokens is fine")
    func reentrantCancel() {
        let value = ObservableValue(0)
        let bag = ObservationBag()
        let other = value.observe { _ in }
        let handedOver = UncheckedToken(other)
        do {
            let sentinel = Sentinel { handedOver.token.cancel() }
            value.observe { _ in withExtendedLifetime(sentinel) {} }.store(in: bag)
        }
        other.store(in: bag)
        bag.cancelAll()
        value.value = 1
        #expect(bag.count == 0)
    }
}

/// A bag handed to another thread, used by one thread at a time.
private final class BagBox: @unchecked Sendable {
    var bag: ObservationBag?
    init(_ bag: ObservationBag) { self.bag = bag }
}
