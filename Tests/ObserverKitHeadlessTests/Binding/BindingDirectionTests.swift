import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Both directions of `bind(_:)` for every value control: the control shows the value at once, user edits
/// write the value, value changes set the control without sending an event.
@MainActor
@Suite struct BindingDirectionTests {
    @Test func sliderShowsTheValueAtOnceAndFollowsItWithoutEvents() {
        let slider = ObservableSlider()
        let recording = slider.recorder()
        let position = ObservableValue<Float>(0.4)
        slider.bind(position)
        #expect(slider.value == 0.4)
        position.value = 0.9
        #expect(slider.value == 0.9)
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func sliderDragWritesTheValue() {
        let slider = ObservableSlider()
        let position = ObservableValue<Float>(0)
        slider.bind(position)
        let recorder = Box<[Float]>([])
        position.observe { value in MainActor.assumeIsolated { recorder.value.append(value) } }
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(50, 15))
        slider.moveTouch(to: .at(150, 15))
        slider.endTouch()
        #expect(recorder.value == [0.25, 0.75])
        #expect(position.value == 0.75)
    }

    @Test func removingTheBoundEventsObserversEndsTheDirectionToTheValueOnly() {
        let slider = ObservableSlider()
        let position = ObservableValue<Float>(0)
        slider.bind(position)
        #expect(slider.observers(for: .valueChanged).count == 1)
        slider.removeObservers(for: .valueChanged)
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: .at(150, 15))
        #expect(slider.value == 0.75)
        slider.endTouch()
        #expect(position.value == 0)
        #expect(slider.value == 0)  // at the touch's end the binding shows the value, which heard nothing
        position.value = 0.5
        #expect(slider.value == 0.5)
    }

    @Test func switchBothWays() {
        let toggle = ObservableSwitch()
        let isOn = ObservableValue(true)
        toggle.bind(isOn)
        #expect(toggle.isOn)
        toggle.tap()
        #expect(isOn.value == false)
        let recording = toggle.recorder()
        isOn.value = true
        #expect(toggle.isOn)
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func stepperBothWays() {
        let stepper = ObservableStepper()
        let volume = ObservableValue<Double>(10)
        stepper.bind(volume)
        #expect(stepper.value == 10)
        stepper.tap(at: .at(stepper.bounds.width * 0.75, 16))
        #expect(volume.value == 11)
        stepper.tap(at: .at(stepper.bounds.width * 0.25, 16))
        #expect(volume.value == 10)
        let recording = stepper.recorder()
        volume.value = 42
        #expect(stepper.value == 42)
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func textFieldBothWays() {
        let field = ObservableTextField()
        let name = ObservableValue("Ada")
        field.bind(name)
        #expect(field.text == "Ada")
        field.becomeFirstResponder()
        field.insertText("m")
        #expect(name.value == "Adam")
        field.deleteBackward()
        #expect(name.value == "Ada")
        let recording = field.recorder()
        name.value = "Grace"
        #expect(field.text == "Grace")
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func segmentedControlBothWays() {
        let segments = ObservableSegmentedControl(items: ["A", "B", "C"])
        let selection = ObservableValue(1)
        segments.bind(selection)
        #expect(segments.selectedSegmentIndex == 1)
        segments.tap(at: .at(200, 16))
        #expect(selection.value == 2)
        let recording = segments.recorder()
        selection.value = 0
        #expect(segments.selectedSegmentIndex == 0)
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func textViewBothWays() {
        let view = ObservableTextView()
        let notes = ObservableValue("draft")
        view.bind(notes)
        #expect(view.text == "draft")
        view.becomeFirstResponder()
        view.insertText("!")
        #expect(notes.value == "draft!")
        var reported: [ObservableTextView.Action] = []
        view.addObserver { reported.append($0) }
        notes.value = "clean"
        #expect(view.text == "clean")
        #expect(reported.isEmpty)
    }

    @Test func aTextViewsRemoveObserversLeavesItsBindingWorkingBothWays() {
        let view = ObservableTextView()
        let notes = ObservableValue("draft")
        view.bind(notes)
        #expect(view.observers.isEmpty)  // the binding is not one of the view's observers
        var reported: [ObservableTextView.Action] = []
        let observer = view.addObserver { reported.append($0) }
        view.removeObservers()
        view.becomeFirstResponder()
        view.insertText("!")
        #expect(notes.value == "draft!")
        view.addObserver { reported.append($0) }
        view.remove(observer: observer)
        view.observers = []  // a conformer's own edit of the array leaves it too
        view.insertText("?")
        #expect(notes.value == "draft!?")
        notes.value = "clean"
        #expect(view.text == "clean")
        #expect(reported.isEmpty)
    }

    @Test func aTextViewBindingEndsThroughItsTokenOrARebindOnly() {
        let view = ObservableTextView()
        let first = ObservableValue("a")
        let token = view.bind(first)
        view.becomeFirstResponder()
        token.cancel()
        view.insertText("b")
        #expect(first.value == "a")
        first.value = "c"
        #expect(view.text == "ab")
        let second = ObservableValue("x")
        view.bind(second)
        let third = ObservableValue("y")
        view.bind(third)
        view.insertText("z")
        #expect(second.value == "x")
        #expect(third.value == "yz")
    }

    @Test func aTextViewsObserversReadTheTextTheBindingWroteWhateverTheyWereAddedBefore() {
        let view = ObservableTextView()
        let notes = ObservableValue("")
        var seen: [String] = []
        view.addObserver { if case .didChange = $0 { seen.append("before: \(notes.value)") } }
        view.bind(notes)
        view.addObserver { if case .didChange = $0 { seen.append("after: \(notes.value)") } }
        view.becomeFirstResponder()
        view.insertText("Hi")
        #expect(seen == ["before: Hi", "after: Hi"])
    }

    /// `bind(_:)`'s example, as written in its DocC comment.
    @Test func theTextViewBindExampleWritesTheValueAfterRemoveObservers() {
        let notes = ObservableTextView()
        let draft = ObservableValue("")
        var printed: [String] = []
        notes.bind(draft)
        notes.addObserver { _ in printed.append(draft.value) }
        notes.removeObservers()  // the binding stays
        notes.becomeFirstResponder()
        notes.insertText("Hi")  // draft.value == "Hi"
        #expect(draft.value == "Hi")
        #expect(printed.isEmpty)
    }

    @Test func textViewDelegateCallbacksArriveAsActions() {
        let view = ObservableTextView()
        var reported: [ObservableTextView.Action] = []
        view.addObserver { reported.append($0) }
        view.insertText("ignored before editing")
        view.becomeFirstResponder()
        view.insertText("Hi")
        view.pressReturn()
        view.deleteBackward()
        view.resignFirstResponder()
        view.resignFirstResponder()
        #expect(reported == [.didBeginEditing, .didChange("Hi"), .didChange("Hi\n"), .didChange("Hi"), .didEndEditing])
    }

    @Test func aValueOutsideTheRangeShowsClampedAndIsLeftAlone() {
        let slider = ObservableSlider()
        let position = ObservableValue<Float>(7)
        slider.bind(position)
        #expect(slider.value == 1)
        #expect(position.value == 7)
        position.value = .nan
        #expect(slider.value == 1)
    }
}

/// A main-actor mutable box, for collecting from `@Sendable` handlers that run on the main thread.
@MainActor
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
