import ObserverKitHeadless
import Testing

@testable import ObserverKitDemo

/// The whole session, as `swift run observerkit-demo --fast` plays it.
@MainActor
@Suite("Demo session")
struct DemoSessionTests {
    @Test("every scene plays in order and the summary counts the transcript")
    func wholeSession() async throws {
        let run = try await DemoRun.play(DemoScene.all)
        let titles = run.transcript.texts(of: .scene).map { $0.prefix { $0 != ":" } }
        #expect(titles.map(String.init) == DemoScene.all.map(\.title))
        let count = { (kind: Transcript.Kind) in run.transcript.texts(of: kind).count }
        #expect(
            run.summary
                == "✓ 11 scenes: \(count(.input)) inputs, \(count(.event)) control events, "
                + "\(count(.handler)) handler calls, \(count(.value)) value changes")
        #expect(count(.input) == 35)
    }

    @Test("scene names are unique and each resolves through --scene")
    func sceneNames() {
        let names = DemoScene.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(DemoScene.named(name)?.name == name) }
        #expect(DemoScene.named("nope") == nil)
    }

    @Test("the transcript is plain without colours and uses ANSI colours with them")
    func colours() {
        var plain: [String] = []
        var coloured: [String] = []
        Transcript(write: { plain.append($0) }, colours: false).input("tap")
        Transcript(write: { coloured.append($0) }, colours: true).input("tap")
        #expect(plain == ["▶ tap"])
        #expect(coloured == ["\u{1B}[1m▶ tap\u{1B}[0m"])
    }

    @Test("the screen is released when the session ends: no handler keeps it alive")
    func screenIsReleased() async throws {
        weak var screen: PlayerScreen?
        weak var stepper: ObservableStepper?
        do {
            let run = try await DemoRun.play(DemoScene.all)
            screen = run.screen
            stepper = run.screen.volumeStepper
        }
        #expect(screen == nil)
        #expect(stepper == nil)
    }
}
