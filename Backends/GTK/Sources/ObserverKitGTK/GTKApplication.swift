import CGtk4
import CGtkHelpers
import Foundation

/// GTK set up for ObserverKit: GTK initialized once, and Dispatch's main queue (main-actor jobs,
/// `MainScheduler` timers) drained from GLib's main loop, so main-actor code and press-and-hold run inside a
/// GTK window; ``run()`` is an app's own main loop.
///
/// ```swift
/// GTKApplication.start()
/// let window = Window(title: "Hello", width: 320, height: 120)
/// window.add(ObservableButton(label: "Hi"))
/// window.present()
/// GTKApplication.run()  // until the window closes
/// ```
///
/// The main queue is not polled: a GLib source watches the descriptor libdispatch signals when work is
/// submitted to the main queue (the one CoreFoundation's run loop watches on Linux) and drains the queue when it
/// becomes readable, so an idle window's process sleeps in `poll` until GTK or Dispatch has work. Foundation's
/// `RunLoop.main` is not run (its `Timer`s do not fire in a GTK app): schedule on the main queue, a
/// `MainScheduler` or `Task.sleep` instead.
@MainActor
public enum GTKApplication {
    private static var isStarted = false
    private static var isQuitting = false

    /// Initializes GTK on the main thread and starts draining the main queue from GLib's main loop. Idempotent.
    /// Ends the program with exit status 1 and ``noDisplayMessage`` on standard error (no crash, no backtrace)
    /// when GTK cannot open a display; call ``startIfDisplayAvailable()`` to handle that yourself.
    ///
    /// Without a D-Bus session bus (`DBUS_SESSION_BUS_ADDRESS` unset, as under `xvfb-run` on a server), GTK's
    /// accessibility bridge cannot reach assistive technology and only warns "Unable to acquire session bus";
    /// there, unless `GTK_A11Y` says otherwise, it is turned off (`GTK_A11Y=none`) before GTK starts.
    public static func start() {
        guard startIfDisplayAvailable() else {
            FileHandle.standardError.write(Data((noDisplayMessage + "\n").utf8))
            exit(1)
        }
    }

    /// Initializes GTK as ``start()`` does, and returns whether it could open a display (`false`: none, and
    /// nothing started).
    ///
    /// ```swift
    /// guard GTKApplication.startIfDisplayAvailable() else {
    ///     print(GTKApplication.noDisplayMessage)
    ///     exit(1)
    /// }
    /// ```
    public static func startIfDisplayAvailable() -> Bool {
        guard !isStarted else { return true }
        let environment = ProcessInfo.processInfo.environment
        if environment["DBUS_SESSION_BUS_ADDRESS"] == nil && environment["GTK_A11Y"] == nil {
            setenv("GTK_A11Y", "none", 0)
        }
        guard gtk_init_check() != 0 else { return false }
        isStarted = true
        _ = okg_watch_main_queue()
        return true
    }

    /// What to do without a display: run under a virtual X server.
    public static let noDisplayMessage = """
        GTK could not open a display (neither DISPLAY nor WAYLAND_DISPLAY names one that answers).
        On a machine without a screen, run under a virtual X server:
            xvfb-run -a -s "-screen 0 1280x800x24" <command>
        """

    /// Runs GLib's main loop until the last window closes or ``quit()`` is called: an app's main loop, in which
    /// GTK's events, main-actor tasks and main-queue work run as they arrive (the loop sleeps in between). When it
    /// returns, the windows closed while it ran have let go of their widgets and controls (see ``Window``).
    ///
    /// ```swift
    /// window.present()
    /// GTKApplication.run()
    /// print("closed")
    /// ```
    public static func run() {
        start()
        isQuitting = false
        let windows = gtk_window_get_toplevels()
        while !isQuitting && g_list_model_get_n_items(windows) > 0 {
            g_main_context_iteration(nil, 1)
        }
        isQuitting = false
        // The last window closed in the last turn: what it let go of waits for the end of that turn, which is now.
        ClosedWindows.letGoOfWaiting()
    }

    /// Makes ``run()`` return after the event or work in progress; a no-op when it is not running.
    ///
    /// ```swift
    /// quitButton.addObserver(for: .touchUpInside) { GTKApplication.quit() }
    /// ```
    public static func quit() {
        isQuitting = true
        g_main_context_wakeup(nil)
    }

    /// Runs GLib's main loop until `done` returns true or `timeout` passes; returns `done()`. For checks and
    /// scripts that wait for a condition: it looks at `done` every millisecond; apps use ``run()``.
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
