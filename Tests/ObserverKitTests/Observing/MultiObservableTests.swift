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

    @Test("a token whose observer was removed ends nothing, even when it was added again since")
    func aStaleMultiObservableTokenEndsNothing() {
        let playlist = Playlist()
        let observer = Observer<Playlist.Action> { _ in }
        let first = playlist.add(observer: observer)
        playlist.remove(observer: observer)
        let second = playlist.add(observer: observer)
        first.cancel()
        #expect(playlist.observers.count == 1)
        second.cancel()
        #expect(playlist.observers.isEmpty)
    }

    @Test("a token issued before removeObservers() ends nothing once the observer is added again")
    func aTokenFromBeforeRemoveObserversEndsNothing() {
        let playlist = Playlist()
        var log: [String] = []
        let observer = Observer<Playlist.Action> { _ in log.append("observer") }
        let first = playlist.add(observer: observer)
        playlist.removeObservers()
        let second = playlist.add(observer: observer)
        first.cancel()
        playlist.add("Intro")
        #expect(log == ["observer"])
        second.cancel()
        #expect(playlist.observers.isEmpty)
    }

    @Test("a token whose observer remove(observer:) removed ends nothing once the conformer adds it back by hand")
    func aRemovedObserversTokenEndsNothingAfterTheConformerAddsItBack() {
        let playlist = Playlist()
        var log: [String] = []
        let observer = Observer<Playlist.Action> { _ in log.append("observer") }
        let token = playlist.add(observer: observer)
        playlist.remove(observer: observer)
        playlist.observers.append(observer)  // the conformer's own edit, which no token refers to
        token.cancel()
        playlist.add("Intro")
        #expect(log == ["observer"])
    }

    @Test("cancelling the later of two registrations of one observer keeps the order of the rest")
    func cancellingTheLaterRegistrationOfAnObserverKeepsTheOrder() {
        let playlist = Playlist()
        var log: [String] = []
        let x = Observer<Playlist.Action> { _ in log.append("x") }
        playlist.add(observer: x)
        playlist.add(observer: Observer { _ in log.append("b") })
        let later = playlist.add(observer: x)
        later.cancel()
        playlist.add("Intro")
        #expect(log == ["x", "b"])
    }

    @Test("the token of add(observer:) for an observer that addObserver(for:) added ends the later registration")
    func aTokenEndsItsOwnRegistrationOfAnObserverAddedByAddObserver() {
        let playlist = Playlist()
        var log: [String] = []
        let x = playlist.addObserver { _ in log.append("x") }
        playlist.addObserver { _ in log.append("b") }
        let later = playlist.add(observer: x)
        later.cancel()
        playlist.add("Intro")
        #expect(log == ["x", "b"])
    }

    @Test("a token kept after its owner went ends nothing and keeps neither the owner nor the observer alive")
    func aTokenOutlivingItsOwnerEndsNothingAndKeepsNothing() {
        weak var weakPlaylist: Playlist?
        weak var weakObserver: Observer<Playlist.Action>?
        let token: ObservationToken
        do {
            let playlist = Playlist()
            let observer = Observer<Playlist.Action> { _ in }
            weakPlaylist = playlist
            weakObserver = observer
            token = playlist.add(observer: observer)
            playlist.add(observer: observer)
        }
        #expect(weakPlaylist == nil)
        #expect(weakObserver == nil)
        token.cancel()
        token.cancel()
    }

    @Test("a token whose observer the conformer added by hand again removes nothing, and never another observer")
    func aTokenRemovesNothingWhenTheConformerEditedTheArrayOutOfStep() {
        let playlist = Playlist()
        var log: [String] = []
        let x = Observer<Playlist.Action> { _ in log.append("x") }
        let b = Observer<Playlist.Action> { _ in log.append("b") }
        let token = playlist.add(observer: x)
        playlist.observers.append(b)
        playlist.observers.append(x)
        token.cancel()
        playlist.add("Intro")
        #expect(log == ["x", "b", "x"])

        let replaced = playlist.add(observer: b)
        playlist.observers[playlist.observers.count - 1] = x
        replaced.cancel()
        log.removeAll()
        playlist.add("Outro")
        #expect(log == ["x", "b", "x", "x"])
    }

    @Test("after the conformer emptied its array by hand, the tokens issued before end nothing; the next ends its own")
    func addingAfterTheConformerEmptiedTheArrayStartsAfresh() {
        let playlist = Playlist()
        var log: [String] = []
        let x = Observer<Playlist.Action> { _ in log.append("x") }
        let old = playlist.add(observer: x)
        playlist.observers = []
        let new = playlist.add(observer: x)
        old.cancel()
        playlist.add("Intro")
        #expect(log == ["x"])
        new.cancel()
        #expect(playlist.observers.isEmpty)
    }

    @Test("during a notification, removed means no longer in observers: an observer still there is called at its turns")
    func removalDuringANotificationIsByObserver() {
        let playlist = Playlist()
        var log: [String] = []
        let x = Observer<Playlist.Action> { _ in log.append("x") }
        var laterX: ObservationToken?
        playlist.addObserver { _ in
            log.append("first")
            laterX?.cancel()
        }
        playlist.add(observer: x)
        laterX = playlist.add(observer: x)
        playlist.add("Intro")
        // The check is by observer: x is still in observers, so both of its turns call it, the removed one too.
        #expect(log == ["first", "x", "x"])
        #expect(playlist.observers.count == 2)

        let songs = Playlist()
        var heard: [String] = []
        let y = Observer<Playlist.Action> { _ in heard.append("y") }
        songs.addObserver { [unowned songs] _ in
            heard.append("first")
            songs.remove(observer: y)
            songs.add(observer: y)
        }
        songs.add(observer: y)
        songs.addObserver { _ in heard.append("last") }
        songs.add("Outro")
        // y, removed and added again before its turn, is called at its turn from before, and not at the one added.
        #expect(heard == ["first", "y", "last"])
        #expect(songs.observers.count == 3)
    }
}
