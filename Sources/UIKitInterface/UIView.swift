#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uiview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIView` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIView: UIResponder {
        // https://developer.apple.com/documentation/uikit/uiview/frame.
        /// The frame rectangle, in the superview's coordinate system.
        open var frame: CGRect {
            didSet { bounds.size = frame.size }
        }

        // https://developer.apple.com/documentation/uikit/uiview/bounds.
        /// The bounds rectangle, in the view's own coordinate system.
        open var bounds: CGRect

        // https://developer.apple.com/documentation/uikit/uiview/subviews.
        /// The views this view contains.
        open private(set) var subviews: [UIView] = []

        // https://developer.apple.com/documentation/uikit/uiview/superview.
        /// The view that contains this one.
        open private(set) weak var superview: UIView?

        // https://developer.apple.com/documentation/uikit/uiview/init(frame:).
        /// Creates a view with the frame rectangle you specify.
        public init(frame: CGRect) {
            self.frame = frame
            bounds = CGRect(origin: .zero, size: frame.size)
        }

        // https://developer.apple.com/documentation/objectivec/nsobject/init(): a view of frame .zero.
        /// Creates a view with an empty frame, as `NSObject`'s `init()` does in UIKit.
        override public convenience init() {
            self.init(frame: .zero)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Creates a view from data in an unarchiver; the interface has no archives, so this fails.
        public required init?(coder: NSCoder) {
            return nil
        }

        // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:).
        /// Adds a view to the end of this view's list of subviews.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview().
        /// Unlinks the view from its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }
    }
#endif
