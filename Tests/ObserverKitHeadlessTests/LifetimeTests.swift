import Foundation
import ObserverKitHeadless
import Testing

/// A control holds its observers; nothing holds the control. Each test ends a scope and checks that what
/// was in it is gone.
@MainActor @Suite struct LifetimeTests {
    /// An owner that observes its own controls, as a view controller does.
    @MainActor final class PlayerScreen {
        let play = ObservableButton()
        let volume = ObservableSlider()
        let shuffle = ObservableSwitch()
        var taps = 0

        init() {
            play.addObserver(for: .touchUpInside) { [weak self] in self?.taps += 1 }
            play.addAction(for: .primaryActionTriggered) { [weak self] in self?.taps += 1 }
            volume.addObserver(for: .valueChanged) { [weak self] _ in self?.taps += 0 }
            shuffle.addAction(for: .valueChanged) { [weak self] in self?.taps += 0 }
        }
    }

    @Test func controlsWithObserversAreFreedWithTheirScope() {
        weak var weakButton: ObservableButton?
        weak var weakSlider: ObservableSlider?
        weak var weakObserver: Observer<Void>?
        do {
            let button = ObservableButton()
            let slider = ObservableSlider()
            let observer = Observer<Void> {}
            button.add(observer, for: .touchUpInside)
            button.addObserver(for: .allEvents) { [weak button] in _ = button?.isEnabled }  // captures it weakly
            slider.addObserver(for: .valueChanged) { _ in }
            button.tap()
            weakButton = button
            weakSlider = slider
            weakObserver = observer
        }
        #expect(weakButton == nil)
        #expect(weakSlider == nil)
        #expect(weakObserver == nil)
    }

    @Test func closureActionsGoWithTheirControl() {
        weak var weakAction: Observer<Void>?
        weak var weakButton: ObservableButton?
        do {
            let button = ObservableButton()
            button.addAction(for: .touchUpInside) {}
            weakAction = button.observers(for: .touchUpInside).first
            weakButton = button
            #expect(weakAction != nil)
        }
        #expect(weakButton == nil)
        #expect(weakAction == nil)
    }

    @Test func anOwnerObservingItsControlsIsFreed() {
        weak var weakScreen: PlayerScreen?
        weak var weakPlay: ObservableButton?
        do {
            let screen = PlayerScreen()
            screen.play.tap()
            #expect(screen.taps == 2)
            weakScreen = screen
            weakPlay = screen.play
        }
        #expect(weakScreen == nil)
        #expect(weakPlay == nil)
    }

    @Test func aScrollRefreshableConformerIsFreed() {
        weak var weakInbox: InboxScreen?
        weak var weakScrollView: ScrollView?
        weak var weakRefresh: ObservableRefreshControl?
        do {
            let inbox = InboxScreen()
            inbox.scrollView.pullToRefresh()
            #expect(inbox.refreshes == 1)
            weakInbox = inbox
            weakScrollView = inbox.scrollView
            weakRefresh = inbox.scrollView.refreshControl
        }
        #expect(weakInbox == nil)
        #expect(weakScrollView == nil)
        #expect(weakRefresh == nil)
    }

    @Test func aTokenOutlivingItsControlCancelsNothing() {
        var token: ObservationToken?
        weak var weakButton: ObservableButton?
        do {
            let button = ObservableButton()
            token = button.addObserver(for: .touchUpInside) {}
            weakButton = button
        }
        #expect(weakButton == nil)
        token?.cancel()
        token?.cancel()
    }
}
