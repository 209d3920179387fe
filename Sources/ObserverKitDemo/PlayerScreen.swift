import Foundation
import ObserverKitHeadless

/// The demo's app: a small player screen wired the way a user of ObserverKit wires one.
///
/// - a play/pause button observed with `addObserver(for:)`, its highlight driven by `onTouchDown()`/`onTouchUp()`;
/// - a seek slider and a mini seek slider, both bound to one `ObservableValue<Float>`;
/// - the album artwork, a plain view with gestures: a double tap toggles play, a pan across it seeks;
/// - a volume stepper with press-and-hold auto-repeat on a scheduler, bound to the volume;
/// - a name field bound both ways to a value;
/// - a settings screen that reports an `Action` enum, and a library list that adopts `ScrollRefreshable`.
@MainActor
final class PlayerScreen {
    let playButton = ObservableButton()
    let seekSlider = ObservableSlider()
    let miniSeekSlider = ObservableSlider()
    /// The album artwork: its width is the whole track, for seeking with a pan.
    let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
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
    /// Where a pan on the artwork started seeking from.
    private var seekStart: Float = 0
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
        artwork.scheduler = scheduler

        transcript.trace(playButton, as: "play button")
        transcript.trace(seekSlider, as: "seek slider", events: [.touchDown, .valueChanged, .touchUpInside])
        transcript.trace(volumeStepper, as: "volume stepper", events: [.touchDown, .valueChanged, .touchUpInside])
        transcript.trace(nameField, as: "name field", events: .allEditingEvents)

        wirePlayButton()
        wireSeeking()
        wireArtwork()
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

    private func wireArtwork() {
        // The play button's own observer is not involved: the double tap sets the same value it toggles.
        artwork.gestures.addObserver(for: .tap(count: 2)) { [weak self] location in
            guard let self else { return }
            isPlaying.value.toggle()
            transcript.handler(
                "artwork double tap at (\(Int(location.x)), \(Int(location.y))): \(isPlaying.value ? "play" : "pause")")
        }
        // A pan across the whole width seeks through the whole track; a cancelled pan goes back.
        artwork.gestures.addObserver(for: .pan) { [weak self] pan in
            guard let self else { return }
            if pan.phase == .began { seekStart = position.value }
            transcript.handler("artwork pan \(pan.phase): \(Int(pan.translation.x)) pt")
            let offset = Float(pan.translation.x / artwork.bounds.width)
            switch pan.phase {
            case .began, .changed, .ended: position.value = min(max(seekStart + offset, 0), 1)
            case .cancelled: position.value = seekStart
            }
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
