import Foundation
import ObserverKitHeadless

/// `observerkit-demo`: a scripted session of a small player screen on the headless backend.
///
/// Its three options are parsed here by hand, so that the package needs no argument parser: a package that
/// depends on ObserverKit's libraries resolves no package but ObserverKit, since SwiftPM resolves the
/// dependencies of every product a dependency declares, this executable's included.
struct DemoCommand {
    static let usage = """
        OVERVIEW: Shows every ObserverKit feature as a transcript of a scripted session on the headless backend.

        Scenes, in order:
        \(DemoScene.all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.title)" }
            .joined(separator: "\n"))

        USAGE: observerkit-demo [--fast] [--scene <scene>] [--no-color]

        OPTIONS:
          --fast                  Run press-and-hold on virtual time instead of real time.
          --scene <scene>         Run one scene only: \(DemoScene.all.map(\.name).joined(separator: ", ")).
          --no-color              Never colour the output (it is coloured only on a terminal anyway).
          -h, --help              Show help information.
        """

    /// Run press-and-hold on virtual time instead of real time.
    var fast = false

    /// Run one scene only.
    var scene: String?

    /// Never colour the output (it is coloured only on a terminal anyway).
    var noColor = false

    /// What went wrong with the command line.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> DemoCommand {
        var command = DemoCommand()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--fast": command.fast = true
            case "--no-color": command.noColor = true
            case "--scene":
                guard let name = rest.popFirst() else {
                    throw UsageError(description: "missing value for '--scene <scene>'")
                }
                command.scene = name
            case _ where argument.hasPrefix("--scene="):
                command.scene = String(argument.dropFirst("--scene=".count))
            default:
                throw UsageError(description: "unknown option '\(argument)'")
            }
        }
        if let scene = command.scene, DemoScene.named(scene) == nil {
            let names = DemoScene.all.map(\.name).joined(separator: ", ")
            throw UsageError(description: "no scene named '\(scene)'; scenes: \(names)")
        }
        return command
    }

    /// Parses the process's arguments; prints the help and exits for `--help`, or the error and the usage line
    /// (exit code 64, as sysexits' EX_USAGE) for a bad command line.
    static func parseOrExit() -> DemoCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            Foundation.exit(EXIT_SUCCESS)
        }
        do {
            return try parse(arguments)
        } catch {
            exit(withError: error)
        }
    }

    /// Prints `error` and the usage line to standard error and exits with 64.
    static func exit(withError error: any Error) -> Never {
        FileHandle.standardError.write(
            Data("Error: \(error)\nUsage: observerkit-demo [--fast] [--scene <scene>] [--no-color]\n".utf8))
        Foundation.exit(64)
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
