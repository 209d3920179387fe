// The one dispatch and lifetime core of ObserverKit. `EventSource`, `ObservableValue`, `ControlObserver` and
// `DelegateObserver` keep their handlers in a `HandlerList` and deliver through `forEachEntry`; `MultiObservable`,
// whose `observers` array its conformers store, shares only the calling loop (`forEachRegistered`).
//
// The invariant, written once:
//
// 1. Order. `slots` holds the registrations in the order they were made, each with its id; ids only grow, so
//    `slots` is sorted by id and a token finds its entry by binary search (O(log n)). A cancelled entry's
//    slot keeps its id and gives up its entry (a tombstone: `entry == nil`); the newest slot is dropped
//    outright, and the other tombstones are compacted away, in place, once they outnumber the live entries, so
//    cancelling costs O(log n) plus O(1) amortised.
// 2. What may change during a dispatch. A dispatch iterates a *snapshot* of `slots` (a copy of the array,
//    which shares its storage). Any handler, or for a value any other thread, may add, cancel or dispatch
//    again meanwhile: those mutate `slots` itself, so the first mutation during a dispatch copies the
//    storage once (O(n), the cost of the dispatch itself) and the rest work on the copy. An entry added during
//    a dispatch is not in its snapshot, so it does not get the event in flight; a cancelled entry is marked
//    inactive before its slot is given up, and the loop checks `isActive` before each call, so it is not
//    called afterwards; a nested dispatch takes its own snapshot, so it is delivered completely, depth first.
// 3. What keeps what alive. `slots` holds each entry, and the entry its handler. The snapshot holds every
//    entry it contains until the dispatch ends, so the loop calls each at +0 (`Unmanaged`, no retain), and an
//    entry cancelled during a dispatch is released when that dispatch ends, on its thread. Tokens hold the
//    list, never an entry: cancelling releases the handler at once (or when the dispatch in flight ends), and
//    a token kept for ever keeps only this small list. When the owner goes, it calls `close()`: every entry is
//    released and nothing can subscribe any more, so a token outliving its owner cancels nothing.
// 4. No user code under a lock. An `ObservableValue`'s list is guarded by the value's lock (`lock`); every
//    method that removes entries returns them, or releases them after unlocking, because a handler's captures
//    may run a `deinit` (user code) as they go. Handlers are only ever called with no lock held.
//    A value's delivery reads its snapshot with no lock held; a later change under the lock may reuse that
//    storage in place once the snapshot is gone, ordered after those reads by the storage's atomic reference
//    count. Swift's runtime, which counts, is not instrumented, so under ThreadSanitizer a delivery takes the
//    lock once more when it is done, to show it that order.
// 5. Threads. A list is used from one thread at a time, except a value's, whose every access holds `lock`
//    (the value takes it around `slots`; `cancel` and `close` take it themselves). A list made on the main
//    thread without a lock (a control's or a view's observers) forwards a cancel made on another thread to the
//    main queue.
//
// Unsafe constructs, and why each is sound:
// - `@exclusivity(unchecked)` on the stored properties: the dispatch reads them on every event and the dynamic
//   exclusivity check costs more than the delivery (measured in `Benchmarks/`). No access overlaps another:
//   none is passed `inout` across a call to user code, and the loop works on a snapshot, not on `slots`.
// - `Unmanaged.passUnretained(…)._withUnsafeGuaranteedRef` in the loops: the snapshot (or, for
//   `forEachRegistered`, the caller's copy of the array) holds the object for the whole call.
// - `unsafeDowncast` in the owners' loops: every active entry of a list is of the one handler type its owner
//   registers.
// - The storage-identity test of `isRegistered(_:in:unchangedFrom:)`: two arrays with the same base address
//   and count share one storage, and an array's storage is immutable while a copy of it (the snapshot) lives.

import CObserverKit
import Dispatch

/// The registrations of one owner, in the order they were made.
@usableFromInline
final class HandlerList {
    /// One registration's place: its id, kept when it is cancelled, and its entry (`nil` once cancelled: a
    /// tombstone).
    @usableFromInline
    struct Slot {
        @usableFromInline let id: UInt64
        @usableFromInline var entry: HandlerEntry?

        @inlinable
        init(id: UInt64, entry: HandlerEntry) {
            self.id = id
            self.entry = entry
        }

        /// The entry, not retained: the array that holds this slot keeps it alive.
        @inlinable
        var entryUnretained: Unmanaged<HandlerEntry>? {
            entry.map { Unmanaged.passUnretained($0) }
        }
    }

