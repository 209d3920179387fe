import ObserverKit
import ObserverKitTestSupport
import Testing

/// Each operator on one virtual timeline: input diagram in, output diagram out (10 ms a character).
@Suite struct OperatorTests {
    @Test func mapTransformsEveryEvent() {
        #expect(Marble.run("a-b-c") { stream, _ in stream.map { $0.uppercased() } } == "A-B-C")
    }

    @Test func compactMapDropsNil() {
        #expect(Marble.run("1a2b3") { stream, _ in stream.compactMap { Int($0).map(String.init) } } == "1-2-3")
    }

    @Test func filterKeepsWhatMatches() {
        #expect(Marble.run("abcab") { stream, _ in stream.filter { $0 != "b" } } == "a-ca-")
    }

    @Test func mergeInterleavesAsEventsCome() {
        let scheduler = TestScheduler()
        let left = EventSource<String>()
        let right = EventSource<String>()
        var log: [String] = []
        let token = left.stream.merge(right.stream).observe { log.append($0) }
        left.send("a")
        right.send("1")
        left.send("b")
        #expect(log == ["a", "1", "b"])
        token.cancel()
        left.send("c")
        right.send("2")
        #expect(log == ["a", "1", "b"])
        #expect(!left.hasObservers && !right.hasObservers)
        _ = scheduler
    }

    @Test func staticMergeTakesAnyNumberOfStreams() {
        let sources = (0..<3).map { _ in EventSource<Int>() }
        var log: [Int] = []
        EventStream.merge(sources.map(\.stream)).observe { log.append($0) }
        EventStream.merge(sources[0].stream, sources[1].stream).observe { log.append($0 * 10) }
        sources[2].send(3)
        sources[0].send(1)
        #expect(log == [3, 1, 10])
    }

    @Test func distinctUntilChangedDropsRepeats() {
        #expect(Marble.run("aabba-a") { stream, _ in stream.distinctUntilChanged() } == "a-b-a--")
    }

    @Test func distinctUntilChangedByUsesTheGivenComparison() {
        let isSameCase: (String, String) -> Bool = { ($0.uppercased() == $0) == ($1.uppercased() == $1) }
        #expect(Marble.run("abCDe") { stream, _ in stream.distinctUntilChanged(by: isSameCase) } == "a-C-e")
    }

    @Test func startWithSendsItsValuesToEachNewObserverFirst() {
        let source = EventSource<Int>()
        let stream = source.stream.startWith(1, 2)
        var first: [Int] = []
        var second: [Int] = []
        stream.observe { first.append($0) }
        source.send(3)
        stream.observe { second.append($0) }
        source.send(4)
        #expect(first == [1, 2, 3, 4])
        #expect(second == [1, 2, 4])
    }

    @Test func takeUntilPassesEventsUntilTheTriggerFires() {
        let source = EventSource<Int>()
        let stop = EventSource<Void>()
        var log: [Int] = []
        source.stream.takeUntil(stop.stream).observe { log.append($0) }
        source.send(1)
        source.send(2)
        stop.send()
        source.send(3)
        #expect(log == [1, 2])
        #expect(!source.hasObservers)
        #expect(!stop.hasObservers)
    }

    @Test func takeUntilFiringBeforeTheFirstEventSendsNothing() {
        let source = EventSource<Int>()
        let stop = EventSource<Void>()
        var log: [Int] = []
        source.stream.takeUntil(stop.stream).observe { log.append($0) }
        stop.send()
        source.send(1)
        #expect(log.isEmpty)
        // A trigger that fires while subscribing ends the stream before it starts.
        source.stream.takeUntil(stop.stream.startWith(())).observe { log.append($0) }
        source.send(2)
        #expect(log.isEmpty)
        #expect(!source.hasObservers)
    }

    @Test func flatMapLatestSwitchesToTheNewestInnerStream() {
        let outer = EventSource<Int>()
        let inners = [EventSource<String>(), EventSource<String>()]
        var log: [String] = []
        outer.stream.flatMapLatest { inners[$0].stream }.observe { log.append($0) }
        outer.send(0)
        inners[0].send("a")
        inners[0].send("b")
        outer.send(1)  // switches mid-burst: the rest of the first burst is dropped
        inners[0].send("c")
        inners[1].send("x")
        #expect(log == ["a", "b", "x"])
        #expect(!inners[0].hasObservers)
    }

    @Test func flatMapLatestOnVirtualTime() {
        // Each input event starts a timer ticking every 10 ms; a new event replaces it.
        let output = Marble.run("a---b--", extra: 2) { stream, scheduler in
            stream.flatMapLatest { letter in
                EventStream.timer(dueTime: .milliseconds(10), period: .milliseconds(10), scheduler: scheduler)
                    .map { "\(letter == "a" ? $0 : $0 + 5)" }
            }
        }
        #expect(output == "-012-5678")
    }

