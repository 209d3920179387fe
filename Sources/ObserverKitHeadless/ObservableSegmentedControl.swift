import Foundation
@_spi(Backend) import ObserverKit

/// A headless segmented control whose selection is observed with closures; a tap selects the segment under
/// the touch.
///
/// ```swift
/// let mode = ObservableSegmentedControl(items: ["Songs", "Albums", "Artists"])   // 240 points wide
/// mode.addObserver(for: .valueChanged) { print("segment \($0)") }
/// mode.tap(at: CGPoint(x: 200, y: 16))   // prints "segment 2"
/// ```
///
/// Segments share the width of ``View/bounds`` equally. A touch lifted inside selects the segment under
/// its x (clamped to the first or last segment when it is inside only by the touch slop); if that changes
/// ``selectedSegmentIndex``, valueChanged is sent *before* touchUpInside, because UIKit's `UIControl` calls
/// `endTrackingWithTouch:`, where a control changes its value, before the touch-up events (Chameleon's
/// open-source `UIControl.m`). Selection on release follows the segmented control of iOS 13 and later,
/// where a finger can slide across segments before lifting. Every event carries the current
/// ``selectedSegmentIndex``.
///
/// A selection is the control's primary action: right after its valueChanged, a touch that changes the selection
/// sends primaryActionTriggered, with the same origin, as Apple documents for UIKit: selecting a segment calls the
/// handlers of both events (developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:actions:),
/// and UISegmentedControl.h).
///
/// Re-tapping the selected segment sends touch events but no valueChanged: Apple's `selectedSegmentIndex`
/// documentation says the control generates valueChanged when the user touches a segment *to change the
/// selection* (developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex), and Erica
/// Sadun's *iOS Developer's Cookbook* (Recipe 9-4, "building and using controls") notes that in the normal,
/// non-momentary mode users cannot generate a new event by re-tapping their current choice. `isMomentary` is
/// not simulated.
///
/// ## Bad input
/// ``selectedSegmentIndex`` clamps: below −1 it becomes ``noSegment``, at or above ``numberOfSegments`` the
/// last segment (``noSegment`` when there are none). Removing segments re-clamps it. Setting it sends nothing.
public final class ObservableSegmentedControl: Control<Int> {
    /// The index meaning "no segment selected", as `UISegmentedControl.noSegment`.
    public static let noSegment = SegmentedControlBehavior.noSegment

    /// The segments' titles, left to right. Setting it keeps ``selectedSegmentIndex`` (clamped to the new
    /// segments) and sends nothing.
    public var segments: [String] {
        didSet { selectedSegmentIndex = clamped(selectedSegmentIndex) }
    }

    /// The selected segment, or ``noSegment``; setting it sends no event and clamps (see the type).
    public var selectedSegmentIndex = ObservableSegmentedControl.noSegment {
        didSet { selectedSegmentIndex = clamped(selectedSegmentIndex) }
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The title of segment `index`, as `UISegmentedControl.titleForSegment(at:)`; `nil` for an index outside
    /// the segments and for a segment whose title is empty (UIKit's segment with no title).
    ///
    /// ```swift
    /// let mode = ObservableSegmentedControl(items: ["Songs", "Albums"])
    /// mode.titleForSegment(at: 1)   // "Albums"
    /// mode.titleForSegment(at: 9)   // nil
    /// ```
    public func titleForSegment(at index: Int) -> String? {
        SegmentedControlBehavior.title(at: index, in: segments)
    }

    /// Sets the title of segment `index`, as `UISegmentedControl.setTitle(_:forSegmentAt:)` (`nil` leaves it
    /// with none); ignored for an index outside the segments, as UIKit's header says ("must be 0..#segments - 1
    /// (or ignored)"). Sends nothing, and the selection stays.
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index] = title ?? ""
    }

    /// Creates a segmented control with the titles `items` (as `UISegmentedControl(items:)`) and `bounds` (80 points a segment by default, 32 high),
    /// with no segment selected.
    public init(items segments: [String] = [], bounds: CGRect? = nil) {
        self.segments = segments
        super.init(bounds: bounds ?? CGRect(x: 0, y: 0, width: 80 * max(segments.count, 1), height: 32))
    }

    /// Every event carries the current ``selectedSegmentIndex``.
    override public func observation(for event: ControlEvent) -> Int {
        selectedSegmentIndex
    }

    /// A touch lifted inside selects the segment under it: valueChanged, then primaryActionTriggered.
    override public func trackTouch(_ phase: TouchPhase, at location: CGPoint) {
        guard phase == .ended(inside: true), let index = segment(at: location), index != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = index
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The segment under `location`, clamped to the first and last; `nil` without segments or width.
    public func segment(at location: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let fraction = (location.x - bounds.minX) / bounds.width
        let position = (fraction * CGFloat(segments.count)).rounded(.down)
        return Int(min(max(position, 0), CGFloat(segments.count - 1)))
    }

    private func clamped(_ index: Int) -> Int {
        SegmentedControlBehavior.clampedIndex(index, numberOfSegments: segments.count)
    }
}

extension ObservableSegmentedControl: BindableControl {
    /// The ``selectedSegmentIndex``; setting it is programmatic (clamped, no event).
    public var boundValue: Int {
        get { selectedSegmentIndex }
        set { selectedSegmentIndex = newValue }
    }
}
