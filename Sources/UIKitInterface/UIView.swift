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

        // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
        /// The recognizers attached to the view, or `nil` when none is. Setting it detaches those left out, and
        /// moves here those attached to another view, as `addGestureRecognizer(_:)` does.
        open var gestureRecognizers: [UIGestureRecognizer]? {
            get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
            set {
                for recognizer in attachedRecognizers { recognizer.view = nil }
                attachedRecognizers = []
                for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            }
        }
        private var attachedRecognizers: [UIGestureRecognizer] = []

        // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
        /// Whether the view takes touches.
        open var isUserInteractionEnabled = true

        // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
        /// Attaches `gestureRecognizer` to the view.
        open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
            attachedRecognizers.append(gestureRecognizer)
            gestureRecognizer.view = self
        }

        // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
        /// Detaches `gestureRecognizer` from the view.
        open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
            attachedRecognizers.removeAll { $0 === gestureRecognizer }
            gestureRecognizer.view = nil
        }

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
