import Dispatch
import ObserverKit
import ObserverKitTesting
import Testing

/// A recorder keeps every value with its virtual time, from any number of threads.
@Suite struct RecorderTests {
    @Test func valuesAreKeptWithTheirVirtualTimes() {
        let scheduler = TestScheduler()
        let source = EventSource<String>()
        let recorder = Recorder<String>(clock: scheduler)
        recorder.observe(source.stream.debounce(for: .milliseconds(30), scheduler: scheduler))
        source.send("a")
        scheduler.advance(by: .milliseconds(50))
        source.send("b")
        scheduler.advance(by: .milliseconds(50))
        #expect(recorder.recorded == [.at(.milliseconds(30), "a"), .at(.milliseconds(80), "b")])
        #expect(recorder.values == ["a", "b"])
        #expect(recorder.recorded.map(\.description) == ["a @ 30 ms", "b @ 80 ms"])
    }

    @Test func withoutAClockEveryTimeIsZero() {
        let recorder = Recorder<Int>()
        recorder.record(1)
        recorder.record(2)
        #expect(recorder.recorded == [.at(.zero, 1), .at(.zero, 2)])
        recorder.removeAll()
        #expect(recorder.recorded.isEmpty)
    }

    @Test func recordingFromSeveralThreadsKeepsEveryValueInOrderPerThread() {
        struct Mark: Equatable, Sendable {
            let thread: Int
            let index: Int
        }
        let recorder = Recorder<Mark>()
        let threads = 8
        let perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { recorder.record(Mark(thread: thread, index: index)) }
        }
        let values = recorder.values
        #expect(values.count == threads * perThread)
        for thread in 0..<threads {
            #expect(values.filter { $0.thread == thread }.map(\.index) == Array(0..<perThread))
        }
    }

    @Test func aRecorderDoesNotKeepItsStreamsSourceAlive() {
        let recorder = Recorder<Int>()
        let report = LeakCheck.run { check in
            let source = EventSource<Int>()
            check.expectGone(source)
            recorder.observe(source.stream)
            source.send(1)
        }
        #expect(report == .noLeaks)
        #expect(recorder.values == [1])
    }
}
