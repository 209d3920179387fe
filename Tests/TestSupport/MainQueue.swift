import Dispatch

/// Waiting for, and recognising, the main queue in tests (shared by every test target).
public enum MainQueue {
    /// Returns after everything queued on the main queue before the call has run.
    @MainActor
    public static func turn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Whether the caller runs in a job of the main queue: what the main actor means on every platform
    /// (on Linux, an async `main` drains the main queue on a worker thread).
    public static var isMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
