import ObserverKitHeadless

/// A list screen that gets pull-to-refresh from `ScrollRefreshable`'s default implementation: no `@objc`.
@MainActor
final class LibraryScreen: ScrollRefreshable {
    let scrollView = ScrollView()
    private(set) var items = ["Intro", "Theme"]
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
        addRefreshControl()
    }

    func refreshTriggered() {
        transcript.handler("library: refreshTriggered() loads new items")
        items.append("Encore \(items.count - 1)")
        transcript.value("library items", items.joined(separator: ", "))
        scrollView.refreshControl?.endRefreshing()
        transcript.handler("library: endRefreshing()")
    }
}
