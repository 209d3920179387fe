import CGtk4
import CGtkHelpers
import Foundation

/// GTK set up for ObserverKit: GTK initialized once, and Dispatch's main queue (main-actor jobs,
/// `MainScheduler` timers) drained from GLib's main loop, so main-actor code and press-and-hold run inside a
/// GTK window.
@MainActor
public enum GTKApplication {
    private static var isStarted = false

    /// Initializes GTK on the main thread and starts draining the main queue from GLib's main loop. Idempotent.
    public static func start() {
        guard !isStarted else { return }
        isStarted = true
        gtk_init()
        okg_timeout_add(
            4,
            { _ in
                _ = RunLoop.main.run(mode: .default, before: Date())
            }, nil)
    }

    /// Runs GLib's main loop until `done` returns true or `timeout` passes; returns `done()`.
    @discardableResult
    public static func iterate(timeout: Duration = .seconds(5), until done: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !done() && clock.now < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        return done()
    }

    /// Runs GLib's main loop for `duration`.
    public static func run(for duration: Duration) {
        iterate(timeout: duration) { false }
    }
}
