import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

// The Swift examples of README.md's section "Test your screens", as they stand there, and a test that each of
// README's ```swift test blocks is found here or in ReadmeGestureExampleTests.swift (ignoring indentation), so
// the README cannot show code that does not compile or does not do what it says. The section's blocks are
// fenced ```swift test (ReadmeExampleTests holds the other ```swift blocks). The tests are top-level `@MainActor @Test` functions, as a user pastes them (CI's
// pasted-examples stage also builds and runs them in a fresh package).

@MainActor
final class SearchScreen {
    let searchField = ObservableTextField()
    let clearButton = ObservableButton()

    init() {
        // primaryActionTriggered, not touchUpInside: a key press on the focused button clears too.
        clearButton.addObserver(for: .primaryActionTriggered) { [weak self] in
            self?.searchField.text = ""
        }
    }

    /// What to search for: the field's text once typing pauses for 300 ms, each text once.
    var searches: EventStream<String> {
        Self.searches(
            from: searchField.events(for: .editingChanged).map(\.text), scheduler: searchField.scheduler)
    }

    static func searches(from edits: EventStream<String>, scheduler: any Scheduler) -> EventStream<String> {
        edits.debounce(for: .milliseconds(300), scheduler: scheduler).distinctUntilChanged()
    }
}

@MainActor @Test func searchesOnlyWhenTypingPauses() {
    #expect(
        Marble.verify(tick: .milliseconds(100)) {
            "ab-c---c----"
            SearchScreen.searches(from: $0[0], scheduler: $0.scheduler)
            "------c-----"
        } == .matching)
}

@MainActor @Test func typingInTheFieldSearchesOnce() {
    let screen = SearchScreen()
    #expect(
        TouchScript(screen.searchField).observing("search", screen.searches).verify(
            "text:   {ab-c-------",
            "search: -------'abc'"
        ) == .matching)
}

@MainActor @Test func aComposedWordIsSearchedOnceItIsCommitted() {
    let screen = SearchScreen()
    #expect(
        TouchScript(screen.searchField).observing("search", screen.searches).verify(
            "text:   {caf----------",
            "marked: ----eé.-------",
            "search: --------'café'"
        ) == .matching)
}

@MainActor @Test func clearingIsATapThatLandsOnTheButton() {
    let screen = SearchScreen()
    screen.searchField.text = "jazz"
    #expect(
        TouchScript(screen.clearButton).verify(
            "touch:          d-o-i-u",
            "touchUpInside:  ------x",
            "touchUpOutside: -------"
        ) == .matching)
    #expect(screen.searchField.text == "")
}

@MainActor @Test func spaceOnTheFocusedClearButtonClearsWithoutATouch() {
    let screen = SearchScreen()
    screen.searchField.text = "jazz"
    #expect(
        TouchScript(screen.clearButton).verify(
            "keys:                   s",
            "touchUpInside:          -",
            "primaryActionTriggered: x",
            "origins:                k"
        ) == .matching)
    #expect(screen.searchField.text == "")
}

@MainActor @Test func theScreenGoesAwayWithItsControls() {
    #expect(
        LeakCheck.run { check in
            let screen = SearchScreen()
            check.expectGone(screen)
            check.expectGone(screen.clearButton)
            screen.clearButton.tap()
        } == .noLeaks)
}

@MainActor
@Suite("README: Test your screens")
struct ReadmeTestingBlocksTests {
    @Test("every ```swift test block of README.md is here, as written")
    func readmeBlocksAreCompiledHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let here = URL(fileURLWithPath: #filePath)
        let gestures = here.deletingLastPathComponent().appendingPathComponent("ReadmeGestureExampleTests.swift")
        let source =
            try String(contentsOf: here, encoding: .utf8) + "\n" + String(contentsOf: gestures, encoding: .utf8)
        let blocks = Self.blocks(fencedWith: "```swift test", in: readme)
        #expect(blocks.count == 4)
        let sourceLines = Self.normalizedLines(source)
        for block in blocks {
            let lines = Self.normalizedLines(block)
            let found = (0...(sourceLines.count - lines.count)).contains { start in
                Array(sourceLines[start..<start + lines.count]) == lines
            }
            #expect(
                found,
                "README block not found in ReadmeTestingExampleTests.swift or ReadmeGestureExampleTests.swift:\n\(block)"
            )
        }
    }

    /// The contents of every fence that opens with `fence`.
    static func blocks(fencedWith fence: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == fence {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without indentation, blank lines dropped.
    static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
