import ObserverKit
import ObserverKitTesting
import Testing

/// What each symbol of the notation means, on simple streams.
@Suite struct MarbleNotationTests {
    @Test func aQuotedValueIsOneEventAtItsFirstColumn() {
        #expect(
            Marble.verify {
                "'10'a-"
                $0[0].map { $0 == "10" ? "X" : $0 }
                "X---a-"
            } == .matching)
    }

    @Test func valuesWiderThanOneCharacterAreQuotedInTheOutput() {
        #expect(
            Marble.verify {
                "ab--"
                $0[0].scan(9) { count, _ in count + 1 }
                "'10'"
            }
                == .mismatch(
                    """
                    Diagrams differ at column 1 (10 ms): expected nothing, got '11'
                      input[0]: ab--
                      expected: '10'
                        actual: '10''11'
                                 ^
                    """))
    }

    @Test func voidEventsAreWrittenAsX() {
        #expect(
            Marble.verify {
                "a-a"
                $0[0].map { _ in () }
                "x-x"
            } == .matching)
    }

    @Test func wholeNumbersHaveNoFractionAndOthersAreQuoted() {
        #expect(
            Marble.verify {
                "ab----"
                $0[0].map { $0 == "a" ? 2.0 : 2.5 }
                "2'2.5'"
            } == .matching)
        #expect(
            Marble.verify {
                "ab----"
                $0[0].map { $0 == "a" ? Float(2) : 2.5 }
                "2'2.5'"
            } == .matching)
    }

    @Test func aGroupHoldsEventsOfOneTickAndCoversItsColumns() {
        #expect(
            Marble.verify {
                "a---b"
                $0[0].merge($0[0].map { $0.uppercased() })
                "[aA]B"
            }.description.hasPrefix("Diagrams differ at column 4 (40 ms): expected B, got [bB]"))
    }
}
