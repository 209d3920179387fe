import ObserverKit
import PropertyBased
import Testing

/// Each operator against a plain array model, over random event sequences: what a chain delivers is exactly
/// what the same transformation of an array gives. Inputs are plain integers, so failures shrink well.
@Suite("Operators against array models")
struct OperatorModelPropertyTests {
    /// One stage of a random chain, with its stream form and its array model.
    enum Stage: CaseIterable {
        case map, filter, compactMap, distinct, distinctBy, scan, startWith

        func apply(_ stream: EventStream<Int>) -> EventStream<Int> {
            switch self {
            case .map: stream.map { $0 % 10 }
            case .filter: stream.filter { $0.isMultiple(of: 2) }
            case .compactMap: stream.compactMap { $0.isMultiple(of: 3) ? nil : $0 / 3 }
            case .distinct: stream.distinctUntilChanged()
            case .distinctBy: stream.distinctUntilChanged { $0 % 4 == $1 % 4 }
            case .scan: stream.scan(0) { $0 &+ $1 }
            case .startWith: stream.startWith(-1, -2)
            }
        }

        func model(_ values: [Int]) -> [Int] {
            switch self {
            case .map: values.map { $0 % 10 }
            case .filter: values.filter { $0.isMultiple(of: 2) }
            case .compactMap: values.compactMap { $0.isMultiple(of: 3) ? nil : $0 / 3 }
            case .distinct: Self.distinct(values, by: ==)
            case .distinctBy: Self.distinct(values) { $0 % 4 == $1 % 4 }
            case .scan: Array(values.reduce(into: [Int]()) { sums, value in sums.append((sums.last ?? 0) &+ value) })
            case .startWith: [-1, -2] + values
            }
        }

        static func distinct(_ values: [Int], by same: (Int, Int) -> Bool) -> [Int] {
            values.reduce(into: []) { kept, value in
                if let last = kept.last, same(last, value) { return }
                kept.append(value)
            }
        }
    }

    @Test("random chains of map, filter, compactMap, distinctUntilChanged, scan and startWith")
    func chainsMatchTheArrayModel() async {
        await propertyCheck(
            count: 2000,
            input: Gen.int(in: 0...6).array(of: 1...5),
            Gen.int(in: 0...40).array(of: 0...60)
        ) { stageNumbers, values in
            let stages = stageNumbers.map { Stage.allCases[$0] }
            let source = EventSource<Int>()
            var received: [Int] = []
            let chain = stages.reduce(source.stream) { $1.apply($0) }
            let token = chain.observe { received.append($0) }
            values.forEach(source.send)
            token.cancel()
            source.send(7)  // nothing after cancel
            let expected = stages.reduce(values) { $1.model($0) }
            #expect(received == expected, "stages \(stages), values \(values)")
        }
    }

    /// Events from two sources, A and B, interleaved: even numbers go to A, odd to B, each as `n / 2`.
    static func split(_ numbers: [Int]) -> [(isA: Bool, value: Int)] {
        numbers.map { ($0.isMultiple(of: 2), $0 / 2) }
    }

