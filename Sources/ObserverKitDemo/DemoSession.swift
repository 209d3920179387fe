import ObserverKitHeadless

/// Plays scenes against a fresh player screen and sums the transcript up.
@MainActor
enum DemoSession {
    /// Runs `scenes` on real time (or virtual, `fast`), printing the transcript; returns the summary line.
    static func run(scenes: [DemoScene], fast: Bool, colours: Bool) async -> String {
        await run(
            scenes: scenes, clock: fast ? VirtualClock() : RealClock(), write: { print($0) }, colours: colours)
    }

    /// Runs `scenes` in order and returns the one-line summary. The transcript is returned through `record`
    /// for tests.
    static func run(
        scenes: [DemoScene],
        clock: any DemoClock,
        write: ((String) -> Void)?,
        colours: Bool,
        record: ((Transcript, PlayerScreen) -> Void)? = nil
    ) async -> String {
        let transcript = Transcript(write: write, colours: colours)
        let screen = PlayerScreen(transcript: transcript, scheduler: clock.scheduler)
        for scene in scenes {
            transcript.scene(scene.title, scene.summary)
            await scene.run(screen, transcript, clock)
        }
        record?(transcript, screen)
        let count = { (kind: Transcript.Kind) in transcript.texts(of: kind).count }
        return "✓ \(scenes.count) scene\(scenes.count == 1 ? "" : "s"): \(count(.input)) inputs, "
            + "\(count(.event)) control events, \(count(.handler)) handler calls, \(count(.value)) value changes"
    }
}
