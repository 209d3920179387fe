import Foundation
import ObserverKit
import ObserverKitTesting
import Testing

/// A diagram that does not parse fails with its line, the column and why, and runs nothing.
@Suite struct MalformedDiagramTests {
    @Test func anEmptyDiagramFailsSayingItChecksNothing() {
        let result = Marble.verify {
            ""
            $0[0]
            ""
        }
        #expect(
            result
                == .malformed(
                    """
                    Malformed diagram: input[0], column 0: every line is empty or blank, so the diagram checks nothing: write the events that happen (an input event, or the events expected)
                      input[0]:\u{20}
                                ^
                    """))
    }

    @Test func anAllBlankDiagramFails() {
        #expect(
            Marble.verify {
                "-----"
                $0[0].map { $0 + "!" }
                "-----"
            }.description.contains("every line is empty or blank"))
    }

    @Test func aDiagramThatExpectsNothingFromAnEventStillChecks() {
        #expect(
            Marble.verify {
                "a-b--"
                $0[0].filter { _ in false }
                "-----"
            } == .matching)
    }

    @Test func anUnknownSymbolNamesItsColumn() {
        #expect(
            Marble.verify {
                "ab*c"
                $0[0]
                "ab-c"
            }
                == .malformed(
                    """
                    Malformed diagram: input[0], column 2: unknown symbol "*" (a tick is -, a letter or digit, 'text', [group])
                      input[0]: ab*c
                                  ^
                    """))
    }

    @Test func linesOfDifferentLengthsNameWhereTheShorterEnds() {
        #expect(
            Marble.verify {
                "a-b-c"
                $0[0]
                "a-b"
            }
                == .malformed(
                    """
                    Malformed diagram: expected, column 3: 3 ticks long, but input[0] is 5: lines must line up (pad with -)
                      expected: a-b
                                   ^
                    """))
    }

    @Test func anEventAfterTheEndIsNamed() {
        #expect(
            Marble.verify {
                "a|-b"
                $0[0]
                "a---"
            }
                == .malformed(
                    """
                    Malformed diagram: input[0], column 3: an event after the end (the | at column 1)
                      input[0]: a|-b
                                   ^
                    """))
        #expect(
            Marble.verify {
                "a---"
                $0[0]
                "[|a]"
            }.description.hasPrefix("Malformed diagram: expected, column 0: an event after the end, in the same group"))
    }

    @Test func groupsMustCloseHoldSomethingAndNotNest() {
        let reasons = ["[ab", "[]--", "[a[b]]", "ab]-", "[a-]"].map { line in
            Marble.verify {
                line
                $0[0]
                line
            }.description.split(separator: "\n")[0]
        }
        #expect(
            reasons == [
                "Malformed diagram: input[0], column 0: a [ that is never closed with ]",
                "Malformed diagram: input[0], column 0: an empty group []",
                "Malformed diagram: input[0], column 2: a group inside a group",
                "Malformed diagram: input[0], column 2: a ] without its [",
                "Malformed diagram: input[0], column 2: - inside a group (a group is one tick)",
            ])
    }

    @Test func quotesMustCloseAndHoldSomething() {
        let reasons = ["'ab-", "''--"].map { line in
            Marble.verify {
                line
                $0[0]
                line
            }.description.split(separator: "\n")[0]
        }
        #expect(
            reasons == [
                "Malformed diagram: input[0], column 0: a quote that is never closed",
                "Malformed diagram: input[0], column 0: an empty quoted value ''",
            ])
    }

    @Test func theSubscriptionBelongsOnTheExpectedLineOnce() {
        #expect(
            Marble.verify {
                "^a"
                $0[0]
                "-a"
            }.description.hasPrefix(
                "Malformed diagram: input[0], column 0: ^ (the subscription) belongs on the expected line only"))
        #expect(
            Marble.verify {
                "-a--"
                $0[0]
                "^a^-"
            }.description.hasPrefix(
                "Malformed diagram: expected, column 2: a second ^ (the subscription is already at column 0)"))
    }

    @Test func aStreamThatUsesAMissingInputLineIsMalformed() {
        #expect(
            Marble.verify {
                "a-"
                $0[0].merge($0[1])
                "a-"
            } == .malformed("Malformed diagram: the stream uses $0[1], but the diagram has 1 input line(s)"))
    }

    @Test func aStreamThatAsksForAMissingInputLineDuringTheRunIsMalformed() {
        #expect(
            Marble.verify { inputs in
                "a---"
                inputs[0].flatMapLatest { _ in inputs[1] }  // made lazily, when a arrives: there is no input[1]
                "----"
            } == .malformed("Malformed diagram: the stream uses $0[1], but the diagram has 1 input line(s)"))
    }

    @Test func aNegativeInputIndexIsMalformedNotATrap() async {
        await #expect(processExitsWith: .success) {
            let result = Marble.verify {
                "a-"
                $0[-1]
                "a-"
            }
            let expected = "Malformed diagram: the stream uses $0[-1], but input lines are numbered from 0"
            exit(result == .malformed(expected) ? 0 : 3)
        }
    }

    @Test func aTickThatIsNotGreaterThanZeroIsMalformedAndNamed() async {
        await #expect(processExitsWith: .success) {
            let results = [Duration.zero, .milliseconds(-10)].map { tick in
                Marble.verify(tick: tick) {
                    "a-"
                    $0[0]
                    "a-"
                }
            }
            exit(
                results == [
                    .malformed(
                        "Malformed diagram: the tick is 0.0 seconds, but a column must last longer than zero (pass a "
                            + "tick greater than .zero)"),
                    .malformed(
                        "Malformed diagram: the tick is -0.01 seconds, but a column must last longer than zero (pass a "
                            + "tick greater than .zero)"),
                ] ? 0 : 3)
        }
    }
}
