import ObserverKit
import ObserverKitTesting
import Testing

/// A value that is not `Equatable`, so every set notifies.
private struct Reading: Sendable {
    let level: Int
}

@Suite("ObservableValue")
struct ObservableValueTests {
    @Test("bind calls the handler now with the current value, then with every change")
    func bindNowThenChanges() {
        let value = ObservableValue(1)
        let received = Recorder<Int>()
        value.bind { received.record($0) }
        #expect(received.values == [1])
        value.value = 2
        value.value = 3
        #expect(received.values == [1, 2, 3])
    }

    @Test("observe calls the handler with changes only")
    func observeChangesOnly() {
        let value = ObservableValue(1)
        let received = Recorder<Int>()
        value.observe { received.record($0) }
        #expect(received.values.isEmpty)
        value.value = 2
        #expect(received.values == [2])
    }

    @Test("setting an equal Equatable value notifies nobody")
    func equalValuesAreSilent() {
        let value = ObservableValue("a")
        let received = Log()
        value.observe { received.append($0) }
        value.value = "a"
        value.value = "b"
        value.value = "b"
        #expect(received.lines == ["b"])
    }

    @Test("a value that is not Equatable notifies on every set")
    func nonEquatableNotifiesAlways() {
        let value = ObservableValue(Reading(level: 1))
        let received = Recorder<Int>()
        value.observe { received.record($0.level) }
        value.value = Reading(level: 1)
        value.value = Reading(level: 1)
        #expect(received.values == [1, 1])
    }

    @Test("NaN is never equal to itself, so setting NaN notifies every time; the value holds NaN")
    func nanNotifiesEveryTime() {
        let value = ObservableValue<Double>(0)
        let count = Recorder<Int>()
        value.observe { _ in count.record(1) }
        value.value = .nan
        value.value = .nan
        #expect(count.values.count == 2)
        #expect(value.value.isNaN)
    }

    @Test("update changes the value in place and notifies once; an update to an equal value notifies nobody")
    func update() {
        let value = ObservableValue([1, 2])
        let received = Log()
        value.observe { received.append("\($0)") }
        value.update { $0.append(3) }
        value.update { $0.sort() }
        #expect(received.lines == ["[1, 2, 3]"])
        #expect(value.value == [1, 2, 3])
    }

    @Test("a handler may set the value again without deadlock; the inner set reaches everyone first")
    func reentrantSetIsDepthFirst() {
        let value = ObservableValue(0)
        let log = Log()
        value.observe { [unowned value] newValue in
            log.append("A \(newValue)")
            if newValue == 1 { value.value = 2 }
        }
        value.observe { log.append("B \($0)") }
        value.value = 1
        #expect(log.lines == ["A 1", "A 2", "B 2", "B 1"])
        #expect(value.value == 2)
    }

    @Test("a handler setting the value it received (equal) notifies nobody and does not deadlock")
    func reentrantEqualSet() {
        let value = ObservableValue(0)
        let count = Recorder<Int>()
        value.observe { [unowned value] newValue in
            count.record(newValue)
            value.value = newValue
        }
        value.value = 5
        #expect(count.values == [5])
    }

    @Test("an owner holding a value whose handler captures the owner weakly makes no cycle")
    func weakSelfMakesNoCycle() {
        final class Owner: Sendable {
            let volume = ObservableValue(0.5)
            init() { volume.observe { [weak self] _ in _ = self?.volume } }
        }
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.volume.value = 0.7
        }
        #expect(weakOwner == nil)
    }

    @Test("map derives a value that follows its source, deduplicating Equatable results")
    func map() {
        let celsius = ObservableValue(20.0)
        let label = celsius.map { $0 >= 25 ? "warm" : "mild" }
        let received = Log()
        label.bind { received.append($0) }
        celsius.value = 21
        celsius.value = 26
        celsius.value = 30
        celsius.value = 10
        #expect(received.lines == ["mild", "warm", "mild"])
    }

    @Test("a derived value lives as long as its source, so a chain needs no extra owner")
    func derivedLifetime() {
        weak var weakSource: ObservableValue<Int>?
        weak var weakDerived: ObservableValue<Int>?
        let received = Recorder<Int>()
        do {
            let source = ObservableValue(1)
            weakSource = source
            do {
                let derived = source.map { $0 * 10 }
                weakDerived = derived
                derived.observe { received.record($0) }
            }
            source.value = 2
            #expect(weakDerived != nil)
        }
        #expect(received.values == [20])
        #expect(weakSource == nil)
        #expect(weakDerived == nil)
    }
}

/// Lines appended by handlers, safe to append from any thread.
private final class Log: Sendable {
    private let storage = ObservableValue<[String]>([])
    func append(_ line: String) { storage.update { $0.append(line) } }
    var lines: [String] { storage.value }
}

/// Tokens that handlers cancel; set before any delivery.
private final class TokenBox: @unchecked Sendable {
    var own = ObservationToken.inert
    var later = ObservationToken.inert
}
