import Foundation
import ObserverKitGTK

/// Swift concurrency inside GTK's main loop: main-actor tasks that await, and an `ObservableValue` set on
/// another thread reaching a bound control, both while only GLib's loop runs.
@MainActor
enum MainLoopChecks {
    static func run(_ checks: Checks) {
        var steps: [String] = []
        Task { @MainActor in
            steps.append("started")
            try? await Task.sleep(for: .milliseconds(50))
            steps.append("resumed on the main actor")
            await Task.yield()
            steps.append("done")
        }
        GTKApplication.iterate(timeout: .seconds(5)) { steps.count == 3 }
        checks.expect(
            steps == ["started", "resumed on the main actor", "done"], "a main-actor task awaits inside GTK's loop",
            "\(steps)")

        let window = Window(title: "ObserverKit GTK main loop", width: 300, height: 120)
        let slider = ObservableSlider()
        window.add(slider)
        let position = ObservableValue<Float>(0)
        slider.bind(position)
        Thread.detachNewThread { position.value = 0.6 }
        GTKApplication.iterate(timeout: .seconds(5)) { slider.value == 0.6 }
        checks.expect(slider.value == 0.6, "a value set on another thread reaches its bound GTK slider")
        window.close()
    }
}
