import ObserverKit
import Testing

/// combineLatest, zip and withLatestFrom, with the expectations of RxSwift's suites (`Observable+CombineLatestTests`,
/// `Observable+ZipTests`, `Observable+WithLatestFromTests`): who sends when, in what order, and what the
/// subscription holds.
@Suite("Combining operators")
struct CombiningOperatorTests {
    @Test("combineLatest sends nothing until both have sent, then a pair on every event of either")
    func combineLatestPairsLatest() {
        let (a, b) = (EventSource<String>(), EventSource<Int>())
        var received: [String] = []
        a.stream.combineLatest(b.stream).observe { received.append("\($0)\($1)") }
        a.send("a")
        a.send("b")
        b.send(1)
        a.send("c")
        b.send(2)
        b.send(3)
        #expect(received == ["b1", "c1", "c2", "c3"])
    }

    @Test("combineLatest with a combining function, as a form's valid flag")
    func combineLatestCombines() {
        let (email, password) = (EventSource<String>(), EventSource<String>())
        var valid: [Bool] = []
        email.stream.combineLatest(password.stream) { $0.contains("@") && $1.count >= 8 }.observe { valid.append($0) }
        email.send("ada")
        password.send("correct horse")
        email.send("ada@example.org")
        password.send("short")
        #expect(valid == [false, true, false])
    }

    @Test("combineLatest: each observer has its own latest values")
    func combineLatestPerObserver() {
        let (a, b) = (EventSource<Int>(), EventSource<Int>())
        let combined = a.stream.combineLatest(b.stream)
        var first: [Int] = []
        var second: [Int] = []
        combined.observe { first.append($0 * 10 + $1) }
        a.send(1)
        combined.observe { second.append($0 * 10 + $1) }
        b.send(2)
        a.send(3)
        #expect(first == [12, 32])
        #expect(second == [32])
    }

    @Test("zip pairs events in order, holding those ahead until their partner comes")
    func zipPairsInOrder() {
        let (a, b) = (EventSource<String>(), EventSource<Int>())
        var received: [String] = []
        a.stream.zip(b.stream).observe { received.append("\($0)\($1)") }
        a.send("a")
        a.send("b")
        a.send("c")
        b.send(1)
        b.send(2)
        b.send(3)
        b.send(4)
        a.send("d")
        #expect(received == ["a1", "b2", "c3", "d4"])
    }

    @Test("withLatestFrom drops events before the other has sent, and the other alone sends nothing")
    func withLatestFromSamples() {
        let (taps, query) = (EventSource<Int>(), EventSource<String>())
        var received: [String] = []
        taps.stream.withLatestFrom(query.stream).observe { received.append("\($0)\($1)") }
        taps.send(1)
        query.send("a")
        query.send("b")
        taps.send(2)
        taps.send(3)
        query.send("c")
        taps.send(4)
        #expect(received == ["2b", "3b", "4c"])
    }

    @Test("withLatestFrom pairs an event sent as the stream is observed with the one the other sent as it was")
    func withLatestFromObservesTheOtherFirst() {
        var received: [String] = []
        EventStream<String>.never.startWith("tap")
            .withLatestFrom(EventStream<String>.never.startWith("jazz"))
            .observe { received.append("\($0)\($1)") }
        #expect(received == ["tapjazz"])
    }

    @Test("cancelling a combined observation leaves both sources, and events after it send nothing")
    func cancelLeavesBothSources() {
        let (a, b) = (EventSource<Int>(), EventSource<Int>())
        var received = 0
        let tokens = [
            a.stream.combineLatest(b.stream).observe { _ in received += 1 },
            a.stream.zip(b.stream).observe { _ in received += 1 },
            a.stream.withLatestFrom(b.stream).observe { _ in received += 1 },
        ]
        for token in tokens { token.cancel() }
        #expect(!a.hasObservers)
        #expect(!b.hasObservers)
        a.send(1)
        b.send(2)
        #expect(received == 0)
    }

    @Test("a combined observation ends when a handler cancels it from inside a delivery")
    func cancelFromInsideAHandler() {
        let (a, b) = (EventSource<Int>(), EventSource<Int>())
        var received: [Int] = []
        var token: ObservationToken?
        token = a.stream.combineLatest(b.stream).observe { first, second in
            received.append(first + second)
            token?.cancel()
        }
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(received == [3])
        #expect(!a.hasObservers && !b.hasObservers)
    }

    @Test("a combined observation lives while either source does")
    func livesWhileEitherSourceDoes() {
        weak var weakA: EventSource<Int>?
        let b = EventSource<Int>()
        var received: [Int] = []
        do {
            let a = EventSource<Int>()
            weakA = a
            a.stream.combineLatest(b.stream).observe { received.append($0 + $1) }
            a.send(1)
        }
        #expect(weakA == nil)
        b.send(2)
        b.send(3)
        #expect(received == [3, 4])
    }
}
