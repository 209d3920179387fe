import Foundation
import ObserverKitHeadless
import Testing

/// Several controls on one value, rebinding, cancelling, and what happens when either side goes away.
@MainActor
@Suite struct BindingLifetimeTests {
    @Test func severalControlsOnOneValueStayInStep() {
        let position = ObservableValue<Float>(0)
        let main = ObservableSlider()
        let mini = ObservableSlider()
        main.bind(position)
        mini.bind(position)
        main.drag(toX: 50)
        #expect(position.value == 0.25)
        #expect(mini.value == 0.25)
        mini.drag(toX: 150)
        #expect(main.value == 0.75)
        position.value = 0.5
        #expect(main.value == 0.5 && mini.value == 0.5)
    }

    @Test func rebindingReplacesTheOldBinding() {
        let slider = ObservableSlider()
        let first = ObservableValue<Float>(0.1)
        let second = ObservableValue<Float>(0.2)
        slider.bind(first)
        slider.bind(second)
        #expect(slider.value == 0.2)
        first.value = 0.9
        #expect(slider.value == 0.2)
        slider.drag(toX: 100)
        #expect(second.value == 0.5)
        #expect(first.value == 0.9)
        #expect(slider.observers(for: .valueChanged).count == 1)
    }

    @Test func cancellingStopsBothDirections() {
        let slider = ObservableSlider()
        let position = ObservableValue<Float>(0.1)
        let token = slider.bind(position)
        token.cancel()
        position.value = 0.9
        #expect(slider.value == 0.1)
        slider.tap(at: .at(100, 15))
        #expect(position.value == 0.9)
        #expect(slider.observers.isEmpty)
        token.cancel()
    }

    @Test func aControlThatGoesAwayEndsItsBinding() {
        let position = ObservableValue<Float>(0.1)
        weak var weakSlider: ObservableSlider?
        do {
            let slider = ObservableSlider()
            weakSlider = slider
            slider.bind(position)
        }
        #expect(weakSlider == nil)
        position.value = 0.5
        #expect(position.value == 0.5)
    }

    @Test func aValueThatGoesAwayLeavesTheControlWorking() {
        let slider = ObservableSlider()
        weak var weakValue: ObservableValue<Float>?
        do {
            let position = ObservableValue<Float>(0.3)
            weakValue = position
            slider.bind(position)
        }
        #expect(weakValue == nil)
        var values: [Float] = []
        slider.addObserver(for: .valueChanged) { action in
            if case .valueChanged(let value) = action { values.append(value) }
        }
        slider.drag(toX: 100)
        #expect(slider.value == 0.5)
        #expect(values == [0.5])
    }

    @Test func bothGoWhateverTheOrder() {
        weak var weakSlider: ObservableSlider?
        weak var weakValue: ObservableValue<Float>?
        do {
            let position = ObservableValue<Float>(0.3)
            let slider = ObservableSlider()
            weakSlider = slider
            weakValue = position
            slider.bind(position)
            _ = consume slider
            #expect(weakSlider == nil)
            _ = consume position
        }
        #expect(weakValue == nil)
        do {
            let position = ObservableValue<Float>(0.3)
            let slider = ObservableSlider()
            weakSlider = slider
            weakValue = position
            slider.bind(position)
            _ = consume position
            #expect(weakValue == nil)
            _ = consume slider
        }
        #expect(weakSlider == nil)
    }

    @Test func anOwnerHoldingControlAndValueHasNoCycle() {
        @MainActor final class Screen {
            let slider = ObservableSlider()
            let field = ObservableTextField()
            let position = ObservableValue<Float>(0)
            let name = ObservableValue("")
            init() {
                slider.bind(position)
                field.bind(name)
                position.bind(to: field) { field, value in field.isSelected = value > 0.5 }
            }
        }
        weak var weakScreen: Screen?
        weak var weakSlider: ObservableSlider?
        do {
            let screen = Screen()
            weakScreen = screen
            weakSlider = screen.slider
            screen.slider.tap()
        }
        #expect(weakScreen == nil)
        #expect(weakSlider == nil)
    }
}
