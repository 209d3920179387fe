import Foundation
import ObserverKitHeadless
import ObserverKitTestSupport
import Testing

/// One-way bindings of a value to any main-actor property, and values derived with `map`.
@MainActor
@Suite struct OneWayBindingTests {
    @Test func aValueDrivesAMainActorPropertyByKeyPath() {
        let button = ObservableButton()
        let isEnabled = ObservableValue(false)
        isEnabled.bind(to: button, \.isEnabled)
        #expect(button.isEnabled == false)
        isEnabled.value = true
        #expect(button.isEnabled)
    }

    @Test func aValueDrivesAnyMainActorSetter() {
        let button = ObservableButton()
        let isPlaying = ObservableValue(true)
        var applied: [Bool] = []
        isPlaying.bind(to: button) { button, playing in
            button.isSelected = playing
            applied.append(playing)
        }
        isPlaying.value = false
        isPlaying.value = false
        #expect(applied == [true, false])
        #expect(button.isSelected == false)
    }

    /// A main-actor function, not only a closure, drives the target: the compiler converts it for `bind`, which it
    /// allows only on the main actor.
    @Test func aMainActorFunctionDrivesTheTarget() {
        let button = ObservableButton()
        let isPlaying = ObservableValue(true)
        func show(_ button: ObservableButton, _ playing: Bool) { button.isSelected = playing }
        let showing: @MainActor (ObservableButton, Bool) -> Void = show
        isPlaying.bind(to: button, showing)
        #expect(button.isSelected)
        isPlaying.value = false
        #expect(button.isSelected == false)
    }

    @Test func cancellingAOneWayBindingStopsIt() {
        let button = ObservableButton()
        let isSelected = ObservableValue(false)
        let token = isSelected.bind(to: button, \.isSelected)
        token.cancel()
        isSelected.value = true
        #expect(button.isSelected == false)
    }

    @Test func theTargetIsHeldWeakly() {
        let isSelected = ObservableValue(false)
        weak var weakButton: ObservableButton?
        do {
            let button = ObservableButton()
            weakButton = button
            isSelected.bind(to: button, \.isSelected)
        }
        #expect(weakButton == nil)
        isSelected.value = true
    }

    /// A binding whose target is gone leaves the value no later than the value's next change, also when that
    /// change is made on another thread: what it captured is released there and then, not on a later turn of the
    /// main queue.
    @Test func aBindingToAGoneTargetLeavesAtAChangeMadeOnAnotherThread() {
        let isSelected = ObservableValue(false)
        weak var captured: CapturedByBinding?
        do {
            let button = ObservableButton()
            let capture = CapturedByBinding()
            captured = capture
            isSelected.bind(to: button) { button, selected in
                withExtendedLifetime(capture) { button.isSelected = selected }
            }
        }
        #expect(captured != nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            isSelected.value = true
            done.signal()
        }
        done.wait()
        #expect(captured == nil)
    }

    /// A change made on another thread is applied on the main queue with the value's latest state, not the one it
    /// delivered: a newer change made on the main thread meanwhile is not undone when the older one arrives.
    @Test func aChangeFromAnotherThreadArrivingAfterANewerOneShowsTheLatest() async {
        let button = ObservableButton()
        let isSelected = ObservableValue(false)
        var applied: [Bool] = []
        isSelected.bind(to: button) { button, selected in
            button.isSelected = selected
            applied.append(selected)
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            isSelected.value = true  // applied on the main queue, later
            done.signal()
        }
        done.wait()
        isSelected.value = false  // on the main thread: applied before the set returns
        await MainQueue.turn()  // the change made on the other thread arrives now
        #expect(button.isSelected == false)
        #expect(applied == [false, false, false])
    }

    @Test func aMappedValueFollowsItsSourceAndDrivesAField() {
        let volume = ObservableValue<Double>(0.5)
        let percent = volume.map { "\(Int($0 * 100)) %" }
        let field = ObservableTextField()
        percent.bind(to: field, \.text)
        #expect(field.text == "50 %")
        volume.value = 0.25
        #expect(percent.value == "25 %")
        #expect(field.text == "25 %")
    }

    @Test func anEquatableMappedValueNotifiesOnlyWhenTheResultChanges() {
        let volume = ObservableValue<Double>(0.1)
        let isLoud = volume.map { $0 > 0.7 }
        let changes = Box<[Bool]>([])
        isLoud.observe { loud in MainActor.assumeIsolated { changes.value.append(loud) } }
        volume.value = 0.2
        volume.value = 0.8
        volume.value = 0.9
        volume.value = 0.3
        #expect(changes.value == [true, false])
    }

    @Test func aMappedValueThatNobodyHoldsOrObservesIsReleasedByTheSourcesNextChange() {
        weak var weakDerived: ObservableValue<String>?
        let source = ObservableValue(1)
        do {
            let derived = source.map { "\($0)" }
            weakDerived = derived
        }
        #expect(weakDerived?.value == "1")
        source.value = 2
        #expect(weakDerived == nil)
    }

    @Test func aMappedValueThatIsObservedFollowsItsSourceUntilItsSourceGoes() {
        weak var weakDerived: ObservableValue<String>?
        var source: ObservableValue<Int>? = ObservableValue(1)
        let seen = Box<[String]>([])
        do {
            let derived = source!.map { "\($0)" }
            derived.observe { text in MainActor.assumeIsolated { seen.value.append(text) } }
            weakDerived = derived
        }
        source?.value = 2
        source?.value = 3
        #expect(seen.value == ["2", "3"])
        #expect(weakDerived?.value == "3")
        source = nil
        #expect(weakDerived == nil)
    }

    @Test func aMappedValueBoundToATargetEndsWithTheTarget() {
        weak var weakDerived: ObservableValue<String>?
        let volume = ObservableValue<Double>(0.25)
        var field: ObservableTextField? = ObservableTextField()
        do {
            let percent = volume.map { "\(Int($0 * 100)) %" }
            percent.bind(to: field!, \.text)
            weakDerived = percent
        }
        volume.value = 0.5
        #expect(field?.text == "50 %")
        #expect(weakDerived != nil)
        field = nil
        volume.value = 0.75  // reaches the dead binding, which ends
        volume.value = 1  // nobody needs the mapped value any more
        #expect(weakDerived == nil)
    }

    @Test func anEquatableMappedValueBoundToAGoneTargetIsReleasedEvenWhenItsResultDoesNotChange() {
        weak var weakDerived: ObservableValue<Bool>?
        let volume = ObservableValue<Double>(0.1)
        var field: ObservableSwitch? = ObservableSwitch()
        do {
            let isLoud = volume.map { $0 > 0.7 }
            isLoud.bind(to: field!, \.isOn)
            weakDerived = isLoud
        }
        field = nil
        volume.value = 0.2  // maps to the same `false`: the derived value notifies nobody
        #expect(weakDerived == nil)
    }
}

/// What a one-way binding's closure captures, to watch its lifetime.
private final class CapturedByBinding {}
