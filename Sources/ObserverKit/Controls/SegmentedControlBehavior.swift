/// The pure behaviour of a segmented control that every backend shares: the range its selected index keeps to,
/// and what a segment's title reads as.
///
/// ```swift
/// SegmentedControlBehavior.clampedIndex(7, numberOfSegments: 3)   // 2
/// SegmentedControlBehavior.clampedIndex(-5, numberOfSegments: 3)  // -1, no segment
/// SegmentedControlBehavior.clampedIndex(0, numberOfSegments: 0)   // -1: there is nothing to select
/// SegmentedControlBehavior.title(at: 1, in: ["Day", "Week"])      // "Week"
/// SegmentedControlBehavior.title(at: 7, in: ["Day", "Week"])      // nil: no such segment
/// ```
///
/// ObserverKit's rule for bad input, the same on every backend: an index below −1 (`noSegment`) becomes −1, and
/// one at or past the last segment becomes the last (−1 when there are none), where `UISegmentedControl` would
/// raise or misbehave.
@_spi(Backend) public enum SegmentedControlBehavior {
    /// The index meaning "no segment selected": `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// `index` pinned to `noSegment...numberOfSegments - 1`: `noSegment` when there are no segments.
    public static func clampedIndex(_ index: Int, numberOfSegments: Int) -> Int {
        min(max(index, noSegment), max(numberOfSegments - 1, noSegment))
    }

    /// What `titleForSegment(at:)` answers for `index` among `titles`: the title, or `nil` for an index outside
    /// the segments (negative or past the last) and for an empty title, a segment with no title.
    public static func title(at index: Int, in titles: [String]) -> String? {
        titles.indices.contains(index) && !titles[index].isEmpty ? titles[index] : nil
    }
}
