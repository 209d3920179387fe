import Dispatch
import ObserverKit
import Testing

/// No user code runs under a value's lock: a transform, an `==`, a handler or a deinit may read, set or update
/// the value, and `update` stays atomic.
@Suite("ObservableValue: user code outside the lock") struct ObservableValueUserCodeTests {
    @Test("an update whose transform reads the value does not deadlock")
    func updateReadingTheValue() {
        let counter = ObservableValue(1)
        let seen = ValueLog<Int>()
        counter.observe { seen.append($0) }
        counter.update { $0 = counter.value + 1 }
        counter.update { $0 = counter.value * 10 }
        #expect(counter.value == 20)
        #expect(seen.values == [2, 20])
    }

    @Test("a transform that sets the value: its set is delivered first, then the transform's result, once each")
    func updateSettingTheValue() {
        let value = ObservableValue(0)
        let seen = ValueLog<Int>()
        value.observe { seen.append($0) }
        value.update { number in
            value.value = 5
            number += 1
        }
        #expect(seen.values == [5, 1])
        #expect(value.value == 1)
    }

    @Test("an update from inside a handler of the same value is delivered depth-first, like a set")
    func updateFromAHandler() {
        let value = ObservableValue(0)
        let log = ValueLog<String>()
        value.observe { [weak value] number in
            log.append("a\(number)")
            if number == 1 { value?.update { $0 += 1 } }
        }
        value.observe { log.append("b\($0)") }
        value.value = 1
        #expect(log.values == ["a1", "a2", "b2", "b1"])
        #expect(value.value == 2)
    }

    @Test("an == that reads the value does not deadlock, and still decides who is notified")
    func equalityReadingTheValue() {
        let holder = ValueHolder()
        let value = ObservableValue(Reading(number: 1, holder: holder))
        holder.value = value
        let seen = ValueLog<Int>()
        value.observe { seen.append($0.number) }
        value.value = Reading(number: 1, holder: holder)
        value.value = Reading(number: 2, holder: holder)
        value.update { $0 = Reading(number: 2, holder: holder) }
        #expect(seen.values == [2])
        #expect(Reading.comparisons.values.count >= 3)
    }

    @Test("a replaced value whose deinit reads and sets the value does not deadlock")
    func deinitOfTheReplacedValue() {
        let value = ObservableValue<Payload?>(nil)
        let seen = ValueLog<String>()
        value.observe { seen.append($0?.name ?? "nil") }
        value.value = Payload(name: "first") {
            value.value = Payload(name: "set as first went, over \(value.value?.name ?? "nil")") {}
        }
        value.value = Payload(name: "second") {}  // "first" goes, after the lock is released
        #expect(seen.values == ["first", "second", "set as first went, over second"])
    }

    @Test("concurrent updates whose transforms read the value lose no increment")
    func concurrentUpdatesReadingTheValue() {
        let counter = ObservableValue(0)
        let perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<perThread { counter.update { $0 = counter.value + 1 } }
        }
        #expect(counter.value == 4 * perThread)
    }

    @Test("concurrent updates of a value with a user ==, set against each other, lose no increment")
    func concurrentUpdatesWithUserEquality() {
        let counter = ObservableValue(Counted(count: 0))
        let perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<perThread { counter.update { $0.count += 1 } }
        }
        #expect(counter.value.count == 4 * perThread)
    }
}

/// Values a `@Sendable` handler appends, in order.
final class ValueLog<Element>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var storage: [Element] = []

    func append(_ element: Element) {
        lock.wait()
        storage.append(element)
        lock.signal()
    }

    var values: [Element] {
        lock.wait()
        defer { lock.signal() }
        return storage
    }
}

/// Where a ``Reading`` finds the value its `==` reads.
private final class ValueHolder: @unchecked Sendable {
    weak var value: ObservableValue<Reading>?
}

/// An `Equatable` whose `==` reads the observable value that holds it: user code that must not run under its lock.
private struct Reading: Equatable, Sendable {
    static let comparisons = ValueLog<Int>()
    let number: Int
    let holder: ValueHolder

    static func == (lhs: Reading, rhs: Reading) -> Bool {
        comparisons.append(holder(lhs).value?.value.number ?? -1)
        return lhs.number == rhs.number
    }

    private static func holder(_ reading: Reading) -> ValueHolder { reading.holder }
}

/// A value whose deinit runs user code.
private final class Payload: Sendable {
    let name: String
    let onDeinit: @Sendable () -> Void

    init(name: String, onDeinit: @escaping @Sendable () -> Void) {
        self.name = name
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

/// A counter with a compiler-made `==`, which is not the standard library's: compared outside the lock.
private struct Counted: Equatable, Sendable {
    var count: Int
}
