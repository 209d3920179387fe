import Foundation
import Testing

/// Random programs of the public API against a reference model: after every step, what the library
/// delivered, the values it holds and what it keeps alive match the model.
///
/// Seeded: program `i` comes from seed `OBSERVERKIT_FUZZ_SEED + i` (default seed below); a failure prints its
/// seed and a shrunk program. `OBSERVERKIT_FUZZ_PROGRAMS` changes how many programs run (10,000 by default).
@MainActor
@Suite("Model-based fuzzing")
struct ModelBasedFuzzTests {
    static let defaultSeed: UInt64 = 0x0B5E_7E4E_2026
    static let defaultPrograms = 10_000

    @Test("10,000 random programs agree with the reference model at every step")
    func randomProgramsMatchTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["OBSERVERKIT_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let programs = environment["OBSERVERKIT_FUZZ_PROGRAMS"].flatMap { Int($0) } ?? Self.defaultPrograms
        var steps = 0
        for index in 0..<programs {
            let programSeed = seed &+ UInt64(index)
            let program = Self.program(seed: programSeed)
            steps += program.count
            guard let failure = FuzzRunner.firstFailure(of: program) else { continue }
            let shrunk = FuzzRunner.shrink(program)
            Issue.record(
                """
                program with seed \(programSeed) failed \(failure)
                shrunk to \(shrunk.count) of \(program.count) steps, which fails \(FuzzRunner.firstFailure(of: shrunk) ?? "?"):
                \(shrunk.map { "  \($0)" }.joined(separator: "\n"))
                replay: OBSERVERKIT_FUZZ_SEED=\(programSeed) OBSERVERKIT_FUZZ_PROGRAMS=1 swift test --filter ModelBasedFuzz
                """)
            return
        }
        #expect(steps > programs * 10)
    }

    @Test("shrinking keeps only the steps a failure needs")
    func shrinkingFindsTheEssentialSteps() {
        // A stand-in failure: "a button that exists receives touchDown". Only two steps are essential.
        let fails = { (program: [FuzzStep]) -> Bool in
            guard let made = program.firstIndex(of: .makeButton(slot: 1)) else { return false }
            return program[made...].contains(.sendActions(slot: 1, events: .touchDown))
        }
        let program =
            Self.program(seed: 7) + [.makeButton(slot: 1)] + Self.program(seed: 8)
            + [.sendActions(slot: 1, events: .touchDown)] + Self.program(seed: 9)
        #expect(fails(program))
        #expect(
            FuzzRunner.shrink(program, while: fails) == [
                .makeButton(slot: 1), .sendActions(slot: 1, events: .touchDown),
            ])
    }

    @Test("the same seed always makes the same program; different seeds make different ones")
    func programsAreReproducible() {
        #expect(Self.program(seed: 42) == Self.program(seed: 42))
        #expect((0..<20).map { Self.program(seed: $0) }.count { $0 != Self.program(seed: 42) } >= 19)
    }

    /// The program of one seed: 1 to 40 steps.
    static func program(seed: UInt64) -> [FuzzStep] {
        var rng = SplitMix64(seed: seed)
        let length = Int.random(in: 1...40, using: &rng)
        return (0..<length).map { _ in FuzzStep.random(using: &rng) }
    }
}
