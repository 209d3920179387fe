import ObserverKitHeadless
import Testing

@testable import ObserverKitDemo

/// A demo run on virtual time, kept for assertions on the events that matter.
@MainActor
struct DemoRun {
    let transcript: Transcript
    let screen: PlayerScreen
    let summary: String

    /// Plays `scenes` on a `VirtualClock`, printing nothing.
    static func play(_ scenes: [DemoScene]) async throws -> DemoRun {
        var recorded: (Transcript, PlayerScreen)?
        let summary = await DemoSession.run(
            scenes: scenes, clock: VirtualClock(), write: nil, colours: false,
            record: { recorded = ($0, $1) }
        )
        let (transcript, screen) = try #require(recorded)
        return DemoRun(transcript: transcript, screen: screen, summary: summary)
    }

    /// The lines that followed the input `input`, up to the next input or scene.
    func lines(after input: String) -> [Transcript.Entry] {
        guard let start = transcript.entries.firstIndex(of: .init(kind: .input, text: input)) else {
            Issue.record("no input \"\(input)\" in the transcript")
            return []
        }
        let rest = transcript.entries[(start + 1)...]
        return Array(rest.prefix { $0.kind != .input && $0.kind != .scene })
    }

    /// The texts of one kind among the lines that followed `input`.
    func texts(_ kind: Transcript.Kind, after input: String) -> [String] {
        lines(after: input).filter { $0.kind == kind }.map(\.text)
    }
}
