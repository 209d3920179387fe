import Dispatch
import Foundation
import ObserverKit
import Testing

/// `observe(on:)` hands each event from the upstream's thread to its scheduler's: the deliveries it keeps are
/// touched by both, and a scheduler's token is cancelled only on the scheduler's context. Run under
/// ThreadSanitizer (CI's first stage), which reported a race here when the upstream's thread cancelled a
/// delivery the main queue was running.
@MainActor
@Suite struct ObserveOnThreadTests {
    @Test func aDeliveryDroppedWhileItIsScheduledIsNotCancelledFromTheUpstreamsThread() async throws {
        let value = ObservableValue<Int>(0)
        let upstream = EventStream<Int> { send in
            let relay = UncheckedRelay(send)
            return value.observe { relay.send($0) }
        }
        let scheduler = HandOffScheduler()
        var log: [Int] = []
        let token = upstream.observe(on: scheduler).observe { log.append($0) }
        let thread = Thread { value.value = 1 }
        thread.start()
        scheduler.scheduled.wait()
        token.cancel()  // on the main actor, as documented, while the upstream's thread is scheduling
        scheduler.proceed.signal()
        usleep(100_000)  // the upstream's thread keeps (or lets go of) the delivery's token
        try await Task.sleep(for: .milliseconds(100))  // the main queue runs the delivery, which sends nothing
        #expect(log.isEmpty)
    }
}

/// The main scheduler, pausing between scheduling an action and returning its token until the test says.
private struct HandOffScheduler: Scheduler, @unchecked Sendable {
    let scheduled = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    var now: Duration { MainScheduler().now }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken {
        let token = MainScheduler().schedule(after: delay, action)
        scheduled.signal()
        proceed.wait()
        return token
    }
}

/// Carries a stream's `send` into a value's `@Sendable` handler, for a test that sends from another thread.
private final class UncheckedRelay: @unchecked Sendable {
    let send: (Int) -> Void

    init(_ send: @escaping (Int) -> Void) {
        self.send = send
    }
}
