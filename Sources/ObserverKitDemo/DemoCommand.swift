import ArgumentParser
import Foundation
import ObserverKitHeadless

/// `observerkit-demo`: a scripted session of a small player screen on the headless backend.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observerkit-demo",
        abstract: "Shows every ObserverKit feature as a transcript of a scripted session on the headless backend.",
        discussion: "Scenes, in order:\n"
            + DemoScene.all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.title)" }
            .joined(separator: "\n")
    )

    @Flag(help: "Run press-and-hold on virtual time instead of real time.")
    var fast = false

    @Option(help: "Run one scene only: \(DemoScene.all.map(\.name).joined(separator: ", ")).")
    var scene: String?

    @Flag(help: "Never colour the output (it is coloured only on a terminal anyway).")
    var noColor = false

    func validate() throws {
        if let scene, DemoScene.named(scene) == nil {
            let names = DemoScene.all.map(\.name).joined(separator: ", ")
            throw ValidationError("no scene named '\(scene)'; scenes: \(names)")
        }
    }

    func run() async throws {
        let colours = !noColor && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let fast = self.fast
        let scene = self.scene
        let scenes = scene.flatMap { DemoScene.named($0) }.map { [$0] } ?? DemoScene.all
        let summary = await DemoSession.run(scenes: scenes, fast: fast, colours: colours)
        print(summary)
    }
}
