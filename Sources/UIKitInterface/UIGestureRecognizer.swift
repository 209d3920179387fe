#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer: iOS 3.2+, tvOS 9.0+.
    /// The part of UIKit's `UIGestureRecognizer` that the UIKit backend uses. UIKit calls a recognizer's
    /// target/action, which needs Objective-C selectors; the model calls ``modelAction`` instead, and a test
    /// plays what UIKit's touch handling would decide with ``simulate(_:at:)``.
    @available(iOS 3.2, tvOS 9.0, *)
    @MainActor
    open class UIGestureRecognizer {
        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
        /// Where a recognizer is.
        public enum State: Int, Sendable {
            /// Not yet recognized (the default).
            case possible
            /// A continuous gesture began.
            case began
            /// A continuous gesture changed.
            case changed
            /// A continuous gesture ended; a discrete one was recognized (`recognized` is `ended`).
            case ended
            /// The gesture was cancelled.
            case cancelled
            /// The touches are not this gesture.
            case failed

            /// A discrete gesture was recognized: the same value as `ended`.
            public static var recognized: State { .ended }
        }

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
        /// The recognizer's state.
        open var state = State.possible

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
        /// The delegate, which may let the recognizer work alongside others.
        open weak var delegate: (any UIGestureRecognizerDelegate)?

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview: `true` by
        // default: once recognized, the touches are cancelled for the view.
        /// Whether recognizing cancels the view's touches.
        open var cancelsTouchesInView = true

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended: `true` by default.
        /// Whether the view's touch ends wait for the recognizer.
        open var delaysTouchesEnded = true

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
        /// Whether the recognizer works.
        open var isEnabled = true

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
        /// The view the recognizer is attached to.
        open internal(set) weak var view: UIView?

        /// What UIKit's target/action would run, in the model.
        public var modelAction: ((UIGestureRecognizer) -> Void)?

        /// Where the simulated touches are, in the view's coordinates.
        private var modelLocation = CGPoint.zero

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:) without
        // Objective-C: the model's action is ``modelAction``.
        /// Creates a recognizer.
        public init() {}

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
        /// Where the gesture is, in `view`'s coordinates (the model has one coordinate space).
        open func location(in view: UIView?) -> CGPoint { modelLocation }

        /// Plays UIKit's touch handling deciding `state` at `location`: the state changes and, as UIKit calls a
        /// recognizer's action for began, changed, ended (recognized) and cancelled, the model's action runs.
        /// Ignored while disabled or not attached to a view.
        public func simulate(_ state: State, at location: CGPoint) {
            guard isEnabled, view != nil else { return }
            self.state = state
            modelLocation = location
            switch state {
            case .began, .changed, .ended, .cancelled: modelAction?(self)
            case .possible, .failed: break
            }
        }
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate: every method optional.
    /// The methods a recognizer's delegate may implement (those the UIKit backend uses).
    @MainActor
    public protocol UIGestureRecognizerDelegate: AnyObject {
        // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
        /// Whether both recognizers may recognize at once; `false` by default.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// Not implemented: not at once.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { false }
    }

    // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer: iOS 3.2+.
    /// A recognizer of taps.
    @MainActor
    open class UITapGestureRecognizer: UIGestureRecognizer {
        // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
        /// How many taps (1 by default).
        open var numberOfTapsRequired = 1
        // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
        /// How many fingers (1 by default).
        open var numberOfTouchesRequired = 1
    }

    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer: iOS 3.2+.
    /// A recognizer of a touch held.
    @MainActor
    open class UILongPressGestureRecognizer: UIGestureRecognizer {
        // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration: 0.5 s.
        /// How long, in seconds.
        open var minimumPressDuration: TimeInterval = 0.5
        // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement: 10 points.
        /// How far the finger may move before the press begins.
        open var allowableMovement: CGFloat = 10
    }

    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer: iOS 3.2+.
    /// A recognizer of a drag.
    @MainActor
    open class UIPanGestureRecognizer: UIGestureRecognizer {
        /// The model's translation and velocity, set by ``simulate(_:at:translation:velocity:)``.
        private var modelTranslation = CGPoint.zero
        private var modelVelocity = CGPoint.zero

        // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
        /// The movement since the gesture began.
        open func translation(in view: UIView?) -> CGPoint { modelTranslation }

        // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
        /// Points per second.
        open func velocity(in view: UIView?) -> CGPoint { modelVelocity }

        /// Plays UIKit deciding `state` with this translation and velocity.
        public func simulate(_ state: State, at location: CGPoint, translation: CGPoint, velocity: CGPoint) {
            modelTranslation = translation
            modelVelocity = velocity
            simulate(state, at: location)
        }
    }

    // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer: iOS 3.2+.
    /// A recognizer of swipes.
    @MainActor
    open class UISwipeGestureRecognizer: UIGestureRecognizer {
        // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct
        /// The directions of a swipe.
        public struct Direction: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// Directions from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Toward the right.
            public static let right = Direction(rawValue: 1 << 0)
            /// Toward the left.
            public static let left = Direction(rawValue: 1 << 1)
            /// Up.
            public static let up = Direction(rawValue: 1 << 2)
            /// Down.
            public static let down = Direction(rawValue: 1 << 3)
        }

        // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property: right by default.
        /// The permitted direction.
        open var direction = Direction.right
    }

    // https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer: iOS 3.2+, not tvOS.
    /// A recognizer of pinches.
    @available(tvOS, unavailable)
    @MainActor
    open class UIPinchGestureRecognizer: UIGestureRecognizer {
        // https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
        /// The scale against the touches' first distance.
        open var scale: CGFloat = 1
        // https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/velocity
        /// Scale per second.
        open var velocity: CGFloat = 0

        /// Plays UIKit deciding `state` with this scale and velocity.
        public func simulate(_ state: State, at location: CGPoint, scale: CGFloat, velocity: CGFloat) {
            self.scale = scale
            self.velocity = velocity
            simulate(state, at: location)
        }
    }
#endif
