import Foundation

/// gtk-check run again as a child process with extra environment variables, for the checks that need a run of
/// their own (one that stops the program, one that must end by a signal) and read how it ended.
struct SelfRun {
    /// How the child ended and what it wrote to standard error.
    let reason: Process.TerminationReason
    let status: Int32
    let errors: String

    /// Runs gtk-check with `variables` added to this run's environment and waits for it to end; throws when it
    /// cannot start.
    init(with variables: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.environment = ProcessInfo.processInfo.environment.merging(variables) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        self.errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        reason = process.terminationReason
        status = process.terminationStatus
    }

    /// Runs gtk-check with `variables` (``init(with:)``); when it cannot start, a failed check that names `purpose`,
    /// and `nil`.
    @MainActor static func run(_ purpose: String, with variables: [String: String], _ checks: Checks) -> SelfRun? {
        do {
            return try SelfRun(with: variables)
        } catch {
            checks.expect(false, purpose, "\(error)")
            return nil
        }
    }

    /// Whether the child ended by a signal (a trap, an abort).
    var endedBySignal: Bool { reason == .uncaughtSignal }
}
