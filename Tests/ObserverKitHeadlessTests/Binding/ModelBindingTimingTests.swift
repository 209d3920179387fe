import Foundation
import ObserverKitHeadless
import ObserverKitTestSupport
import Testing

/// Exactly when an `@Observable` model's change reaches a bound control: Observation's public API reports a
/// change before it is stored, so the control reads it on the first main-queue turn after the setter, once,
/// with the latest value; and the binding follows the hold rules as a value binding does.
@MainActor
@Suite struct ModelBindingTimingTests {
    @Test func aChangeOnTheMainActorShowsOnTheFirstMainQueueTurnAfterTheSetterNotBefore() async {
        let model = PlayerModel()
        let slider = ObservableSlider()
        slider.bind(to: model, \.volume)
        model.volume = 0.8
        // The setter has returned, but Observation reported the change before storing it.
        #expect(slider.value == 0.5)
        await MainQueue.turn()
        #expect(slider.value == 0.8)
    }

    @Test func severalChangesInOneTurnShowOnceWithTheLatest() async {
        let model = PlayerModel()
        let field = ObservableTextField()
        field.bind(to: model, \.title)
        model.title = "One"
        model.title = "Two"
        model.title = "Three"
        await MainQueue.turn()
        #expect(field.text == "Three")
        model.title = "Four"
        await MainQueue.turn()
        #expect(field.text == "Four")
    }

    @Test func aModelNeverSeesMarkedTextAndTheCommitWins() async {
        let model = PlayerModel()
        let field = ObservableTextField()
        field.bind(to: model, \.title)
        field.becomeFirstResponder()
        field.setMarkedText("´")
        #expect(model.title == "Intro")
        model.title = "Elsewhere"
        await MainQueue.turn()
        #expect(field.text == "Intro´")
        field.setMarkedText("é")
        field.unmarkText()
        #expect(model.title == "Introé")
        await MainQueue.turn()
        #expect(field.text == "Introé")
    }
}
