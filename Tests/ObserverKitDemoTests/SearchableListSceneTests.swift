import Foundation
import ObserverKitHeadless
import Testing

@testable import ObserverKitDemo

/// The searchable list: a search bar and a table observed through `observed`, no delegate.
@MainActor
@Suite("Demo searchable list")
struct SearchableListSceneTests {
    @Test("search: typing filters, composed text waits for its commit, a tap opens a row, cancel clears")
    func search() async throws {
        let run = try await DemoRun.play([.search])
        #expect(
            run.lines(after: "focus the search bar and type \"enc\"").map(\.text) == [
                "search bar: textDidChange(\"enc\")", "search results = Encore, Encore (live)",
            ])
        // Nothing is reported while "o" is marked; its commit is reported once, after the query got it.
        #expect(
            run.lines(after: "compose \"o\" with an input method, then commit it").map(\.text) == [
                "the search bar shows \"enco\"; the query is still \"enc\"",
                "search results = Encore, Encore (live)", "search bar: textDidChange(\"enco\")",
            ])
        #expect(
            run.texts(.handler, after: "tap the second row") == ["table: didSelect row 1 opens \"Encore (live)\""])
        #expect(
            run.texts(.note, after: "tap the cancel button") == ["5 rows shown, opened: Encore (live)"])
        #expect(run.screen.search.query.value == "")
        #expect(!run.screen.search.searchBar.searchTextField.isFirstResponder)
    }

    @Test("the screen is freed with its search bar and table")
    func lifetime() {
        weak var weakScreen: SearchableListScreen?
        weak var weakTable: TableView?
        do {
            let screen = SearchableListScreen(
                transcript: Transcript(write: nil, colours: false), tracks: ["A", "B"], scheduler: TestScheduler())
            weakScreen = screen
            weakTable = screen.table
            screen.table.tap(at: CGPoint(x: 10, y: 10))
            #expect(screen.opened == ["A"])
        }
        #expect(weakScreen == nil && weakTable == nil)
    }
}
