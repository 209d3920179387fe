import CObserverKit
import Foundation
import Testing

@testable import ObserverKit

/// `MainThread.isCurrent` and the kernel's answer beneath it, which each thread keeps once asked: the main actor
/// is current every time it asks, another thread never is, and a `fork` child's one thread is its main thread
/// whatever it was in the parent. (In a test runner the main actor's jobs run on a worker thread that drains the
/// main queue, not on the process's main thread: `isCurrent` answers for both.)
@Suite struct MainThreadTests {
    @Test @MainActor func theMainActorIsCurrentEveryTimeItAsks() {
        #expect(MainThread.isCurrent)
        #expect(MainThread.isCurrent)
    }

    @Test func anotherThreadIsNotTheMainThreadEveryTimeItAsks() async {
        let answers = await Self.answers(ofANewThreadAsking: 3)
        #expect(answers.map(\.kernel) == [0, 0, 0])
        #expect(answers.map(\.isCurrent) == [false, false, false])
        #expect(await MainActor.run { MainThread.isCurrent })
    }

    #if os(Linux)
        @Test func aForkChildsOneThreadIsItsMainThreadThoughItAskedBeforeAsAnotherThread() async {
            await #expect(processExitsWith: .exitCode(0)) {
                // A thread that is not the main thread asks (and keeps the answer), then forks: in the child it is
                // the one thread, the child's main thread.
                let forked = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
                    Thread {
                        guard observerkit_is_main_thread() == 0 else { return done.resume(returning: 10) }
                        let child = fork()
                        if child == 0 { _exit(observerkit_is_main_thread() == 1 ? 0 : 11) }
                        var status: Int32 = 0
                        waitpid(child, &status, 0)
                        done.resume(returning: (status >> 8) & 0xFF)
                    }.start()
                }
                exit(forked)
            }
        }
    #endif

    /// What a new thread's `observerkit_is_main_thread()` and `MainThread.isCurrent` answer, asked `count` times in
    /// a row.
    private static func answers(ofANewThreadAsking count: Int) async -> [(kernel: Int32, isCurrent: Bool)] {
        await withCheckedContinuation { (done: CheckedContinuation<[(kernel: Int32, isCurrent: Bool)], Never>) in
            Thread {
                done.resume(returning: (0..<count).map { _ in (observerkit_is_main_thread(), MainThread.isCurrent) })
            }.start()
        }
    }
}
