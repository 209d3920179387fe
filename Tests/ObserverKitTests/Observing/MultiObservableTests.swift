import ObserverKit
import Testing

/// A type with many observers, written as the seeds write one.
private final class Playlist: MultiObservable {
    enum Action: Equatable {
        case didAdd(String)
        case didClear
    }

    var observers: [Observer<Action>] = []

    func add(_ song: String) { notifyObservers(of: .didAdd(song)) }
}

@Suite("MultiObservable: many observers")
struct MultiObservableTests {
    @Test("observers are notified in the order they were added, and addObserver returns the observer")
    func order() {
        let playlist = Playlist()
        var log: [String] = []
        let first = playlist.addObserver { _ in log.append("first") }
        playlist.add(observer: Observer { _ in log.append("second") })
        playlist.addObserver { _ in log.append("third") }
        playlist.add("Intro")
        #expect(log == ["first", "second", "third"])
        #expect(playlist.observers.first === first)
        #expect(playlist.observers.count == 3)
    }

    @Test("remove(observer:) removes that observer only; removing one never added is a no-op")
    func remove() {
        let playlist = Playlist()
        var log: [String] = []
        let first = playlist.addObserver { _ in log.append("first") }
        playlist.addObserver { _ in log.append("second") }
        playlist.remove(observer: first)
        playlist.remove(observer: first)
        playlist.remove(observer: Observer { _ in log.append("stranger") })
        playlist.add("Intro")
        #expect(log == ["second"])
        #expect(playlist.observers.count == 1)
    }

    @Test("removeObservers() removes every observer; notifying none is fine")
    func removeAll() {
        let playlist = Playlist()
        var calls = 0
        playlist.addObserver { _ in calls += 1 }
        playlist.addObserver { _ in calls += 1 }
        playlist.removeObservers()
        playlist.add("Intro")
        playlist.removeObservers()
        #expect(calls == 0)
        #expect(playlist.observers.isEmpty)
    }

    @Test("the token of add(observer:) removes exactly that registration, and cancelling twice is a no-op")
    func tokenCancelsItsRegistration() {
        let playlist = Playlist()
        var log: [String] = []
        let shared = Observer<Playlist.Action> { _ in log.append("shared") }
        let firstToken = playlist.add(observer: shared)
        playlist.add(observer: Observer { _ in log.append("other") })
        playlist.add(observer: shared)
        firstToken.cancel()
        firstToken.cancel()
        playlist.add("Intro")
        // The same observer added twice: one cancel removes one of its registrations.
        #expect(log == ["other", "shared"])
    }

    @Test("a token cancelled after the observer was removed by hand, or after the owner went, does nothing")
    func lateCancel() {
        var playlist: Playlist? = Playlist()
        let observer = Observer<Playlist.Action> { _ in }
        let token = playlist!.add(observer: observer)
        playlist!.remove(observer: observer)
        token.cancel()
        let orphan = playlist!.add(observer: observer)
        playlist = nil
        orphan.cancel()
    }

    @Test("an observer may remove itself, or every observer, while being notified")
    func removeSelfAndAllDuringNotification() {
        let playlist = Playlist()
        var log: [String] = []
        weak var selfRemoving: Observer<Playlist.Action>?
        selfRemoving = playlist.addObserver { [unowned playlist] _ in
            log.append("once")
            if let selfRemoving { playlist.remove(observer: selfRemoving) }
        }
        playlist.addObserver { _ in log.append("stays") }
        playlist.add("one")
        playlist.add("two")
        #expect(log == ["once", "stays", "stays"])

        log.removeAll()
        playlist.addObserver { [unowned playlist] _ in
            log.append("clears")
            playlist.removeObservers()
        }
        playlist.addObserver { _ in log.append("never") }
        playlist.add("three")
        #expect(log == ["stays", "clears"])
    }

    @Test("a handler capturing the owner weakly makes no cycle; the owner's observers go with it")
    func lifetime() {
        weak var weakPlaylist: Playlist?
        weak var weakObserver: Observer<Playlist.Action>?
        do {
            let playlist = Playlist()
            weakPlaylist = playlist
            weakObserver = playlist.addObserver { [weak playlist] _ in _ = playlist?.observers.count }
            playlist.add("one")
        }
        #expect(weakPlaylist == nil)
        #expect(weakObserver == nil)
    }
}
