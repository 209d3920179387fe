import Foundation
import ObserverKitHeadless
import ObserverKitTestSupport
import ObserverKitTesting
import Testing

/// Four threads set values and add and cancel observers while the main actor binds and unbinds controls;
/// afterwards every count matches what was delivered, and nothing is left alive.
@MainActor
@Suite struct ConcurrencyStressTests {
    nonisolated static let threads = 4
    nonisolated static let setsPerThread = 25_000

    @Test func valuesObserversAndBindingsUnderConcurrentUse() async {
        weak var weakValue: ObservableValue<Int>?
        weak var weakSlider: ObservableSlider?
        let transients = Tallies()
        do {
            let value = ObservableValue(0)
            let ratio = ObservableValue<Float>(0)
            let steady = Recorder<Int>()
            weakValue = value
            value.observe { steady.record($0) }

            let slider = ObservableSlider()
            weakSlider = slider
            let done = Flag()
            let workers = Self.startWorkers(value: value, ratio: ratio, transients: transients, done: done)

            // Meanwhile, on the main actor: bind, rebind and unbind while the workers set.
            var bindings = 0
            while !done.isSet {
                let token = slider.bind(ratio)
                slider.drag(toX: CGFloat(bindings % 200))
                if bindings.isMultiple(of: 2) { token.cancel() }
                bindings += 1
                await Task.yield()
            }
            await workers.value

            // Every set reached the steady observer exactly once: each value once, none lost, none twice.
            let expected = Set(Self.allSetValues)
            #expect(steady.values.count == expected.count)
            #expect(Set(steady.values) == expected)
            // A transient observer gets the set its own thread made while it was registered, may get sets
            // other threads made meanwhile, and never gets one twice.
            let results = transients.results
            #expect(results.count == Self.threads * Self.setsPerThread / 10)
            for result in results {
                #expect(result.received.count == result.distinct.count)
                #expect(result.distinct.contains(result.ownValue))
                #expect(result.distinct.isSubset(of: expected))
            }
            // The slider shows the latest ratio once the main queue has applied the last hop.
            slider.bind(ratio)
            await MainQueue.turn()
            #expect(slider.value == ratio.value)
            #expect(bindings > 0)
        }
        #expect(weakValue == nil)
        #expect(weakSlider == nil)
        #expect(transients.allGone)
    }

    /// Every value the workers set: distinct across threads.
    static var allSetValues: [Int] {
        (0..<threads).flatMap { thread in (1...setsPerThread).map { thread * 1_000_000 + $0 } }
    }

    /// Starts the worker threads; the task completes when they have all finished.
    nonisolated static func startWorkers(
        value: ObservableValue<Int>,
        ratio: ObservableValue<Float>,
        transients: Tallies,
        done: Flag
    ) -> Task<Void, Never> {
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                for index in 1...setsPerThread {
                    let newValue = thread * 1_000_000 + index
                    var transient: (tally: Recorder<Int>, token: ObservationToken)?
                    if index.isMultiple(of: 10) {
                        let tally = Recorder<Int>()
                        transient = (tally, value.observe { tally.record($0) })
                    }
                    value.value = newValue
                    ratio.value = Float(index % 100) / 100
                    if let transient {
                        transient.token.cancel()
                        transients.add(transient.tally, ownValue: newValue)
                    }
                }
                group.leave()
            }
        }
        return Task.detached {
            await withCheckedContinuation { continuation in
                group.notify(queue: .global()) { continuation.resume() }
            }
            done.set()
        }
    }
}
