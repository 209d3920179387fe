import Foundation
import Observation
import ObserverKitHeadless
import ObserverKitTestSupport
import Testing

/// A binding's token may be cancelled on any thread (an ``ObservationBag`` emptied on a background thread):
/// the parts that belong to the main actor end there, shortly after.
@MainActor
@Suite struct OffMainCancelTests {
    @Test func aModelBindingCancelledOffTheMainThreadEndsWithoutStoppingTheProgram() async {
        await #expect(processExitsWith: .success) {
            let bag = await MainActor.run { () -> ObservationBag in
                let model = PlayerModel()
                let slider = ObservableSlider()
                let bag = ObservationBag()
                slider.bind(to: model, \.volume).store(in: bag)
                KeptAlive.objects = [model, slider]
                return bag
            }
            // It stopped the program here (`MainActor.assumeIsolated` off the main thread). That the binding has
            // ended, on any thread, is the rebind test's below.
            bag.cancelAllOnAnotherThread()
        }
    }

    @Test func aTextViewBindingCancelledOffTheMainThreadEndsOnTheMainActor() async {
        // Under ThreadSanitizer this raced: the text view's observers were changed on the cancelling thread.
        let notes = ObservableTextView()
        let draft = ObservableValue("")
        let bag = ObservationBag()
        notes.bind(draft).store(in: bag)
        notes.becomeFirstResponder()
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.signal()
            bag.cancelAll()
            finished.signal()
        }
        thread.start()
        started.wait()
        for _ in 0..<20_000 { notes.insertText("a") }
        // The cancel has returned, and what it left for the main queue has run: no wait on a clock.
        finished.wait()
        await MainQueue.turn()
        #expect(notes.observers.isEmpty)
        let written = draft.value
        notes.insertText("b")
        #expect(draft.value == written)  // ended: the view's edits no longer reach the value
    }

    @Test func aModelBindingCancelledOffTheMainThreadThenReboundShowsOnlyTheNewModel() async throws {
        let old = PlayerModel()
        let new = PlayerModel()
        new.volume = 0.1
        let slider = ObservableSlider()
        let bag = ObservationBag()
        slider.bind(to: old, \.volume).store(in: bag)
        old.volume = 0.9  // would reach the slider on the next main turn
        bag.cancelAllOnAnotherThread()
        slider.bind(to: new, \.volume)
        #expect(slider.value == 0.1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(slider.value == 0.1)
        #expect(new.volume == 0.1)
    }

    @Test func aValueBindingCancelledOffTheMainThreadThenReboundWritesOnlyTheNewValue() async throws {
        let slider = ObservableSlider()
        let first = ObservableValue<Float>(0.5)
        let second = ObservableValue<Float>(0.5)
        let bag = ObservationBag()
        slider.bind(first).store(in: bag)
        bag.cancelAllOnAnotherThread()
        slider.bind(second)
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: CGPoint(x: slider.bounds.maxX, y: slider.bounds.midY))
        slider.endTouch()
        #expect(second.value == 1)
        #expect(first.value == 0.5)
        try await Task.sleep(for: .milliseconds(50))
        #expect(first.value == 0.5)
    }

    @Test func aTextViewBindingCancelledOffTheMainThreadThenReboundWritesOnlyTheNewValue() async throws {
        let notes = ObservableTextView()
        let first = ObservableValue("")
        let second = ObservableValue("")
        let bag = ObservationBag()
        notes.bind(first).store(in: bag)
        bag.cancelAllOnAnotherThread()
        notes.bind(second)
        notes.becomeFirstResponder()
        notes.insertText("a")
        #expect(second.value == "a")
        #expect(first.value == "")
        try await Task.sleep(for: .milliseconds(50))
        #expect(first.value == "")
    }
}

/// What an exit test keeps alive while its child process runs.
@MainActor
private enum KeptAlive {
    static var objects: [AnyObject] = []
}

extension ObservationBag {
    /// Cancels every token on a thread of its own, and waits until that is done.
    fileprivate func cancelAllOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            self.cancelAll()
            done.signal()
        }
        done.wait()
    }
}
