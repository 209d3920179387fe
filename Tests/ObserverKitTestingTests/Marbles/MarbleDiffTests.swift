import ObserverKit
import ObserverKitTesting
import Testing

/// A wrong expectation fails with a diff that shows where: the lines, the actual one under the expected one, a
/// caret under the first column that differs.
@Suite struct MarbleDiffTests {
    @Test func aDebounceOneTickLateShowsTheColumnWhereItDiffers() {
        let result = Marble.verify {
            "ab-c-----d-----"
            $0[0].debounce(for: $0.ticks(4), scheduler: $0.scheduler)  // mutated: one tick longer than the spec
            "------c-----d--"
        }
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 6 (60 ms): expected c, got nothing
                      input[0]: ab-c-----d-----
                      expected: ------c-----d--
                        actual: -------c-----d-
                                      ^
                    """))
    }

    @Test func aDebounceThatFiresOneTickLateFailsWithTheSameDiff() {
        // A mutant of debounce: the right wait, then one tick more before it sends.
        let result = Marble.verify { lines in
            "ab-c-----d-----"
            lines[0].debounce(for: lines.ticks(3), scheduler: lines.scheduler).flatMapLatest { value in
                EventStream.timer(dueTime: lines.tick, scheduler: lines.scheduler).map { _ in value }
            }
            "------c-----d--"
        }
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 6 (60 ms): expected c, got nothing
                      input[0]: ab-c-----d-----
                      expected: ------c-----d--
                        actual: -------c-----d-
                                      ^
                    """))
    }

    @Test func anEndThatDoesNotComeIsShown() {
        let result = Marble.verify {
            "ab-c"
            "----"
            $0[0].takeUntil($0[1])
            "ab|-"
        }
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 2 (20 ms): expected |, got nothing
                      input[0]: ab-c
                      input[1]: ----
                      expected: ab|-
                        actual: ab-c
                                  ^
                    """))
    }

    @Test func severalEventsInATickAreShownAsAGroup() {
        let result = Marble.verify {
            "a---b---"
            $0[0].merge($0[0].map { $0.uppercased() })
            "[Aa]b---"
        }
        #expect(
            result
                == .mismatch(
                    """
                    Diagrams differ at column 0 (0 ms): expected [Aa], got [aA]
                      input[0]: a---b---
                      expected: [Aa]b---
                        actual: [aA][bB]
                                ^
                    """))
    }

    @Test func theTickSetsTheTimesInTheMessage() {
        let result = Marble.verify(tick: .milliseconds(100)) {
            "a-"
            $0[0]
            "-a"
        }
        #expect(result.description.hasPrefix("Diagrams differ at column 0 (0 ms): expected nothing, got a"))
        #expect(!result.isMatching)
    }

    @Test func anEventBetweenTicksIsNamed() {
        let result = Marble.verify {
            "a----"
            $0[0].debounce(for: .milliseconds(25), scheduler: $0.scheduler)
            "--a--"
        }
        #expect(result == .mismatch("expected: a arrived at 25 ms, between columns 2 and 3: use a smaller tick"))
    }

    @Test func aMatchingDiagramSaysSo() {
        let result = Marble.verify {
            "ab"
            $0[0]
            "ab"
        }
        #expect(result == .matching)
        #expect(result.description == "the diagrams match")
    }
}
