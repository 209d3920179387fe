import ObserverKit
import ObserverKitHeadless
import Testing

/// `actions(for:)` names each registration as UIKit's `actions(forTarget:forControlEvent:)` names an action: a
/// handler by the call site that added it, an action by "action at" its call site, a stream by the events it
/// observes, a labelled registration by its label and an unlabelled one by its events. The words are made when
/// asked (a registration keeps only their parts), so they name what was registered, not what is left.
@MainActor @Suite struct ActionsListTests {
    @Test func eachRegistrationIsNamedByWhereOrHowItWasMade() {
        let button = ObservableButton()
        let line = #line
        let handler = button.addObserver(for: .touchUpInside) {}
        let action = button.addAction(for: .touchUpInside) {}
        let stream = button.events(for: [.touchUpInside, .touchDown]).observe { _ in }
        let labelled = button.controlObserver.add(Observer {}, for: .touchUpInside, label: "play button")
        let unlabelled = button.controlObserver.add(Observer {}, for: [.touchUpInside, .touchCancel])
        let file = "ObserverKitHeadlessTests/ActionsListTests.swift"
        #expect(
            button.actions(for: .touchUpInside) == [
                "\(file):\(line + 1)", "action at \(file):\(line + 2)", "stream of [touchDown, touchUpInside]",
                "play button", "observer for [touchUpInside, touchCancel]",
            ])
        // An event removed from a registration leaves its name as it was made.
        button.removeObservers(for: .touchCancel)
        #expect(button.actions(for: .touchDown) == ["stream of [touchDown, touchUpInside]"])
        #expect(button.actions(for: .touchUpInside)?.last == "observer for [touchUpInside, touchCancel]")
        for token in [handler, action, stream, labelled, unlabelled] { token.cancel() }
        #expect(button.actions(for: .allEvents) == nil)
    }
}
