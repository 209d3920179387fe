import Foundation
import Observation
import ObserverKitHeadless
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
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                bag.cancelAll()
                done.signal()
            }
            done.wait()
            // The model binding has ended on the main queue: a change of the model no longer reaches the slider.
            await MainActor.run {
                let model = KeptAlive.objects[0] as! PlayerModel
                let slider = KeptAlive.objects[1] as! ObservableSlider
                model.volume = 0.9
                _ = slider
            }
            try? await Task.sleep(for: .milliseconds(20))
            let value = await MainActor.run { (KeptAlive.objects[1] as! ObservableSlider).value }
            if value != 0.5 { exit(1) }
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
        let thread = Thread {
            started.signal()
            bag.cancelAll()
        }
        thread.start()
        started.wait()
        for _ in 0..<20_000 { notes.insertText("a") }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(notes.observers.isEmpty)
    }
}

/// What an exit test keeps alive while its child process runs.
@MainActor
private enum KeptAlive {
    static var objects: [AnyObject] = []
}
