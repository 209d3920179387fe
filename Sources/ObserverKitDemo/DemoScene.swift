import Foundation
import ObserverKitHeadless

/// One scene of the scripted session: what it shows, and the inputs that show it.
struct DemoScene: Sendable {
    let name: String
    let title: String
    let summary: String
    let run: @MainActor @Sendable (PlayerScreen, Transcript, any DemoClock) async -> Void

    /// Every scene, in the order the full session plays them.
    static let all: [DemoScene] = [
        .play, .highlight, .seek, .artwork, .playback, .volume, .name, .compose, .settings, .library, .search,
    ]

    static func named(_ name: String) -> DemoScene? {
        all.first { $0.name == name }
    }
}

extension DemoScene {
    static let play = DemoScene(
        name: "play", title: "Observers on a button",
        summary: "addObserver(for: .primaryActionTriggered) toggles play/pause from a tap, Space or VoiceOver"
    ) { screen, transcript, _ in
        transcript.input("tap play")
        screen.playButton.tap()
        transcript.value("play button isSelected", "\(screen.playButton.isSelected)")
        transcript.input("tap play again")
        screen.playButton.tap()
        transcript.value("play button isSelected", "\(screen.playButton.isSelected)")
        transcript.input("press Space on play")
        screen.playButton.keyboardActivate()
        transcript.input("VoiceOver activates play")
        screen.playButton.accessibilityActivate()
        transcript.value("play button isSelected", "\(screen.playButton.isSelected)")
        transcript.note(
            "observers of primaryActionTriggered: \(screen.playButton.actions(for: .primaryActionTriggered) ?? [])")
    }

    static let highlight = DemoScene(
        name: "highlight", title: "Touch-down and touch-up that strictly alternate",
        summary: "onTouchDown()/onTouchUp() drive the highlight through a drag out and back in"
    ) { screen, transcript, _ in
        let button = screen.playButton
        let center = button.center
        transcript.input("press play")
        button.beginTouch(at: center)
        transcript.input("drag far outside (beyond the 70 pt slop)")
        button.moveTouch(to: CGPoint(x: button.bounds.maxX + 150, y: center.y))
        transcript.input("drag further outside: touchDragOutside again, but no second touch-up")
        button.moveTouch(to: CGPoint(x: button.bounds.maxX + 200, y: center.y))
        transcript.input("drag back in")
        button.moveTouch(to: center)
        transcript.input("release inside")
        button.endTouch()
        transcript.value("highlighted", "\(screen.isPlayHighlighted)")
    }

    static let seek = DemoScene(
        name: "seek", title: "Two sliders bound to one value",
        summary: "user drags write the value; value changes move every bound slider without sending events"
    ) { screen, transcript, _ in
        let slider = screen.seekSlider
        let y = slider.bounds.midY
        transcript.input("a press on the track at 50 %: a slider tracks only its thumb, so nothing happens")
        slider.tap(at: CGPoint(x: slider.bounds.width * 0.50, y: y))
        transcript.input("press the thumb (at \(Int(slider.value * 100)) %) and drag it to 40 %, then 75 %")
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: CGPoint(x: slider.bounds.width * 0.40, y: y))
        slider.moveTouch(to: CGPoint(x: slider.bounds.width * 0.75, y: y))
        slider.endTouch()
        transcript.input("the app sets position.value = 0.25 (say, playback moved on)")
        let eventsBefore = transcript.texts(of: .event).count
        screen.position.value = 0.25
        let sent = transcript.texts(of: .event).count - eventsBefore
        transcript.note("sliders now show \(slider.value) and \(screen.miniSeekSlider.value); events sent: \(sent)")
    }

    static let artwork = DemoScene(
        name: "artwork", title: "Gestures on a view",
        summary: "the artwork is a plain view: a double tap toggles play, a pan across it seeks"
    ) { screen, transcript, clock in
        let artwork = screen.artwork
        transcript.input("double tap the artwork")
        artwork.tap(at: CGPoint(x: 150, y: 150))
        await clock.wait(.milliseconds(150))
        artwork.tap(at: CGPoint(x: 152, y: 150))
        transcript.value("play button isSelected", "\(screen.playButton.isSelected)")
        transcript.input("drag across the artwork from x 60 to x 150: a pan once past the 10 pt slop")
        artwork.beginTouch(finger: 0, at: CGPoint(x: 60, y: 150))
        for x in [65, 90, 120, 150] {
            await clock.wait(.milliseconds(16))
            artwork.moveTouch(finger: 0, to: CGPoint(x: CGFloat(x), y: 150))
        }
        artwork.endTouch(finger: 0)
        transcript.input("a drag cancelled by the system halfway: the position goes back")
        artwork.beginTouch(finger: 0, at: CGPoint(x: 150, y: 150))
        await clock.wait(.milliseconds(16))
        artwork.moveTouch(finger: 0, to: CGPoint(x: 90, y: 150))
        artwork.cancelTouch(finger: 0)
        transcript.note("the seek sliders show \(screen.seekSlider.value) and \(screen.miniSeekSlider.value)")
    }

    static let volume = DemoScene(
        name: "volume", title: "Press-and-hold",
        summary: "the stepper repeats while held: at once, after 500 ms, then faster and faster"
    ) { screen, transcript, clock in
        let stepper = screen.volumeStepper
        transcript.input("press and hold the stepper's + half for 1.5 s")
        stepper.beginTouch(at: CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY))
        await clock.wait(.milliseconds(1500))
        transcript.input("release")
        stepper.endTouch()
        await clock.wait(.milliseconds(500))
        transcript.note("no more steps after release: volume stays \(Int(screen.volume.value))")
    }

    static let name = DemoScene(
        name: "name", title: "A text field bound both ways",
        summary: "typing writes the value; setting the value rewrites the field without events"
    ) { screen, transcript, _ in
        let field = screen.nameField
        transcript.input("focus the name field and type \"Adx\"")
        field.becomeFirstResponder()
        field.insertText("Adx")
        transcript.input("delete backward, type \"a\", press Return")
        field.deleteBackward()
        field.insertText("a")
        field.pressReturn()
        transcript.input("the app sets name.value = \"Grace\"")
        screen.name.value = "Grace"
        transcript.note("the field shows \"\(field.text)\"")
    }

    static let settings = DemoScene(
        name: "settings", title: "A screen that reports an Action enum",
        summary: "the settings screen is Observable; the player switches over only the cases it cares about"
    ) { screen, transcript, _ in
        let settings = screen.settings
        transcript.input("toggle shuffle")
        settings.shuffleSwitch.tap()
        transcript.input("pick the third quality segment (the player ignores quality)")
        let segments = settings.qualityControl
        segments.tap(at: CGPoint(x: segments.bounds.width * 5 / 6, y: segments.bounds.midY))
        transcript.input("tap close")
        settings.closeButton.tap()
        transcript.value("shuffling", "\(screen.isShuffling)")
        transcript.value("settings open", "\(screen.isSettingsOpen)")
    }

    static let library = DemoScene(
        name: "library", title: "Pull to refresh from a protocol default",
        summary: "LibraryScreen adopts ScrollRefreshable; addRefreshControl() needs no @objc"
    ) { screen, transcript, _ in
        transcript.input("pull the library list down")
        screen.library.scrollView.pullToRefresh()
        let refreshing = screen.library.scrollView.refreshControl?.isRefreshing ?? false
        transcript.value("refreshing", "\(refreshing)")
    }
}
