import ObserverKit
import ObserverKitTestSupport
import Testing

/// `stream.values`: a `for await` loop over a stream, ended by cancelling its task.
@MainActor
@Suite struct AsyncValuesTests {
    @Test func aLoopReceivesEveryEventInOrder() async {
        let source = EventSource<Int>()
        let values = source.stream.map { $0 * 10 }.values
        for value in 1...3 { source.send(value) }
        var received: [Int] = []
        for await value in values {
            received.append(value)
            if received.count == 3 { break }
        }
        #expect(received == [10, 20, 30])
    }

    @Test func cancellingTheConsumingTaskEndsTheSubscription() async {
        let source = EventSource<Int>()
        let started = AsyncStream<Void>.makeStream()
        let task = Task { @MainActor in
            var received: [Int] = []
            let values = source.stream.values
            started.continuation.yield()
            for await value in values { received.append(value) }
            return received
        }
        for await _ in started.stream { break }
        #expect(source.hasObservers)
        source.send(1)
        task.cancel()
        let received = await task.value
        #expect(received.count <= 1)
        // The termination handler hops to the main actor to cancel: let it run.
        await MainQueue.turn()
        await Task.yield()
        #expect(!source.hasObservers)
    }
}
