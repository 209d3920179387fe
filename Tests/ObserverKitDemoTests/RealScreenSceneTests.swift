import ObserverKitHeadless
import Testing

@testable import ObserverKitDemo

/// The scenes of real screens: a seek slider under a finger while playback advances, and composed text.
@MainActor
@Suite("Demo scenes of real screens")
struct RealScreenSceneTests {
    @Test("playback: the dragged slider stays under the finger and shows the latest position at release")
    func playback() async throws {
        let run = try await DemoRun.play([.playback])
        let held = "press the seek slider's thumb, drag it to 60 % and hold it there for 400 ms"
        #expect(
            run.texts(.note, after: held) == ["under the finger the slider still shows 60 % while the position is 64 %"]
        )
        #expect(run.texts(.note, after: "release") == ["the slider shows the latest position: 64 %"])
        #expect(run.screen.seekSlider.value == run.screen.position.value)
    }

    @Test("compose: the marked \"´\" never reaches the name; the value set meanwhile waits; the commit wins")
    func compose() async throws {
        let run = try await DemoRun.play([.compose])
        #expect(!run.transcript.texts(of: .value).contains { $0.contains("´") })
        #expect(
            run.texts(.note, after: "the app sets name.value = \"Grace\" during the composition") == [
                "the field still shows \"Caf´\": the update waits for the commit"
            ])
        #expect(
            run.texts(.note, after: "press e: the input method turns \"´\" into \"é\" and commits it") == [
                "the field shows \"Café\" and the name is \"Café\""
            ])
    }
}
