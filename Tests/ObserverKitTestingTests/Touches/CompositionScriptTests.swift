import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A script's `marked:` line composes text (an input method), and `.` commits it.
@MainActor
@Suite struct CompositionScriptTests {
    @Test func markedTextIsPartOfTheTextAndTheCommitSendsNothing() {
        let field = ObservableTextField()
        #expect(
            TouchScript(field).verify(
                "text:           {a------------",
                "marked:         --e---é---.---",
                "editingChanged: -a'ae''aé'----",
                "origins:        -kk---k-------"
            ) == .matching)
        #expect(field.text == "aé")
        #expect(field.markedText == nil)
    }

}
