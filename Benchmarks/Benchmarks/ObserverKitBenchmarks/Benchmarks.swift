import Benchmark
import Foundation

/// Every scenario, side by side with its baselines and peer: `swift package --disable-sandbox benchmark`.
///
/// `BENCHMARK_SMOKE=1` runs each scenario once (CI's smoke test: no timing is asserted anywhere).
let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: smoke ? 0 : 10,
        scalingFactor: .kilo,
        maxDuration: smoke ? .milliseconds(1) : .seconds(1),
        maxIterations: smoke ? 1 : 1_000
    )
    registerDispatchBenchmarks()
    registerTapBenchmarks()
    registerSubscriptionBenchmarks()
    registerValueBenchmarks()
    registerChainBenchmarks()
    registerBindingBenchmarks()
    registerCancelBenchmarks()
    registerShortLivedTargetBenchmarks()
    registerObservedControlBenchmarks()
    registerDelegateBenchmarks()
    registerObservedDelegateBenchmarks()
    registerControlRegistrationBenchmarks()
    registerGestureBenchmarks()
    registerOperatorSubscriptionBenchmarks()
    registerObserveOnBenchmarks()
    registerObservedGrowthBenchmarks()
    registerThirdWaveGrowthBenchmarks()
}
