import ObserverKitHeadless

/// A settings screen that reports to its parent through an `Action` enum instead of a delegate protocol.
@MainActor
final class SettingsScreen: @MainActor ObserverKit.Observable {
    /// Everything the settings screen reports.
    enum Action {
        case didToggleShuffle(Bool)
        case didSelectQuality(index: Int)
        case didClose
    }

    /// The one observer: the parent screen.
    var observer: Observer<Action>?

    let shuffleSwitch = ObservableSwitch()
    let qualityControl = ObservableSegmentedControl(items: ["Low", "High", "Lossless"])
    let closeButton = ObservableButton()

    init(transcript: Transcript) {
        transcript.trace(shuffleSwitch, as: "shuffle switch", events: [.touchUpInside, .valueChanged])
        transcript.trace(qualityControl, as: "quality control", events: [.touchUpInside, .valueChanged])
        transcript.trace(closeButton, as: "close button", events: .touchUpInside)
        shuffleSwitch.addObserver(for: .valueChanged) { [weak self] isOn in
            self?.observer?.observe(.didToggleShuffle(isOn))
        }
        qualityControl.addObserver(for: .valueChanged) { [weak self] index in
            self?.observer?.observe(.didSelectQuality(index: index))
        }
        closeButton.addObserver(for: .primaryActionTriggered) { [weak self] in
            self?.observer?.observe(.didClose)
        }
    }
}
