// How a token of `MultiObservable.add(observer:)` finds its own registration.
//
// A conformer stores its observers as a plain `[Observer<Observation>]`, so an occurrence of an observer in that
// array carries no registration id, and one observer may occur several times. Each observer therefore keeps,
// per owner, its registrations in the order they were made (`MultiObservableRegistrations`). The invariant:
//
// 1. Order. While nothing but ObserverKit edits an owner's `observers`, the k-th occurrence of an observer in it
//    is the k-th of that observer's records with that owner: `add(observer:)` appends both, a token removes
//    both, `remove(observer:)` and `removeObservers()` remove every occurrence and every record.
// 2. Direct edits. A conformer may edit `observers` itself. `add(observer:)` counts the occurrences already
//    there (O(n)); when they differ from the records, the records are replaced by one record without a token
//    per occurrence, so the tokens issued before end nothing and the new token is in step again. A token
//    cancelled while occurrences and records differ removes nothing: it cannot tell which occurrence is its own.
//    Either way a token only ever removes an occurrence of its own observer.
// 3. Lifetime. A record refers to its owner weakly (a record of an owner that went never matches a new owner at
//    the same address, and is dropped at the next change); a registration refers to its owner and its observer
//    weakly, so a token kept after either went keeps nothing alive.

/// The registrations of one ``Observer`` made by ``MultiObservable/add(observer:)``, by owner, in add order.
struct MultiObservableRegistrations {
    /// One registration of the observer with `owner`: the token of registration `id`, or, with `id` 0, an
    /// occurrence that no token refers to (added by ``MultiObservable/addObserver(for:)`` or by the conformer).
    private struct Record {
        weak var owner: AnyObject?
        let id: UInt64
    }

    /// In the order the registrations were made; records of different owners interleave.
    private var records: [Record] = []
    private var lastID: UInt64 = 0

    /// Records a new registration with `owner`, whose `observers` holds the observer `occurrences` times before
    /// this one is appended, and returns its id.
    mutating func register(with owner: AnyObject, occurrences: Int) -> UInt64 {
        records.removeAll { $0.owner == nil }
        if records.count(where: { $0.owner === owner }) != occurrences {
            // The conformer edited `observers` itself: start afresh from what the array holds now.
            records.removeAll { $0.owner === owner }
            records.append(contentsOf: repeatElement(Record(owner: owner, id: 0), count: occurrences))
        }
        lastID += 1
        records.append(Record(owner: owner, id: lastID))
        return lastID
    }

    /// Forgets registration `id` with `owner`, returning which of the registrations with `owner` it was and
    /// how many there were; `nil` when it had already been forgotten.
    mutating func unregister(_ id: UInt64, with owner: AnyObject) -> (ordinal: Int, count: Int)? {
        var ordinal = 0
        var count = 0
        var found: Int?
        for index in records.indices where records[index].owner === owner {
            if records[index].id == id {
                found = index
                ordinal = count
            }
            count += 1
        }
        guard let found else { return nil }
        records.remove(at: found)
        return (ordinal, count)
    }

    /// Forgets every registration with `owner`, so that their tokens end nothing.
    mutating func unregisterAll(with owner: AnyObject) {
        guard !records.isEmpty else { return }
        records.removeAll { $0.owner === owner || $0.owner == nil }
    }
}

extension Observer {
    /// Forgets every registration of this observer with `owner`: ``MultiObservable/remove(observer:)`` and
    /// ``MultiObservable/removeObservers()`` call it as they remove its occurrences.
    @usableFromInline
    func unregisterAll(with owner: AnyObject) {
        registrations.unregisterAll(with: owner)
    }
}

/// The registration behind the token of ``MultiObservable/add(observer:)``.
final class MultiObservableRegistration<Owner: MultiObservable>: Cancellable {
    private weak var owner: Owner?
    /// Weak: the owner's array holds the observer, so a token kept after the owner went (or after the observer
    /// was removed another way) keeps nothing alive.
    private weak var observer: Observer<Owner.Observation>?
    /// Which of the observer's registrations this is.
    private let id: UInt64
    /// The owner holds the observer, not this registration: only its tokens keep it.
    var isAnchored: Bool { false }

    /// Registers `observer` with `owner`; the caller then appends it to `owner.observers`.
    init(owner: Owner, observer: Observer<Owner.Observation>) {
        self.owner = owner
        self.observer = observer
        let occurrences = owner.observers.count(where: { $0 === observer })
        id = observer.registrations.register(with: owner, occurrences: occurrences)
    }

    func cancel() {
        guard let observer else { return }
        self.observer = nil
        guard let owner, let place = observer.registrations.unregister(id, with: owner) else { return }
        // Read in a call of its own, so that the array is no longer shared when `remove(at:)` changes it.
        guard let index = Self.index(of: observer, at: place, in: owner.observers) else { return }
        owner.observers.remove(at: index)
    }

    /// The index of occurrence `place.ordinal` of `observer` in `observers`; `nil` (remove nothing) when
    /// `observer` does not occur exactly `place.count` times: the conformer then edited its array itself, and
    /// which occurrence is this registration's cannot be told.
    private static func index(
        of observer: Observer<Owner.Observation>, at place: (ordinal: Int, count: Int),
        in observers: [Observer<Owner.Observation>]
    ) -> Int? {
        var found: Int?
        var occurrences = 0
        for index in observers.indices where observers[index] === observer {
            if occurrences == place.ordinal { found = index }
            occurrences += 1
        }
        return occurrences == place.count ? found : nil
    }
}
