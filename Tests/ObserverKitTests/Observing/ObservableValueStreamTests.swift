import Dispatch
import ObserverKit
import Testing

/// `ObservableValue.stream`: the value's values as an EventStream on the main actor.
@MainActor
@Suite("ObservableValue.stream")
struct ObservableValueStreamTests {
    @Test("sends the current value when observed, then every change, and nothing after its token is cancelled")
    func currentThenChanges() {
        let volume = ObservableValue(1)
        var received: [Int] = []
        let token = volume.stream.observe { received.append($0) }
        volume.value = 2
        volume.value = 2
        volume.value = 3
        token.cancel()
        volume.value = 4
        #expect(received == [1, 2, 3])
    }

    @Test("a form's valid flag from two values, with combineLatest")
    func formValidity() {
        let email = ObservableValue("")
        let password = ObservableValue("")
        var valid: [Bool] = []
        email.stream.combineLatest(password.stream) { $0.contains("@") && $1.count >= 8 }
            .distinctUntilChanged()
            .observe { valid.append($0) }
        email.value = "ada@example.org"
        password.value = "correct horse"
        password.value = "short"
        #expect(valid == [false, true, false])
    }

    @Test("a change made on another thread arrives on the main actor")
    func otherThreadHopsToMain() async {
        let count = ObservableValue(0)
        var received: [Int] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            count.stream.observe { value in
                received.append(value)
                if value == 1 { done.resume() }
            }
            DispatchQueue.global().async { count.value = 1 }
        }
        #expect(received == [0, 1])
    }

    @Test("the stream holds the value weakly: a gone value's stream sends nothing")
    func holdsTheValueWeakly() {
        var stream: EventStream<Int>?
        weak var weakValue: ObservableValue<Int>?
        do {
            let value = ObservableValue(5)
            weakValue = value
            stream = value.stream
        }
        #expect(weakValue == nil)
        var received: [Int] = []
        stream?.observe { received.append($0) }
        #expect(received.isEmpty)
    }
}
