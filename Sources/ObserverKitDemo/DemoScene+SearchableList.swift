import Foundation
import ObserverKitHeadless

extension DemoScene {
    static let search = DemoScene(
        name: "search", title: "Delegates become observers",
        summary: "a search bar filters a table and a tap opens a row, observed through observed: no delegate, and "
            + "the search bar never reports the text an input method is still composing"
    ) { screen, transcript, _ in
        let list = screen.search
        let field = list.searchBar.searchTextField
        transcript.input("focus the search bar and type \"enc\"")
        field.becomeFirstResponder()
        field.insertText("enc")
        transcript.input("compose \"o\" with an input method, then commit it")
        field.setMarkedText("o")
        transcript.note("the search bar shows \"\(list.searchBar.text)\"; the query is still \"\(list.query.value)\"")
        field.unmarkText()
        transcript.input("tap the second row")
        list.table.tap(at: CGPoint(x: 160, y: 66))
        transcript.input("tap the cancel button")
        list.searchBar.tapCancelButton()
        transcript.note(
            "\(list.table.numberOfRows(inSection: 0)) rows shown, opened: \(list.opened.joined(separator: ", "))")
    }
}
