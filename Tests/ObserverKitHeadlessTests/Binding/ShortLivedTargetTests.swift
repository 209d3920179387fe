import Dispatch
import ObserverKitHeadless
import ObserverKitTestSupport
import Testing

/// Screens whose cells and bindings come and go: a value that outlives its targets accumulates nothing.
@MainActor
@Suite struct ShortLivedTargetTests {
    /// A cell's label: any main-actor object a value drives.
    final class Label: Sendable {
        nonisolated(unsafe) var text = ""
    }

    /// Something a binding's closure captures, to see when the binding is released.
    final class Capture: Sendable {}

    @Test func aBindingWhoseTargetIsGoneLeavesTheValueAtItsNextChange() {
        let title = ObservableValue("a")
        var captures: [WeakBox] = []
        for _ in 0..<100_000 {
            let label = Label()
            let capture = Capture()
            captures.append(WeakBox(capture))
            title.bind(to: label) { label, text in withExtendedLifetime(capture) { label.text = text } }
        }  // every label is gone: each binding holds its target weakly
        #expect(captures.allSatisfy { $0.object != nil })
        title.value = "b"
        #expect(captures.allSatisfy { $0.object == nil })
    }

    @Test func aLiveTargetKeepsItsBindingAmongManyGoneOnes() {
        let title = ObservableValue("a")
        let kept = Label()
        for _ in 0..<1_000 { title.bind(to: Label(), \.text) }
        title.bind(to: kept, \.text)
        for _ in 0..<1_000 { title.bind(to: Label(), \.text) }
        title.value = "b"
        title.value = "c"
        #expect(kept.text == "c")
    }

    @Test func mappedValuesOfCellsThatAreGoneAreReleased() {
        let volume = ObservableValue<Double>(0.25)
        var mapped: [WeakBox] = []
        var labels: [Label] = []
        for _ in 0..<10_000 {
            let label = Label()
            labels.append(label)
            let percent = volume.map { "\(Int($0 * 100)) %" }
            percent.bind(to: label, \.text)
            mapped.append(WeakBox(percent))
        }
        volume.value = 0.5
        #expect(labels.allSatisfy { $0.text == "50 %" })
        #expect(mapped.allSatisfy { $0.object != nil })
        labels = []
        volume.value = 0.75
        #expect(mapped.allSatisfy { $0.object == nil })
    }

    @Test func aControlsTokenCancelledOnAnotherThreadTakesEffectOnTheMainQueue() async {
        let button = ObservableButton()
        var taps = 0
        let token = UncheckedSendableToken(button.addObserver(for: .touchUpInside) { taps += 1 })
        button.tap()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                token.token.cancel()
                continuation.resume()
            }
        }
        await MainQueue.turn()
        button.tap()
        #expect(taps == 1)
        #expect(button.observers.isEmpty)
    }
}

/// A weak reference kept in an array.
struct WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A main-actor token handed to another thread to be cancelled there.
struct UncheckedSendableToken: @unchecked Sendable {
    let token: ObservationToken
    init(_ token: ObservationToken) { self.token = token }
}
