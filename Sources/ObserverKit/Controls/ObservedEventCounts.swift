/// How many registrations of one ``ControlObserver`` observe each single event, and the union of the events that
/// have one: the part of a `ControlObserver` that its registrations reach when they end.
///
/// ```swift
/// let counts = ObservedEventCounts(activate: { print("listen to \($0)") }, deactivate: { print("stop \($0)") })
/// counts.start([.touchDown, .touchUpInside])   // prints "listen to …": both gained their first observer
/// counts.stop(.touchDown)                      // prints "stop …": touchDown lost its last
/// ```
///
/// It is an object of its own, not part of the `ControlObserver`, because every registration holds it: a
/// registration holding the `ControlObserver` would make a cycle (the `ControlObserver` holds its registrations),
/// and a weak reference would give the `ControlObserver` a side table, which makes every later retain and release
/// of it take the slow path (apps retain their controls' `ControlObserver` on each `addObserver` call). The
/// registrations hold it strongly, which costs one retain; a weak reference costs a weak store and a side table of
/// its own. Measured in BENCHMARKS.md: 133 (the `ControlObserver` held weakly) → 106 (this object held weakly) →
/// 95 ns (held strongly) per registration.
@usableFromInline
final class ObservedEventCounts {
    /// How many registrations observe each single event, by bit: what keeps ``mask`` current in O(1) per
    /// registration as observers come and go.
    private var counts = ContiguousArray<Int>(repeating: 0, count: UInt.bitWidth)
    /// The union of the events that have at least one observer: a send reads it before anything else. Without
    /// the dynamic exclusivity check, as the rest of the dispatch state (see HandlerList.swift): no access
    /// overlaps another.
    @usableFromInline @exclusivity(unchecked) var mask: ControlEvent = []
    private let activate: ((ControlEvent) -> Void)?
    private let deactivate: ((ControlEvent) -> Void)?
    /// Set when the `ControlObserver` goes: registrations that end with it tell the backend nothing.
    var isClosed = false

    init(activate: ((ControlEvent) -> Void)?, deactivate: ((ControlEvent) -> Void)?) {
        self.activate = activate
        self.deactivate = deactivate
    }

    /// Counts `events` as observed once more; tells the backend about those that gained their first observer.
    func start(_ events: ControlEvent) {
        var gained: ControlEvent = []
        for event in events {
            let bit = event.rawValue.trailingZeroBitCount
            counts[bit] += 1
            if counts[bit] == 1 { gained.formUnion(event) }
        }
        mask.formUnion(gained)
        if !gained.isEmpty { activate?(gained) }
    }

    /// Counts `events` as observed once less; tells the backend about those that lost their last observer.
    func stop(_ events: ControlEvent) {
        guard !isClosed else { return }
        var lost: ControlEvent = []
        for event in events {
            let bit = event.rawValue.trailingZeroBitCount
            counts[bit] -= 1
            if counts[bit] == 0 { lost.formUnion(event) }
        }
        mask.subtract(lost)
        if !lost.isEmpty { deactivate?(lost) }
    }
}