    /// Live entries and tombstones, in id order.
    @usableFromInline @exclusivity(unchecked) var slots: ContiguousArray<Slot> = []
    /// The id the next registration gets; never reused, so a token cancelled twice cannot end another.
    @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0
    /// How many of `slots` are tombstones.
    @exclusivity(unchecked) private var tombstones = 0
    /// False once the owner is gone: nothing registers any more.
    @usableFromInline @exclusivity(unchecked) private(set) var isOpen = true
    /// The lock of the value whose list this is; `nil` for a list used from one thread at a time.
    @usableFromInline let lock: Lock?
    /// Whether a cancel made off the main thread is forwarded to the main queue (a main-confined owner's list).
    private let isMainConfined: Bool

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - lock: the owner's lock, which every access holds (a value's list).
    ///   - followsTheMainActor: whether the owner belongs to the main actor when made there (a control's or a
    ///     view's observers): a cancel made on another thread is then forwarded to the main queue.
    @usableFromInline
    init(lock: Lock? = nil, followsTheMainActor: Bool = false) {
        self.lock = lock
        isMainConfined = followsTheMainActor && lock == nil && MainThread.isCurrent
    }

    /// Whether the list has no active registration.
    @usableFromInline var isEmpty: Bool { slots.count == tombstones }

    /// The id the next ``append(_:)`` will give; an entry is created with it.
    @inlinable
    func reserveID() -> UInt64 {
        let id = nextID
        nextID &+= 1
        return id
    }

    /// Appends `entry`, whose id came from ``reserveID()``; returns its token, or `nil` when the owner is gone
    /// (the entry is then not added). A value's caller holds the lock.
    @inlinable
    func append(_ entry: HandlerEntry) -> ObservationToken? {
        guard isOpen else { return nil }
        slots.append(Slot(id: entry.id, entry: entry))
        return ObservationToken(list: self, id: entry.id)
    }

    /// The index of the live entry with `id`, if it is still registered.
    func index(of id: UInt64) -> Int? {
        var low = slots.startIndex
        var high = slots.endIndex
        // The newest first: observers are most often cancelled soon after they were added.
        if high > low, slots[high - 1].id <= id { low = high - 1 }
        while low < high {
            let middle = low + (high - low) / 2
            if slots[middle].id < id { low = middle + 1 } else { high = middle }
        }
        guard low < slots.endIndex, slots[low].id == id, slots[low].entry != nil else { return nil }
        return low
    }

    /// Ends registration `id`: inactive at once (a dispatch in flight skips it), released here, or when the
    /// dispatch in flight ends. A no-op when it has ended already or the owner is gone. Safe from any thread
    /// for a value's list; a main-confined owner's list forwards a cancel from another thread to the main queue.
    @usableFromInline
    func cancel(_ id: UInt64) {
        if isMainConfined, !MainThread.isCurrent {
            let list = UncheckedSendable(self)
            DispatchQueue.main.async { list.value.cancel(id) }
            return
        }
        lock?.lock()
        let removed = removeLocked(id)
        lock?.unlock()
        // Released only now, with no lock held: the handler's captures may run user code as they go.
        withExtendedLifetime(removed) {}
    }

    /// Ends registration `id` and returns its entry, for the caller to release when no lock is held.
    func removeLocked(_ id: UInt64) -> HandlerEntry? {
        guard let index = index(of: id) else { return nil }
        return remove(at: index)
    }

    /// Ends the entry at `index` (a live one) and returns it, for the caller to release when no lock is held.
    /// The entry's ``HandlerEntry/ended()`` runs first.
    @discardableResult
    func remove(at index: Int) -> HandlerEntry {
        // Moved out of its slot, not copied: no reference counting. A live entry's slot holds it.
        let entry = slots[index].entry.take().unsafelyUnwrapped
        entry.isActive = false
        if index == slots.endIndex - 1 {
            // The newest: drop its slot, and the tombstones before it.
            slots.removeLast()
            while let last = slots.indices.last, slots[last].entry == nil {
                slots.removeLast()
                tombstones -= 1
            }
        } else {
            tombstones += 1
            if tombstones > 16, tombstones > slots.count / 2 { compact() }
        }
        entry.ended()
        return entry
    }

    /// The live entries, in order, for an owner's queries and bulk removals (a copy: removing while iterating
    /// it is safe). Every entry of the list must be an `Entry`.
    func liveEntries<Entry: HandlerEntry>(as type: Entry.Type) -> [Entry] {
        slots.compactMap { $0.entry.map { unsafeDowncast($0, to: Entry.self) } }
    }

    /// Whether a live entry satisfies `predicate` (which must not run user code: a value's caller holds the
    /// lock). Allocates nothing.
    func containsLive<Entry: HandlerEntry>(_ type: Entry.Type, where predicate: (Entry) -> Bool) -> Bool {
        for slot in slots {
            if let entry = slot.entry, predicate(unsafeDowncast(entry, to: Entry.self)) { return true }
        }
        return false
    }

    /// Drops the tombstones, in place: O(n), once every n/2 cancels. Releases no live entry, so it runs no
    /// user code.
    private func compact() {
        var kept = slots.startIndex
        for index in slots.indices where slots[index].entry != nil {
            if kept != index { slots[kept] = slots[index] }
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        tombstones = 0
    }

    /// Ends every registration and refuses new ones: the owner is gone. Takes the lock, if any; the entries
    /// are released after it is released.
    func close() {
        lock?.lock()
        isOpen = false
        let released = slots
        slots = []
        tombstones = 0
        for slot in released { slot.entry?.isActive = false }
        lock?.unlock()
        withExtendedLifetime(released) {}
    }

    /// Calls `body` with each active entry of a snapshot, in order, at +0 (see the file's opening comment).
    /// Every entry of the list must be an `Entry` (its owner registers no other kind).
    @inlinable
    func forEachEntry<Entry: HandlerEntry>(as type: Entry.Type, _ body: (Entry) -> Void) {
        let snapshot = slots
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard let slotEntry = buffer[index].entryUnretained else { continue }
                slotEntry._withUnsafeGuaranteedRef { entry in
                    if entry.isActive { body(unsafeDowncast(entry, to: Entry.self)) }
                }
            }
        }
    }

    /// The loop of a list guarded by `lock`: calls `body` with each entry of `snapshot` (taken under the lock)
    /// that is still active, in order, at +0, with no lock held during the calls. The first live entry was
    /// active when the snapshot was taken and nothing has run since, so only the later ones are checked again,
    /// under the lock: an earlier handler, or another thread, may have cancelled them.
    @inlinable
    static func forEachEntry<Entry: HandlerEntry>(
        of snapshot: ContiguousArray<Slot>, as type: Entry.Type, lockedBy lock: Lock,
        _ body: (Entry) -> Void
    ) {
        snapshot.withUnsafeBufferPointer { buffer in
            var isFirst = true
            for index in buffer.indices {
                // The snapshot is immutable, so a tombstone is told apart without the lock.
                guard let slotEntry = buffer[index].entryUnretained else { continue }
                slotEntry._withUnsafeGuaranteedRef { entry in
                    if isFirst {
                        isFirst = false
                    } else {
                        // By hand: a generic `withLock` closure here allocates on every delivery.
                        lock.lock()
                        let isActive = entry.isActive
                        lock.unlock()
                        guard isActive else { return }
                    }
                    body(unsafeDowncast(entry, to: Entry.self))
                }
            }
            // Every read of this storage without the lock is done. A change under the lock may reuse the storage
            // in place once this snapshot is gone, ordered after these reads by the storage's reference count;
            // Swift's runtime, which counts, is not instrumented, so under ThreadSanitizer the lock is taken once
            // more to show it that order.
            if observerkit_thread_sanitizer_is_active() != 0 {
                lock.lock()
                lock.unlock()
            }
        }
    }

    /// The calling loop that `MultiObservable` shares: calls `body` with each element of `snapshot` (a copy
    /// of `current()` taken before the first call) at +0, skipping those that `current()` no longer holds.
    @inlinable
    static func forEachRegistered<Element: AnyObject>(
        of snapshot: [Element], current: () -> [Element], _ body: (Element) -> Void
    ) {
        snapshot.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { element in
                    if index > 0, !isRegistered(element, in: current(), unchangedFrom: snapshot) { return }
                    body(element)
                }
            }
        }
    }

    /// Whether `element` is in `current`. While `current` is the very array `snapshot` copied (nothing
    /// mutated it, so it shares the snapshot's storage) the answer is yes without a search.
    @inlinable
    static func isRegistered<Element: AnyObject>(
        _ element: Element, in current: [Element], unchangedFrom snapshot: [Element]
    ) -> Bool {
        let unchanged = current.withUnsafeBufferPointer { currentBuffer in
            snapshot.withUnsafeBufferPointer {
                $0.baseAddress == currentBuffer.baseAddress && $0.count == currentBuffer.count
            }
        }
        if unchanged { return true }
        for candidate in current where candidate === element { return true }
        return false
    }
}

/// One registration of a ``HandlerList``: an owner subclasses it with the handler it calls.
@usableFromInline
class HandlerEntry {
    /// Which registration of its list this is.
    @usableFromInline final let id: UInt64
    /// False once cancelled, or once the owner is gone. A value's entries are read and written under its lock.
    @usableFromInline @exclusivity(unchecked) final var isActive: Bool

    @usableFromInline
    init(id: UInt64) {
        self.id = id
        isActive = true
    }

    /// Called once, by ``HandlerList/remove(at:)``, when the registration ends through its token or its
    /// owner's removal (not when the owner goes). An owner that keeps bookkeeping per registration overrides it.
    func ended() {}
}

/// Carries a value across an isolation boundary that the caller has made safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
