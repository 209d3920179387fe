import Foundation

/// The demo's entry point: parses the command line, then runs the session on the main actor while the main
/// thread runs its run loop, which drains the main queue (main-actor jobs and `MainScheduler` timers).
///
/// Not an async `main`: on Linux that parks the main thread in `dispatch_main()`, which ends it with
/// `pthread_exit`, a path valgrind cannot follow; the leak check runs the demo under valgrind.
@main
enum DemoMain {
    @MainActor private static var exitCode: Int32?

    static func main() {
        let command = DemoCommand.parseOrExit()
        MainActor.assumeIsolated {
            Task {
                do {
                    try await command.run()
                    exitCode = EXIT_SUCCESS
                } catch {
                    DemoCommand.exit(withError: error)
                }
            }
            while exitCode == nil {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            }
        }
    }
}
