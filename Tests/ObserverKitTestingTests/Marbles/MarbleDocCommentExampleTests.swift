import ObserverKit
import ObserverKitTesting
import Testing

/// The examples of the marble types' doc comments (`Marble`, `MarbleInputs`, `MarbleBuilder`, `MarbleDiagram`),
/// as written there, each asserted to match: a reader pastes them into a test and expects them to pass.
struct MarbleDocCommentExampleTests {
    @Test func marblesExample() {
        #expect(
            Marble.verify {
                "ab-c-----d-----"
                $0[0].debounce(for: $0.ticks(3), scheduler: $0.scheduler)
                "------c-----d--"
            } == .matching)
    }

    @Test func marbleInputsExample() {
        #expect(
            Marble.verify {
                "a-b--c-"
                "-1--2--"
                $0[0].merge($0[1])
                "a1b-2c-"
            } == .matching)
    }

    /// It read `"ab-cd-"`: c arrives at the trigger's tick, before it (input lines act first line first), so
    /// the output was `ab-[c|]`, not the `ab-|--` the comment expected.
    @Test func marbleBuilderExample() {
        #expect(
            Marble.verify {
                "ab--d-"  // input[0]
                "---x--"  // input[1]
                $0[0].takeUntil($0[1])
                "ab-|--"  // expected
            } == .matching)
    }

    @Test func marbleDiagramExample() {
        #expect(
            Marble.verify {
                "abc-------d-"
                $0[0].throttle(for: $0.ticks(5), scheduler: $0.scheduler)
                "a----c----d-"
            } == .matching)
    }
}