    @Test func scanAccumulates() {
        #expect(Marble.run("aaa") { stream, _ in stream.scan(0) { count, _ in count + 1 }.map(String.init) } == "123")
    }

    @Test func debounceSendsTheLastEventOfEachBurst() {
        #expect(
            Marble.run("ab-c-----d---", extra: 2) { stream, scheduler in
                stream.debounce(for: .milliseconds(30), scheduler: scheduler)
            } == "------c-----d--")
    }

    @Test func debounceWithABurstAtTheBoundary() {
        // b comes exactly 30 ms after a, when a's wait ends. The diagram's inputs were scheduled before a's
        // timer, so at that instant b arrives first and restarts the wait: a is dropped.
        #expect(
            Marble.run("a--b---", extra: 3) { stream, scheduler in
                stream.debounce(for: .milliseconds(30), scheduler: scheduler)
            } == "------b---")
        // One tick later, a's wait is over before b: both are sent.
        #expect(
            Marble.run("a---b---", extra: 3) { stream, scheduler in
                stream.debounce(for: .milliseconds(30), scheduler: scheduler)
            } == "---a---b---")
        // c comes 20 ms after b: b is dropped.
        #expect(
            Marble.run("a-bc----") { stream, scheduler in
                stream.debounce(for: .milliseconds(30), scheduler: scheduler)
            } == "------c-")
    }

    @Test func throttleSendsLeadingAndTrailingLatest() {
        #expect(
            Marble.run("abc-------d-", extra: 4) { stream, scheduler in
                stream.throttle(for: .milliseconds(50), scheduler: scheduler)
            } == "a----c----d-----")
    }

    @Test func throttleWithLatestFalseSendsTheFirstHeldBack() {
        #expect(
            Marble.run("abc-----") { stream, scheduler in
                stream.throttle(for: .milliseconds(50), scheduler: scheduler, latest: false)
            } == "a----b--")
    }

    @Test func throttleKeepsGoingWhileEventsKeepComing() {
        #expect(
            Marble.run("abcdefgh--") { stream, scheduler in
                stream.throttle(for: .milliseconds(30), scheduler: scheduler)
            } == "a--d--g--h")
    }

    @Test func observeOnDeliversThroughTheScheduler() {
        let scheduler = TestScheduler()
        let source = EventSource<Int>()
        var log: [Int] = []
        source.stream.observe(on: scheduler).observe { log.append($0) }
        source.send(1)
        source.send(2)
        #expect(log.isEmpty)
        scheduler.run()
        #expect(log == [1, 2])
    }

    @Test func observeOnDropsQueuedEventsWhenCancelled() {
        let scheduler = TestScheduler()
        let source = EventSource<Int>()
        var log: [Int] = []
        let token = source.stream.observe(on: scheduler).observe { log.append($0) }
        source.send(1)
        token.cancel()
        scheduler.run()
        #expect(log.isEmpty)
        #expect(!source.hasObservers)
    }

    @Test func timerCountsFromItsDueTimeEveryPeriod() {
        let scheduler = TestScheduler()
        var ticks: [(Int, Duration)] = []
        let token = EventStream.timer(dueTime: .milliseconds(500), period: .milliseconds(100), scheduler: scheduler)
            .observe { ticks.append(($0, scheduler.now)) }
        scheduler.advance(by: .milliseconds(750))
        #expect(ticks.map(\.0) == [0, 1, 2])
        #expect(ticks.map(\.1) == [.milliseconds(500), .milliseconds(600), .milliseconds(700)])
        token.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(ticks.count == 3)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aTimerWithoutPeriodFiresOnce() {
        let scheduler = TestScheduler()
        var ticks: [Int] = []
        EventStream.timer(dueTime: .milliseconds(10), scheduler: scheduler).observe { ticks.append($0) }
        scheduler.advance(by: .seconds(1))
        #expect(ticks == [0])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aTimerCancelledByItsOwnHandlerStops() {
        let scheduler = TestScheduler()
        var ticks: [Int] = []
        var token: ObservationToken?
        token = EventStream.timer(dueTime: .zero, period: .milliseconds(10), scheduler: scheduler).observe {
            ticks.append($0)
            if $0 == 2 { token?.cancel() }
        }
        scheduler.advance(by: .seconds(1))
        #expect(ticks == [0, 1, 2])
        #expect(scheduler.pendingCount == 0)
    }
}
