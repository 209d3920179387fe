/// The pure behaviour of a segmented control that every backend shares: the range its selected index keeps to,
/// and the segment a title's index names.
///
/// ```swift
/// SegmentedControlBehavior.clampedIndex(7, numberOfSegments: 3)   // 2
/// SegmentedControlBehavior.clampedIndex(-5, numberOfSegments: 3)  // -1, no segment
/// SegmentedControlBehavior.clampedIndex(0, numberOfSegments: 0)   // -1: there is nothing to select
/// SegmentedControlBehavior.titledSegment(7, numberOfSegments: 3)  // 2: a title's index is pinned to the last
/// SegmentedControlBehavior.titledSegment(-1, numberOfSegments: 3) // nil: no segment's title
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

    /// The segment that `titleForSegment(at:)` and `setTitle(_:forSegmentAt:)` read or write for `index`: an
    /// index past the last is pinned to the last, as UIKit documents for both; `nil`, for nothing to read or
    /// write, when `index` is negative or there are no segments.
    public static func titledSegment(_ index: Int, numberOfSegments: Int) -> Int? {
        index >= 0 && numberOfSegments > 0 ? min(index, numberOfSegments - 1) : nil
    }
}
