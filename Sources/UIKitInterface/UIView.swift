#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uiview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIView` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIView: UIResponder {
        /// The frame rectangle, in the superview's coordinate system.
        open var frame: CGRect {
            didSet { bounds.size = frame.size }
        }

        /// The bounds rectangle, in the view's own coordinate system.
        open var bounds: CGRect

        /// The views this view contains.
        open private(set) var subviews: [UIView] = []

        /// The view that contains this one.
        open private(set) weak var superview: UIView?

        /// Creates a view with the frame rectangle you specify.
        public init(frame: CGRect) {
            self.frame = frame
            bounds = CGRect(origin: .zero, size: frame.size)
        }

        /// Creates a view with an empty frame, as `NSObject`'s `init()` does in UIKit.
        override public convenience init() {
            self.init(frame: .zero)
        }

        /// Creates a view from data in an unarchiver; the interface has no archives, so this fails.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Adds a view to the end of this view's list of subviews.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Unlinks the view from its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }
    }
#endif
