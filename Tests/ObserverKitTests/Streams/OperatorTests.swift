import ObserverKit
import ObserverKitTesting
import Testing

/// Each operator on one virtual timeline: input lines above the stream, the expected line below it, one
/// column a tick (10 ms). Notation: `-` nothing, a letter or digit an event, `[ab]` one tick, `|` the end
/// (input: its source goes; output: nothing upstream is left), `^` the subscription.
@Suite struct OperatorTests {
    @Test func mapTransformsEveryEvent() {
        #expect(
            Marble.verify {
                "a-b-c"
                $0[0].map { $0.uppercased() }
                "A-B-C"
            } == .matching)
    }

    @Test func compactMapDropsNil() {
        #expect(
            Marble.verify {
                "1a2b3"
                $0[0].compactMap { Int($0) }
                "1-2-3"
            } == .matching)
    }

    @Test func filterKeepsWhatMatches() {
        #expect(
            Marble.verify {
                "abcab"
                $0[0].filter { $0 != "b" }
                "a-ca-"
            } == .matching)
    }

    @Test func mergeInterleavesAsEventsCome() {
        #expect(
            Marble.verify {
                "a-b--c-"
                "-1--2--"
                $0[0].merge($0[1])
                "a1b-2c-"
            } == .matching)
    }

    @Test func mergeEndsWhenEveryInputIsGone() {
        #expect(
            Marble.verify {
                "a--|---"
                "-1---2|"
                $0[0].merge($0[1])
                "a1---2|"
            } == .matching)
    }

    @Test func staticMergeTakesAnyNumberOfStreamsInLineOrderWithinATick() {
        #expect(
            Marble.verify {
                "a---c----"
                "-b--3----"
                "--x-9----"
                EventStream.merge([$0[0], $0[1], $0[2]])
                "abx-[c39]"
            } == .matching)
    }

    @Test func distinctUntilChangedDropsRepeats() {
        #expect(
            Marble.verify {
                "aabba-a"
                $0[0].distinctUntilChanged()
                "a-b-a--"
            } == .matching)
    }

    @Test func distinctUntilChangedByUsesTheGivenComparison() {
        let isSameCase: (String, String) -> Bool = { ($0.uppercased() == $0) == ($1.uppercased() == $1) }
        #expect(
            Marble.verify {
                "abCDe"
                $0[0].distinctUntilChanged(by: isSameCase)
                "a-C-e"
            } == .matching)
    }

    @Test func startWithSendsItsValuesFirst() {
        #expect(
            Marble.verify {
                "----a-b"
                $0[0].startWith("1", "2")
                "[12]a-b"
            } == .matching)
    }

    @Test func startWithSendsItsValuesToALateObserverWhenItSubscribes() {
        #expect(
            Marble.verify {
                "a------b"
                $0[0].startWith("1", "2")
                "--[^12]b"
            } == .matching)
    }

    @Test func takeUntilPassesEventsUntilTheTriggerFires() {
        #expect(
            Marble.verify {
                "ab--d-"
                "---x--"
                $0[0].takeUntil($0[1])
                "ab-|--"
            } == .matching)
    }

    @Test func takeUntilFiringBeforeTheFirstEventSendsNothing() {
        #expect(
            Marble.verify {
                "-a-b"
                "x---"
                $0[0].takeUntil($0[1])
                "|---"
            } == .matching)
    }

    @Test func takeUntilATriggerThatFiresWhileSubscribingEndsAtOnce() {
        #expect(
            Marble.verify {
                "-a-"
                "---"
                $0[0].takeUntil($0[1].startWith("x"))
                "|--"
            } == .matching)
    }

    @Test func flatMapLatestSwitchesToTheNewestInnerStream() {
        #expect(
            Marble.verify { lines in
                "0----1----"
                "-ab---c---"
                "---x---yz-"
                lines[0].flatMapLatest { lines[Int($0)! + 1] }
                "-ab----yz-"
            } == .matching)
    }

    @Test func flatMapLatestOnVirtualTime() {
        // Each input event starts a timer ticking every tick; a new event replaces it.
        #expect(
            Marble.verify { lines in
                "a---b----"
                lines[0].flatMapLatest { letter in
                    EventStream.timer(dueTime: lines.ticks(1), period: lines.ticks(1), scheduler: lines.scheduler)
                        .map { letter == "a" ? $0 : $0 + 5 }
                }
                "-012-5678"
            } == .matching)
    }

    /// Only the latest inner stream's events pass, also when an inner stream sends while it is being subscribed
    /// and a handler of that event makes the outer stream switch (depth first): the rest of the replaced stream's
    /// events are dropped.
    @Test func flatMapLatestDropsTheRestOfAnInnerStreamThatAReentrantEventReplaced() {
        let outer = EventSource<Int>()
        var received: [Int] = []
        outer.stream
            .flatMapLatest { key in EventStream<Int>.never.startWith(key * 10, key * 10 + 1) }
            .observe { [weak outer] value in
                received.append(value)
                if value == 10 { outer?.send(2) }
            }
        outer.send(1)
        #expect(received == [10, 20, 21])
    }

    @Test func scanAccumulates() {
        #expect(
            Marble.verify {
                "aaa"
                $0[0].scan(0) { count, _ in count + 1 }
                "123"
            } == .matching)
    }

    @Test func debounceSendsTheLastEventOfEachBurst() {
        #expect(
            Marble.verify {
                "ab-c-----d-----"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "------c-----d--"
            } == .matching)
    }

    @Test func debounceAnEventExactlyOneWaitLaterRestartsTheWait() {
        // b arrives at the instant a's wait ends; inputs come before timers at equal times, so a is dropped.
        #expect(
            Marble.verify {
                "a--b------"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "------b---"
            } == .matching)
    }

    @Test func debounceAnEventOneTickAfterTheWaitSendsBoth() {
        #expect(
            Marble.verify {
                "a---b------"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "---a---b---"
            } == .matching)
    }

    @Test func debounceAnEventWithinTheWaitDropsTheOneBefore() {
        #expect(
            Marble.verify {
                "a-bc----"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "------c-"
            } == .matching)
    }

    @Test func debounceDropsItsPendingEventWhenTheSourceGoes() {
        // DESIGN's lifetime rule: a source's timers go with it, whether or not the token is kept (Marble keeps it).
        #expect(
            Marble.verify {
                "ab|-----"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "--|-----"
            } == .matching)
    }

    @Test func throttleSendsLeadingAndTrailingLatest() {
        #expect(
            Marble.verify {
                "abc-------d-----"
                $0[0].throttle(for: $0.ticks(5), scheduler: $0.scheduler)
                "a----c----d-----"
            } == .matching)
    }

    @Test func throttleWithLatestFalseSendsTheFirstHeldBack() {
        #expect(
            Marble.verify {
                "abc-----"
                $0[0].throttle(for: $0.ticks(5), scheduler: $0.scheduler, latest: false)
                "a----b--"
            } == .matching)
    }

    @Test func throttleKeepsGoingWhileEventsKeepComing() {
        #expect(
            Marble.verify {
                "abcdefgh--"
                $0[0].throttle(for: $0.ticks(3), scheduler: $0.scheduler)
                "a--d--g--h"
            } == .matching)
    }

    @Test func throttleOnAnImmediateSchedulerSendsEveryEvent() {
        let source = EventSource<Int>()
        var sent: [Int] = []
        let token = source.stream.throttle(for: .milliseconds(100), scheduler: ImmediateScheduler()).observe {
            sent.append($0)
        }
        for value in 1...3 { source.send(value) }
        #expect(sent == [1, 2, 3])
        token.cancel()
    }

    @Test func observeOnDeliversThroughTheSchedulerAfterWhatIsSentInline() {
        #expect(
            Marble.verify {
                "a---b---"
                $0[0].observe(on: $0.scheduler).merge($0[0].map { $0.uppercased() })
                "[Aa][Bb]"
            } == .matching)
    }

    @Test func observeOnDropsQueuedEventsWhenCancelled() {
        // takeUntil cancels the observation in the tick a was queued in: a never arrives.
        #expect(
            Marble.verify {
                "a--"
                "x--"
                $0[0].observe(on: $0.scheduler).takeUntil($0[1])
                "|--"
            } == .matching)
    }

    @Test func timerCountsFromItsDueTimeEveryPeriod() {
        #expect(
            Marble.verify {
                EventStream.timer(dueTime: $0.ticks(5), period: $0.ticks(1), scheduler: $0.scheduler)
                "-----012"
            } == .matching)
    }

    @Test func aTimerStopsWhenItsObservationIsCancelled() {
        #expect(
            Marble.verify {
                "-------x--"
                EventStream.timer(dueTime: $0.ticks(5), period: $0.ticks(1), scheduler: $0.scheduler)
                    .takeUntil($0[0])
                "-----01|--"
            } == .matching)
    }

    @Test func aTimerWithoutPeriodFiresOnceAndEnds() {
        #expect(
            Marble.verify {
                EventStream.timer(dueTime: $0.ticks(1), scheduler: $0.scheduler)
                "-[0|]-"
            } == .matching)
    }

    /// A negative due time counts as zero: the first tick is at once, and the period counts from there.
    @Test func aTimerWithANegativeDueTimeTicksAtOnceThenEveryPeriodFromThere() {
        let scheduler = TestScheduler()
        var tickedAt: [Duration] = []
        let token = EventStream.timer(dueTime: .milliseconds(-50), period: .milliseconds(100), scheduler: scheduler)
            .observe { [unowned scheduler] _ in tickedAt.append(scheduler.now) }
        scheduler.advance(by: .milliseconds(200))
        #expect(tickedAt == [.zero, .milliseconds(100), .milliseconds(200)])
        token.cancel()
    }
}
