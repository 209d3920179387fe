import CGtk4
import Foundation
import ObserverKitGTK

/// `GTKApplication.run()`, an app's own main loop: it returns on `quit()` and when the last window closes, runs
/// main-queue work and main-actor tasks as they arrive, and sleeps when idle. Prints what it measures: the
/// latency from a main-queue submission (on another thread) to its run, and the CPU an idle window uses.
@MainActor
enum RunLoopChecks {
    static func run(_ checks: Checks) {
        checkQuit(checks)
        checkLastWindow(checks)
        checkLatency(checks)
        checkIdle(checks)
    }

    static func checkQuit(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK run", width: 200, height: 80)
        window.present()
        var steps: [String] = []
        Task { @MainActor in
            steps.append("task")
            try? await Task.sleep(for: .milliseconds(20))
            steps.append("resumed")
            GTKApplication.quit()
        }
        GTKApplication.run()
        checks.expect(
            steps == ["task", "resumed"] && window.isMapped,
            "run() runs main-actor tasks and returns on quit() with a window still open", "\(steps)")
        window.close()
    }

    static func checkLastWindow(_ checks: Checks) {
        let first = Window(title: "ObserverKit GTK first", width: 200, height: 80)
        let second = Window(title: "ObserverKit GTK second", width: 200, height: 80)
        first.present()
        second.present()
        var closed: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            MainActor.assumeIsolated {
                first.close()
                closed.append("first")
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            MainActor.assumeIsolated {
                second.close()
                closed.append("second")
            }
        }
        GTKApplication.run()
        checks.expect(closed == ["first", "second"], "run() returns when the last window closes", "\(closed)")
    }

    /// The time from `DispatchQueue.main.async` on another thread to the block's run, 200 times, 5 ms apart.
    static func checkLatency(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK latency", width: 200, height: 80)
        window.present()
        let samples = Samples()
        let count = 200
        Thread.detachNewThread {
            for index in 0..<count {
                usleep(5_000)
                let submitted = ContinuousClock.now
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        samples.values.append(ContinuousClock.now - submitted)
                        if index == count - 1 { GTKApplication.quit() }
                    }
                }
            }
        }
        GTKApplication.run()
        window.close()
        let sorted = samples.values.sorted()
        let median = sorted.isEmpty ? .zero : sorted[sorted.count / 2]
        let p95 = sorted.isEmpty ? .zero : sorted[sorted.count * 95 / 100]
        print("  main-queue latency in run(): median \(milliseconds(median)) ms, 95th \(milliseconds(p95)) ms")
        checks.expect(
            sorted.count == count && median < .milliseconds(2),
            "a main-queue submission runs in run() within 2 ms at the median", "\(milliseconds(median)) ms")
    }

    /// A window with a button and a bound slider, idle in run() for 10 s: the process's CPU time over the wall
    /// time.
    static func checkIdle(_ checks: Checks) {
        let window = Window(title: "ObserverKit GTK idle", width: 300, height: 160)
        let button = ObservableButton(label: "Idle")
        let slider = ObservableSlider()
        let value = ObservableValue<Float>(0.5)
        slider.bind(value)
        window.add(button)
        window.add(slider)
        window.present()
        GTKApplication.iterate { window.isMapped && slider.bounds.width > 0 }
        // Let the first frames and GTK's start-up work settle.
        GTKApplication.run(for: .milliseconds(500))
        let seconds = 10.0
        let startCPU = processCPUTime()
        let start = ContinuousClock.now
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { GTKApplication.quit() }
        }
        GTKApplication.run()
        let wall = ContinuousClock.now - start
        let cpu = processCPUTime() - startCPU
        let share = cpu / (Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18) * 100
        print("  idle window in run(): \(String(format: "%.3f", share)) % of a core over \(wall)")
        checks.expect(share < 0.5, "an idle window in run() uses under 0.5 % of a core", "\(share) %")
        window.close()
    }

    /// The process's CPU time, all threads, in seconds.
    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.3f", value)
    }

    /// Latencies, appended on the main actor.
    @MainActor
    final class Samples {
        var values: [Duration] = []
    }
}
