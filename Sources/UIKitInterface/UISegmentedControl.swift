#if os(Linux)
    import Foundation

    /// The part of UIKit's `UISegmentedControl` that the UIKit backend uses (see ``UIResponder``).
    @MainActor
    open class UISegmentedControl: UIControl {
        /// The index of no segment: what `selectedSegmentIndex` holds when none is selected.
        public static let noSegment = -1

        private var titles: [String]

        /// The selected segment's index, or ``noSegment``.
        open var selectedSegmentIndex = UISegmentedControl.noSegment

        /// The number of segments.
        open var numberOfSegments: Int { titles.count }

        /// Creates a segmented control with segments titled by `items` (strings; images are not modelled).
        public init(items: [Any]?) {
            titles = (items ?? []).map { "\($0)" }
            super.init(frame: .zero)
        }

        /// Creates a segmented control with no segments.
        override public init(frame: CGRect) {
            titles = []
            super.init(frame: frame)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The title of the segment at `segment`.
        open func titleForSegment(at segment: Int) -> String? {
            titles.indices.contains(segment) ? titles[segment] : nil
        }
    }
#endif
