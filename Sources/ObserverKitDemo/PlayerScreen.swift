import ObserverKitHeadless

/// The demo's app: a small player screen wired the way a user of ObserverKit wires one.
///
/// - a play/pause button observed with `addObserver(for:)`, its highlight driven by `onTouchDown()`/`onTouchUp()`;
/// - a seek slider and a mini seek slider, both bound to one `ObservableValue<Float>`;
/// - a volume stepper with press-and-hold auto-repeat on a scheduler, bound to the volume;
/// - a name field bound both ways to a value;
/// - a settings screen that reports an `Action` enum, and a library list that adopts `ScrollRefreshable`.
@MainActor
final class PlayerScreen {
    let playButton = ObservableButton()
    let seekSlider = ObservableSlider()
    let miniSeekSlider = ObservableSlider()
    let volumeStepper = ObservableStepper()
    let nameField = ObservableTextField()
    let settings: SettingsScreen
    let library: LibraryScreen
    let search: SearchableListScreen

    let isPlaying = ObservableValue(false)
    let position = ObservableValue<Float>(0)
    let volume = ObservableValue<Double>(50)
    let name = ObservableValue("")
    private(set) var isPlayHighlighted = false
    private var volumeHoldStart: Duration?
    private(set) var isShuffling = false
    private(set) var isSettingsOpen = true
    private let transcript: Transcript

    init(transcript: Transcript, scheduler: any Scheduler) {
        self.transcript = transcript
        settings = SettingsScreen(transcript: transcript)
        library = LibraryScreen(transcript: transcript)
        search = SearchableListScreen(
            transcript: transcript, tracks: ["Intro", "Theme", "Encore", "Encore (live)", "Outro"], scheduler: scheduler
        )
        volumeStepper.scheduler = scheduler
        playButton.scheduler = scheduler

        transcript.trace(playButton, as: "play button")
        transcript.trace(seekSlider, as: "seek slider", events: [.touchDown, .valueChanged, .touchUpInside])
        transcript.trace(volumeStepper, as: "volume stepper", events: [.touchDown, .valueChanged, .touchUpInside])
        transcript.trace(nameField, as: "name field", events: .allEditingEvents)

        wirePlayButton()
        wireSeeking()
        wireVolume()
        wireName()
        wireSettings()
    }

    private func wirePlayButton() {
        // "The button was used", by touch, keyboard, remote or assistive technology: primaryActionTriggered.
        playButton.addObserver(for: .primaryActionTriggered) { [weak self] in
            guard let self else { return }
            isPlaying.value.toggle()
            let origin = playButton.currentEventOrigin.map { "\($0)" } ?? "nil"
            transcript.handler("play button: \(isPlaying.value ? "play" : "pause") (from \(origin))")
        }
        isPlaying.bind(to: playButton) { button, playing in button.isSelected = playing }
        playButton.onTouchDown().observe { [weak self] in self?.setPlayHighlighted(true) }
        playButton.onTouchUp().observe { [weak self] in self?.setPlayHighlighted(false) }
    }

    private func setPlayHighlighted(_ highlighted: Bool) {
        isPlayHighlighted = highlighted
        transcript.handler("play highlight \(highlighted ? "on" : "off")")
    }

    private func wireSeeking() {
        seekSlider.bind(position)
        miniSeekSlider.bind(position)
        position.observe { [weak self] _ in
            MainActor.assumeIsolated { self?.showPosition() }
        }
    }

    private func showPosition() {
        let percent = { (fraction: Float) in Int((fraction * 100).rounded()) }
        transcript.value(
            "position", "\(percent(position.value)) % (mini slider shows \(percent(miniSeekSlider.value)) %)")
    }

    private func wireVolume() {
        volumeStepper.autorepeat = true
        volumeStepper.bind(volume)
        // The hold's clock starts at each touch-down, so each step shows when it came.
        volumeStepper.onTouchDown().observe { [weak self] in
            guard let self else { return }
            volumeHoldStart = volumeStepper.scheduler.now
        }
        volume.observe { [weak self] newVolume in
            MainActor.assumeIsolated { self?.showVolume(newVolume) }
        }
    }

    private func showVolume(_ newVolume: Double) {
        let elapsed = volumeStepper.scheduler.now - (volumeHoldStart ?? volumeStepper.scheduler.now)
        let milliseconds = Int((elapsed / .milliseconds(1)).rounded())
        transcript.value("volume", "\(Int(newVolume))   (+\(milliseconds) ms into the hold)")
    }

    private func wireName() {
        nameField.bind(name)
        name.observe { [weak self] newName in
            MainActor.assumeIsolated { self?.transcript.value("name", "\"\(newName)\"") }
        }
    }

    private func wireSettings() {
        settings.observer = Observer { [weak self] action in
            guard let self else { return }
            // The player cares about two of the settings' actions; the rest is none of its business.
            switch action {
            case .didToggleShuffle(let isOn):
                isShuffling = isOn
                transcript.handler("settings reported didToggleShuffle(\(isOn))")
            case .didClose:
                isSettingsOpen = false
                transcript.handler("settings reported didClose: the player dismisses it")
            default:
                break
            }
        }
    }
}