    @Test("merge delivers both sources' events in the order they were sent")
    func mergeMatchesInterleaving() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...99).array(of: 0...60)) { numbers in
            let (a, b) = (EventSource<Int>(), EventSource<Int>())
            var received: [Int] = []
            a.stream.merge(b.stream).observe { received.append($0) }
            for event in Self.split(numbers) { (event.isA ? a : b).send(event.isA ? event.value : -event.value) }
            #expect(received == Self.split(numbers).map { $0.isA ? $0.value : -$0.value })
        }
    }

    @Test("takeUntil delivers A's events until B's first event, then nothing")
    func takeUntilMatchesPrefix() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...99).array(of: 0...60)) { numbers in
            let (a, b) = (EventSource<Int>(), EventSource<Int>())
            var received: [Int] = []
            a.stream.takeUntil(b.stream).observe { received.append($0) }
            for event in Self.split(numbers) { (event.isA ? a : b).send(event.value) }
            let expected = Self.split(numbers).prefix { $0.isA }.map(\.value)
            #expect(received == expected)
            // Once the trigger has fired, the chain lets go of its source.
            if Self.split(numbers).contains(where: { !$0.isA }) { #expect(!a.hasObservers) }
        }
    }

    @Test("flatMapLatest follows only the inner stream of A's latest event")
    func flatMapLatestMatchesLatestKey() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...99).array(of: 0...60)) { numbers in
            let (outer, inner) = (EventSource<Int>(), EventSource<Int>())
            var received: [Int] = []
            outer.stream.flatMapLatest { key in inner.stream.map { key * 1000 + $0 } }.observe { received.append($0) }
            var key: Int?
            var expected: [Int] = []
            for event in Self.split(numbers) {
                if event.isA {
                    outer.send(event.value)
                    key = event.value
                } else {
                    inner.send(event.value)
                    if let key { expected.append(key * 1000 + event.value) }
                }
            }
            #expect(received == expected)
        }
    }

    /// Random gaps in milliseconds between events; a wait of 100 ms plus 1 ns never ties with an event's time.
    static let wait = Duration.milliseconds(100) + .nanoseconds(1)

    @Test("debounce delivers each event not followed by another within the wait, that long after it")
    func debounceMatchesTheModel() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...25).array(of: 0...40)) { gaps in
            let times = Self.times(gaps)
            let scheduler = TestScheduler()
            let source = EventSource<Int>()
            var received: [String] = []
            source.stream.debounce(for: Self.wait, scheduler: scheduler).observe {
                received.append("\($0)@\(scheduler.now)")
            }
            Self.play(times, on: source, scheduler)
            let expected = times.indices.compactMap { index -> String? in
                let due = times[index] + Self.wait
                if index + 1 < times.count, times[index + 1] <= due { return nil }
                return "\(index)@\(due)"
            }
            #expect(received == expected)
        }
    }

    @Test("throttle delivers leading events at once and the latest (or first) held back at each interval's end")
    func throttleMatchesTheModel() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...25).array(of: 0...40), Gen.bool) { gaps, latest in
            let times = Self.times(gaps)
            let scheduler = TestScheduler()
            let source = EventSource<Int>()
            var received: [String] = []
            source.stream.throttle(for: Self.wait, scheduler: scheduler, latest: latest).observe {
                received.append("\($0)@\(scheduler.now)")
            }
            Self.play(times, on: source, scheduler)
            #expect(received == Self.throttleModel(times, latest: latest))
        }
    }

    /// The model of throttle: an interval starts with a leading event; at its end the held-back event (if
    /// any) is sent and a new interval starts; an interval that held nothing back ends the throttling.
    static func throttleModel(_ times: [Duration], latest: Bool) -> [String] {
        var sent: [String] = []
        var intervalEnd: Duration?
        var held: Int?
        func flush(before time: Duration?) {
            while let end = intervalEnd, time.map({ end < $0 }) ?? true {
                if let value = held {
                    sent.append("\(value)@\(end)")
                    held = nil
                    intervalEnd = end + wait
                } else {
                    intervalEnd = nil
                }
            }
        }
        for (index, time) in times.enumerated() {
            flush(before: time)
            if intervalEnd == nil {
                sent.append("\(index)@\(time)")
                intervalEnd = time + wait
            } else if latest || held == nil {
                held = index
            }
        }
        flush(before: nil)
        return sent
    }

    /// Event times from gaps of 10 ms each step.
    static func times(_ gaps: [Int]) -> [Duration] {
        var time = Duration.zero
        return gaps.map { gap in
            time += .milliseconds(10 * gap)
            return time
        }
    }

    /// Sends event `index` at `times[index]`, then lets every timer run out.
    static func play(_ times: [Duration], on source: EventSource<Int>, _ scheduler: TestScheduler) {
        for (index, time) in times.enumerated() {
            scheduler.advance(by: time - scheduler.now)
            source.send(index)
        }
        scheduler.advance(by: .seconds(60))
    }
}
