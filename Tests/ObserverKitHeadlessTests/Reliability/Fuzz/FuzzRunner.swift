/// Runs programs against the library and the model side by side, and shrinks a failing one.
@MainActor
enum FuzzRunner {
    /// The first disagreement between the library and the model on `program`, or nil.
    static func firstFailure(of program: [FuzzStep]) -> String? {
        let system = FuzzSystem()
        var model = FuzzModel()
        for (index, step) in program.enumerated() {
            system.run(step)
            model.run(step)
            if let difference = difference(system, model) { return "after step \(index + 1), \(step): \(difference)" }
        }
        system.dropEverything()
        let survivors = system.survivors
        return survivors.isEmpty ? nil : "alive after everything was dropped: \(survivors.joined(separator: ", "))"
    }

    private static func difference(_ system: FuzzSystem, _ model: FuzzModel) -> String? {
        let (actual, expected) = (system.log.lines, model.log)
        if actual != expected {
            let start = zip(actual, expected).prefix { $0 == $1 }.count
            return "deliveries differ from #\(start): library \(actual[start...].prefix(8)), "
                + "model \(expected[start...].prefix(8))"
        }
        if system.valueStates != model.valueStates {
            return "values: library \(system.valueStates), model \(model.valueStates)"
        }
        if system.flagStates != model.flagStates {
            return "flags: library \(system.flagStates), model \(model.flagStates)"
        }
        if system.switchStates != model.switchStates {
            return "switches: library \(system.switchStates), model \(model.switchStates)"
        }
        if system.labelStates != model.labelStates {
            return "labels: library \(system.labelStates), model \(model.labelStates)"
        }
        let lingering = system.bindingsAlive(among: model.bindingsThatMustBeGone)
        if !lingering.isEmpty { return "bindings of gone labels still registered: \(lingering)" }
        let mapped = system.mappedValuesAlive(among: model.mappedValuesThatMustBeGone)
        if !mapped.isEmpty { return "mapped values nobody needs still alive: \(mapped)" }
        if !system.survivors.isEmpty { return "alive after being dropped: \(system.survivors)" }
        return nil
    }

    /// A shortest subsequence of `program` that still fails (`fails`, by default: the library and the model
    /// disagree) that removing chunks, halving their size down to single steps, can find.
    static func shrink(
        _ program: [FuzzStep], while fails: ([FuzzStep]) -> Bool = { firstFailure(of: $0) != nil }
    ) -> [FuzzStep] {
        var program = program
        var chunk = max(program.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < program.count {
                var candidate = program
                candidate.removeSubrange(start..<min(start + chunk, program.count))
                if fails(candidate) {
                    program = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return program
    }
}

/// SplitMix64: a small, fast, seedable generator, so every program can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
