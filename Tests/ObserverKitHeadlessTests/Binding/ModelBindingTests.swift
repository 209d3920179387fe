import Foundation
import Observation
import ObserverKitHeadless
import ObserverKitTestSupport
import ObserverKitTesting
import Testing

/// A Swift Observation model for binding by key path.
@Observable
@MainActor
final class PlayerModel {
    var volume: Float = 0.5
    var title = "Intro"
    var isMuted = false
}

/// Binding controls to an `@Observable` model by key path, both ways, without echo, weakly.
@MainActor
@Suite struct ModelBindingTests {
    @Test func theControlShowsTheModelAtOnce() {
        let model = PlayerModel()
        let slider = ObservableSlider()
        slider.bind(to: model, \.volume)
        #expect(slider.value == 0.5)
    }

    @Test func aModelChangeReachesTheControlOnTheNextMainTurnWithoutEvents() async {
        let model = PlayerModel()
        let slider = ObservableSlider()
        slider.bind(to: model, \.volume)
        let recording = slider.recorder()
        model.volume = 0.8
        await MainQueue.turn()
        #expect(slider.value == 0.8)
        model.volume = 0.1
        await MainQueue.turn()
        #expect(slider.value == 0.1)
        #expect(recording.values.map(\.event).isEmpty)
    }

    @Test func userEditsWriteTheModelAndDoNotEcho() async {
        let model = PlayerModel()
        let field = ObservableTextField()
        field.bind(to: model, \.title)
        var edits: [String] = []
        field.addObserver(for: .editingChanged) { edits.append($0.text) }
        field.becomeFirstResponder()
        field.insertText("!")
        #expect(model.title == "Intro!")
        await MainQueue.turn()
        #expect(field.text == "Intro!")
        #expect(edits == ["Intro!"])
    }

    @Test func rebindingAndCancellingStopTracking() async {
        let model = PlayerModel()
        let toggle = ObservableSwitch()
        let token = toggle.bind(to: model, \.isMuted)
        token.cancel()
        model.isMuted = true
        await MainQueue.turn()
        #expect(toggle.isOn == false)
        toggle.tap()
        #expect(model.isMuted == true)
        let other = PlayerModel()
        toggle.bind(to: model, \.isMuted)
        toggle.bind(to: other, \.isMuted)
        #expect(toggle.isOn == false)
        model.isMuted = false
        model.isMuted = true
        await MainQueue.turn()
        #expect(toggle.isOn == false)
    }

    @Test func neitherSideKeepsTheOtherAlive() async {
        weak var weakModel: PlayerModel?
        weak var weakSlider: ObservableSlider?
        let slider = ObservableSlider()
        do {
            let model = PlayerModel()
            weakModel = model
            slider.bind(to: model, \.volume)
        }
        #expect(weakModel == nil)
        slider.tap()
        #expect(slider.value == 0.5)
        let model = PlayerModel()
        do {
            let other = ObservableSlider()
            weakSlider = other
            other.bind(to: model, \.volume)
        }
        #expect(weakSlider == nil)
        model.volume = 0.2
        await MainQueue.turn()
        #expect(model.volume == 0.2)
    }
}
