import Foundation
import Observation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTestSupport
import Testing

// Swift's Observation module is imported beside ObserverKit here, as SwiftUI imports it for every app: each
// ObserverKit name that Observation, SwiftUI or Combine also declare (`Observable`; `Bindable` in SwiftUI;
// `Scheduler` and `ImmediateScheduler` in Combine) is used with the module-qualified spelling README gives,
// and the names no Apple module declares are used bare, so the file stops compiling if a spelling breaks.

/// A screen that reports to one observer, conforming with the qualified name (Observation's `Observable`
/// is a different protocol).
@MainActor
private final class Screen: @MainActor ObserverKit.Observable {
    var observer: Observer<String>?
    func close() { observer?.observe("closed") }
}

/// An Observation model, through the `@Observable` macro, which ObserverKit's protocol does not shadow.
@Observable @MainActor
private final class Model {
    var volume: Float = 0.5
}

/// Writes `value` to any ObserverKit-bindable control, named with the qualified protocol (SwiftUI's `Bindable`
/// is a property wrapper).
@MainActor
private func show<Control: ObserverKit.Bindable>(_ value: Control.BoundType, on control: Control) {
    control.boundValue = value
}

/// Runs `action` on any ObserverKit scheduler, named with the qualified protocol (Combine's `Scheduler` is another).
private func run(on scheduler: any ObserverKit.Scheduler, _ action: @escaping () -> Void) -> ObservationToken {
    scheduler.schedule(after: .zero, action)
}

@MainActor
@Suite struct NameClashTests {
    @Test func observableConformsWithTheQualifiedName() {
        let screen = Screen()
        var heard: [String] = []
        screen.observer = Observer { heard.append($0) }
        screen.close()
        #expect(heard == ["closed"])
    }

    @Test func anObservationModelBindsBesideObserverKit() {
        let model = Model()
        let slider = ObservableSlider()
        let changed = Flag()
        withObservationTracking {
            _ = model.volume
        } onChange: {
            changed.set()
        }
        slider.bind(to: model, \.volume)
        slider.value = 0.8
        slider.sendActions(for: .valueChanged)  // as a drag reports it: the binding writes the model at once
        #expect(model.volume == 0.8)
        #expect(changed.isSet)
    }

    @Test func bindableIsSpelledWithTheModule() {
        let slider = ObservableSlider()
        show(0.25, on: slider)
        #expect(slider.value == 0.25)
    }

    @Test func schedulersAreSpelledWithTheModule() {
        var ran = 0
        _ = run(on: ObserverKit.ImmediateScheduler()) { ran += 1 }
        let scheduler = TestScheduler()
        _ = run(on: scheduler) { ran += 10 }
        scheduler.advance(by: .zero)
        let main: any ObserverKit.Scheduler = MainScheduler()
        #expect(main.now >= .zero)
        #expect(ran == 11)
    }

    @Test func namesNoAppleModuleDeclaresNeedNoQualification() {
        let value = ObservableValue(1)
        let changed = Flag()
        let source = EventSource<Int>()
        var seen: [Int] = []
        let tokens: [ObservationToken] = [
            value.observe { _ in changed.set() },
            source.stream.map { $0 * 100 }.observe { seen.append($0) },
        ]
        value.value = 2
        source.send(3)
        for token in tokens { token.cancel() }
        #expect(changed.isSet)
        #expect(seen == [300])
        #expect(ControlEvent.touchUpInside.rawValue == 1 << 6)
    }
}
