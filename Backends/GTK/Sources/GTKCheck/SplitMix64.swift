/// A small deterministic pseudo-random generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same numbers on every machine and Swift version, so a random script that fails can be named by its seed and
/// played again. Not for anything but generating check input.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// random.below(6)         // 0..<6, the same every run for seed 7
/// random.int(in: -3...3)
/// ```
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<count` (`count` at least 1); the slight modulo bias does not matter for check input.
    mutating func below(_ count: Int) -> Int {
        precondition(count > 0, "SplitMix64.below: count \(count) must be at least 1")
        return Int(next() % UInt64(count))
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }
}
