import ObserverKitGTK

/// The text controls of a `.ui` window, adopted as an app adopts them: its entries, a search entry with the id
/// `search` and a text view with the id `notes`. The text groups check them as they check the ones made in code.
@MainActor
struct AdoptedTextControls {
    /// The builder, kept as long as what it built is checked.
    let builder: Builder
    let window: Window
    /// The entries, in the order of the ids asked for.
    let fields: [ObserverKitGTK.ObservableTextField]
    let search: ObserverKitGTK.SearchBar
    let notes: ObserverKitGTK.ObservableTextView

    /// A `.ui` window titled `title` with one entry (`name`), a search entry and a text view 56 points high: what
    /// the groups that check one of each adopt.
    static func oneOfEach(title: String, height: Int) -> String {
        UIDefinition.window(
            title: title, height: height, spacing: 6,
            children: """
                    <child><object class="GtkEntry" id="name"/></child>
                    <child><object class="GtkSearchEntry" id="search"/></child>
                    <child><object class="GtkTextView" id="notes"><property name="height-request">56</property></object></child>
                """)
    }

    /// Adopts the window `window` of `definition` (`name` in GTK's messages), the entries `fieldIDs`, the search
    /// entry and the text view; `nil`, after a failed expectation that names them, when one is missing.
    init?(_ definition: String, name: String, fieldIDs: [String], _ checks: Checks) {
        guard let builder = try? Builder(string: definition, name: name),
            let window = try? builder.window(id: "window"),
            let fields = try? fieldIDs.map({ try builder.control(ObserverKitGTK.ObservableTextField.self, id: $0) }),
            let search = try? builder.searchBar(id: "search"),
            let notesWidget = try? builder.widget(id: "notes"),
            let notes = try? ObserverKitGTK.ObservableTextView(adopting: notesWidget)
        else {
            let entries = fieldIDs.count == 1 ? "an entry" : "\(fieldIDs.count) entries"
            checks.expect(false, "a .ui window with \(entries), a search entry and a text view is adopted")
            return nil
        }
        (self.builder, self.window, self.fields) = (builder, window, fields)
        (self.search, self.notes) = (search, notes)
    }
}
