import ObserverKitHeadless
import Testing

@testable import ObserverKitDemo

/// Each scene of the demo, run on virtual time, checked on the events and values it exists to show.
@MainActor
@Suite("Demo scenes")
struct DemoSceneTests {
    @Test("play: a tap, Space and VoiceOver each toggle play/pause through primaryActionTriggered, with their origin")
    func play() async throws {
        let run = try await DemoRun.play([.play])
        #expect(
            run.texts(.event, after: "tap play") == [
                "play button sent touchDown", "play button sent touchUpInside",
                "play button sent primaryActionTriggered",
            ])
        #expect(run.texts(.handler, after: "tap play").contains("play button: play (from touch)"))
        #expect(run.texts(.value, after: "tap play") == ["play button isSelected = true"])
        // The second tap comes within the double-tap interval, as UIKit reports it.
        #expect(run.texts(.event, after: "tap play again").contains("play button sent touchDownRepeat"))
        #expect(run.texts(.handler, after: "tap play again").contains("play button: pause (from touch)"))
        #expect(run.texts(.event, after: "press Space on play") == ["play button sent primaryActionTriggered"])
        #expect(run.texts(.handler, after: "press Space on play") == ["play button: play (from keyboard)"])
        #expect(
            run.texts(.handler, after: "VoiceOver activates play").contains("play button: pause (from accessibility)"))
        #expect(run.screen.isPlaying.value == false)
        #expect(run.screen.playButton.isSelected == false)
    }

    @Test("highlight: touch-down and touch-up alternate strictly through a drag out and back in")
    func highlight() async throws {
        let run = try await DemoRun.play([.highlight])
        let highlights = run.transcript.texts(of: .handler).filter { $0.hasPrefix("play highlight") }
        #expect(highlights == ["play highlight on", "play highlight off", "play highlight on", "play highlight off"])
        #expect(
            run.texts(.handler, after: "drag further outside: touchDragOutside again, but no second touch-up")
                .isEmpty)
        #expect(run.texts(.event, after: "release inside").first == "play button sent touchUpInside")
        #expect(run.screen.isPlayHighlighted == false)
    }

    @Test("seek: user drags write the value; a value set by the app moves both sliders and sends no event")
    func seek() async throws {
        let run = try await DemoRun.play([.seek])
        let positions = run.transcript.texts(of: .value)
        #expect(
            positions == [
                "position = 40 % (mini slider shows 40 %)", "position = 75 % (mini slider shows 75 %)",
                "position = 25 % (mini slider shows 25 %)",
            ])
        #expect(
            run.texts(.event, after: "a press on the track at 50 %: a slider tracks only its thumb, so nothing happens")
                .isEmpty)
        #expect(
            run.texts(.event, after: "press the thumb (at 0 %) and drag it to 40 %, then 75 %").first
                == "seek slider sent touchDown")
        #expect(run.texts(.event, after: "the app sets position.value = 0.25 (say, playback moved on)").isEmpty)
        #expect(run.screen.seekSlider.value == 0.25)
        #expect(run.screen.miniSeekSlider.value == 0.25)
    }

    @Test("artwork: a double tap on a plain view toggles play; a pan seeks by its translation; a cancel goes back")
    func artwork() async throws {
        let run = try await DemoRun.play([.artwork])
        #expect(
            run.texts(.handler, after: "double tap the artwork") == ["artwork double tap at (152, 150): play"])
        #expect(run.texts(.value, after: "double tap the artwork") == ["play button isSelected = true"])
        #expect(run.texts(.event, after: "double tap the artwork").isEmpty)
        let drag = "drag across the artwork from x 60 to x 150: a pan once past the 10 pt slop"
        #expect(
            run.lines(after: drag).map(\.text) == [
                "artwork pan began: 30 pt", "position = 10 % (mini slider shows 10 %)",
                "artwork pan changed: 60 pt", "position = 20 % (mini slider shows 20 %)",
                "artwork pan changed: 90 pt", "position = 30 % (mini slider shows 30 %)",
                "artwork pan ended: 90 pt",
            ])
        let cancelled = "a drag cancelled by the system halfway: the position goes back"
        #expect(
            run.texts(.handler, after: cancelled) == ["artwork pan began: -60 pt", "artwork pan cancelled: -60 pt"])
        #expect(
            run.texts(.value, after: cancelled) == [
                "position = 10 % (mini slider shows 10 %)", "position = 30 % (mini slider shows 30 %)",
            ])
        #expect(run.screen.isPlaying.value)
        #expect(run.screen.seekSlider.value == 0.3)
        #expect(run.screen.artwork.gestures.observedKinds == [.tap(count: 2), .pan])
    }

    @Test("volume: press-and-hold steps at once, after 500 ms, then every 200 ms, then every 100 ms")
    func volume() async throws {
        let run = try await DemoRun.play([.volume])
        let held = run.texts(.value, after: "press and hold the stepper's + half for 1.5 s")
        let expected = [(51, 0), (52, 500), (53, 700), (54, 900), (55, 1100), (56, 1300), (57, 1400), (58, 1500)]
        #expect(held == expected.map { "volume = \($0.0)   (+\($0.1) ms into the hold)" })
        #expect(
            run.texts(.event, after: "press and hold the stepper's + half for 1.5 s").filter {
                $0 == "volume stepper sent valueChanged"
            }.count == expected.count)
        #expect(run.texts(.value, after: "release").isEmpty)
        #expect(run.texts(.event, after: "release") == ["volume stepper sent touchUpInside"])
        #expect(run.screen.volume.value == 58)
        #expect(run.screen.volumeStepper.value == 58)
    }

    @Test("name: typing writes the value in UIKit's editing order; the app's value rewrites the field silently")
    func name() async throws {
        let run = try await DemoRun.play([.name])
        #expect(
            run.texts(.event, after: "focus the name field and type \"Adx\"") == [
                "name field sent editingDidBegin", "name field sent editingChanged",
            ])
        #expect(
            run.texts(.event, after: "delete backward, type \"a\", press Return") == [
                "name field sent editingChanged", "name field sent editingChanged",
                "name field sent editingDidEndOnExit", "name field sent editingDidEnd",
            ])
        #expect(
            run.transcript.texts(of: .value) == [
                "name = \"Adx\"", "name = \"Ad\"", "name = \"Ada\"", "name = \"Grace\"",
            ])
        #expect(run.texts(.event, after: "the app sets name.value = \"Grace\"").isEmpty)
        #expect(run.screen.nameField.text == "Grace")
    }

    @Test("settings: the Action enum reaches the parent, which handles only the cases it cares about")
    func settings() async throws {
        let run = try await DemoRun.play([.settings])
        #expect(run.texts(.handler, after: "toggle shuffle") == ["settings reported didToggleShuffle(true)"])
        #expect(run.texts(.handler, after: "pick the third quality segment (the player ignores quality)").isEmpty)
        #expect(run.screen.settings.qualityControl.selectedSegmentIndex == 2)
        #expect(run.texts(.handler, after: "tap close") == ["settings reported didClose: the player dismisses it"])
        #expect(run.screen.isShuffling)
        #expect(!run.screen.isSettingsOpen)
    }

    @Test("library: pulling down runs the protocol default's refresh, once, and ends refreshing")
    func library() async throws {
        let run = try await DemoRun.play([.library])
        #expect(
            run.texts(.handler, after: "pull the library list down") == [
                "library: refreshTriggered() loads new items", "library: endRefreshing()",
            ])
        #expect(run.screen.library.items == ["Intro", "Theme", "Encore 1"])
        #expect(run.screen.library.scrollView.refreshControl?.isRefreshing == false)
    }
}
