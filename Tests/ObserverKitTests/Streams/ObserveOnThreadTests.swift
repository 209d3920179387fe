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

    @Test func cancellingOnTheSchedulersContextWhileAPlainSourceSendsOnItsThreadIsNoRace() async throws {
        // The source is subscribed before its thread starts, then used only there; the token is cancelled on
        // the main actor, the scheduler's context, as documented, with nothing ordering the cancel before or
        // after the sends that follow it: under ThreadSanitizer, the cancel and the upstream handler reading
        // whether it happened raced.
        nonisolated(unsafe) let source = EventSource<Int>()
        var log: [Int] = []
        let token = source.stream.observe(on: MainScheduler()).observe { log.append($0) }
        let sent = DispatchSemaphore(value: 0)
        let thread = Thread {
            for number in 1...100 {
                source.send(number)
                usleep(1_000)
            }
            sent.signal()
        }
        thread.start()
        while log.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        token.cancel()
        let received = log
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                sent.wait()
                done.resume()
            }
        }
        try await Task.sleep(for: .milliseconds(50))  // the deliveries queued before the cancel would run by now
        #expect(log == received)
        #expect(received.first == 1)
    }

    @Test func aCancelBeforeTheSourcesFirstEventOnItsOwnThreadIsNoRace() async throws {
        // Subscribed on the main actor, then handed to a thread of its own (one thread at a time): the cancel
        // cannot tell the source's thread from its own, and no event has told it yet (helper-50's finding).
        nonisolated(unsafe) let source = EventSource<Int>()
        var log: [Int] = []
        let token = source.stream.observe(on: MainScheduler()).observe { log.append($0) }
        let sent = DispatchSemaphore(value: 0)
        let thread = Thread {
            usleep(5_000)  // the cancel below comes first, with nothing ordering it before these sends
            for number in 1...200 { source.send(number) }
            sent.signal()
        }
        thread.start()
        token.cancel()  // on the main actor, the scheduler's context, as documented
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                sent.wait()
                done.resume()
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(log.isEmpty)
        #expect(!source.hasObservers)  // the source's first event ended the registration, on its thread
    }

    @Test func aCancelOnTheThreadOfTheSourcesLatestEventEndsItsRegistrationAtOnce() {
        let source = EventSource<Int>()
        var log: [Int] = []
        let early = source.stream.observe(on: ImmediateScheduler()).observe { log.append($0) }
        early.cancel()
        // Before the source's first event a cancel cannot tell its thread: the next event ends the registration.
        #expect(source.hasObservers)
        source.send(0)
        #expect(!source.hasObservers)
        let token = source.stream.observe(on: ImmediateScheduler()).observe { log.append($0) }
        source.send(1)
        token.cancel()
        #expect(!source.hasObservers)
        source.send(2)
        #expect(log == [1])
    }

    @Test func aCancelOffTheSourcesThreadLetsGoOfTheHandlerAtOnceAndTheSourceEndsTheRegistrationAtItsNextEvent() {
        // Subscribed on a thread of its own, which is then the source's thread: the main actor's cancel is not
        // made there.
        nonisolated(unsafe) let source = EventSource<Int>()
        nonisolated(unsafe) var token = ObservationToken.inert
        nonisolated(unsafe) weak var weakCanary: Canary?
        let subscribed = DispatchSemaphore(value: 0)
        Thread {
            do {
                let canary = Canary()
                weakCanary = canary
                token = source.stream.observe(on: ImmediateScheduler()).observe { _ in canary.sing() }
            }
            subscribed.signal()
        }.start()
        subscribed.wait()
        #expect(weakCanary != nil)
        token.cancel()
        #expect(weakCanary == nil)
        // The source's registration stays until the source's thread ends it, at its next event, which reaches
        // no one.
        #expect(source.hasObservers)
        source.send(1)
        #expect(!source.hasObservers)
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
