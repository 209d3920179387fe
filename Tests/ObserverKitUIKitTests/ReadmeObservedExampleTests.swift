import Foundation
import ObserverKitUIKit
import Testing

// README: begin (README.md's "Controls you did not create", word for word but for the lint's comments)
@MainActor
final class SettingsScreen {
    // Outlets from a storyboard, typed as UIKit's own classes.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var volumeSlider: UISlider!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var searchBar: UISearchBar!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var doneItem: UIBarButtonItem!

    let volume = ObservableValue<Float>(0.5)
    let query = ObservableValue("")
    private(set) var log: [String] = []

    func viewDidLoad() {
        volumeSlider.observed.bind(volume)  // both ways, held while a finger is on the thumb
        searchBar.searchTextField.observed.bind(query)  // composed text is never written
        volumeSlider.observed.addObserver(for: .touchUpInside) { [weak self] action in
            if case .isTrackingTouch(false) = action { self?.log.append("volume set") }
        }
        doneItem.observed.addObserver(for: .primaryActionTriggered) { [weak self] in
            self?.log.append("done")
        }
    }
}
// README: end

/// README's "Controls you did not create" compiles as written (it is this file's code above, checked word for
/// word) and does what it says, with outlets set as a storyboard sets them.
@MainActor
@Suite("README: controls you did not create")
struct ReadmeObservedExampleTests {
    @Test("the example in README is this file's code")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift uikit\n").dropFirst().first)
            .components(separatedBy: "```").first
        let code = try #require(source.components(separatedBy: "(README.md's \"Controls you did not create\"").last)
            .components(separatedBy: "// README: end").first
        let lint = "    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals\n"
        let ours = try #require(code).components(separatedBy: "\n").dropFirst().joined(separator: "\n")
            .replacingOccurrences(of: lint, with: "")
        #expect(try #require(block) == "import ObserverKitUIKit\n\n" + ours)
    }

    @Test("outlets are observed and bound; the bar button's taps are heard")
    func screenWorks() {
        let screen = SettingsScreen()
        screen.volumeSlider = UISlider()
        screen.searchBar = UISearchBar()
        screen.doneItem = UIBarButtonItem(title: "Done")
        screen.viewDidLoad()
        #expect(screen.volumeSlider.value == 0.5)
        screen.volumeSlider.sendActions(for: .touchDown)
        screen.volumeSlider.value = 0.8
        screen.volumeSlider.sendActions(for: .valueChanged)
        screen.volumeSlider.sendActions(for: .touchUpInside)
        #expect(screen.volume.value == 0.8)
        screen.query.value = "jazz"
        #expect(screen.searchBar.searchTextField.text == "jazz")
        screen.searchBar.searchTextField.text = "blues"
        screen.searchBar.searchTextField.sendActions(for: .editingChanged)
        #expect(screen.query.value == "blues")
        screen.doneItem.simulateTap()
        #expect(screen.log == ["volume set", "done"])
    }
}
