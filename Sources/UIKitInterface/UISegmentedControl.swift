#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UISegmentedControl` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UISegmentedControl: UIControl {
        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment.
        /// The index of no segment: what `selectedSegmentIndex` holds when none is selected.
        public static let noSegment = -1

        private var titles: [String] = []

        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex: default noSegment (-1).
        /// The selected segment's index, or ``noSegment``.
        open var selectedSegmentIndex = UISegmentedControl.noSegment

        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments.
        /// The number of segments.
        open var numberOfSegments: Int { titles.count }

        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:): `convenience init(items: [Any]?)`
        // (UISegmentedControl.h: `- (instancetype)initWithItems:(nullable NSArray *)items`, not designated).
        /// Creates a segmented control with segments titled by `items` (strings; images are not modelled).
        public convenience init(items: [Any]?) {
            self.init(frame: .zero)
            titles = (items ?? []).map { "\($0)" }
        }

        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:).
        /// The title of the segment at `segment`; `nil` outside the segments (UIKit's header asks for
        /// `0..#segments - 1`; what Apple's UIKit answers outside it is not modelled).
        open func titleForSegment(at segment: Int) -> String? {
            titles.indices.contains(segment) ? titles[segment] : nil
        }

        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:actions:) (UISegmentedControl.h:51
        // in the iOS 16.5 SDK): selecting a segment calls the handlers for the valueChanged and
        // primaryActionTriggered control events; and `sendActions(for:)` with a control's own event reaches its
        // primaryActionTriggered actions (blog.rachelbrindle.com/2020/07/12/uikit-testing-controls).
        /// The valueChanged, which brings the primaryActionTriggered actions with it.
        override var primaryActionEvent: Event { .valueChanged }
    }
#endif
