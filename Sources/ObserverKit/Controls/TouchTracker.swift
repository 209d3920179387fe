/// The pure state machine of one touch on a control: turns press / move / release / cancel / enable-change into
/// UIKit's control events.
///
/// Backends without UIKit's event semantics (headless, GTK) feed their input here, through `TouchDriver`,
/// and act on what it returns; it knows nothing of any concrete control. Each call returns an ``Outcome``:
/// the ``Phase`` of the touch that the input was (a concrete control reacts to it, as UIKit's
/// `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking`), and the events to send, in one set,
/// which a control delivers in ascending bit order:
///
/// ```swift
/// var tracker = TouchTracker()
/// let bounds = TouchTracker.Bounds(x: 0, y: 0, width: 100, height: 44)
/// tracker.press(at: .init(x: 50, y: 22), in: bounds, time: .zero)   // began: [touchDown]
/// tracker.move(to: .init(x: 300, y: 22), in: bounds)                 // moved: [touchDragOutside, touchDragExit]
/// tracker.move(to: .init(x: 60, y: 22), in: bounds)                  // moved: [touchDragInside, touchDragEnter]
/// tracker.release(at: nil, in: bounds, time: .milliseconds(80))      // ended(inside: true): [touchUpInside]
/// ```
///
/// The rules, as UIKit's `UIControl`:
/// - A press counts only inside `bounds` (hit testing) on an enabled control that is not already tracking:
///   touchDown, plus touchDownRepeat when it comes within ``doubleTapInterval`` of a tap's release.
/// - Every move while tracking sends touchDragInside or touchDragOutside, judged against `bounds` grown by
///   ``touchSlop`` on every side; crossing that edge also sends touchDragEnter or touchDragExit.
/// - Release sends touchUpInside or touchUpOutside; cancel sends touchCancel; disabling while tracking cancels.
/// - Nothing is sent while disabled or not tracking.
public struct TouchTracker: Hashable, Sendable {
    /// The phase of a touch that one input was, as a concrete control reacts to it.
    public enum Phase: Hashable, Sendable {
        /// The touch began inside the bounds (touchDown follows).
        case began
        /// The touch moved (a drag event follows).
        case moved
        /// The touch lifted, inside the bounds grown by the slop or not (touchUpInside or touchUpOutside follows).
        case ended(inside: Bool)
        /// The touch was cancelled, by the system or by disabling the control (touchCancel follows).
        case cancelled
    }

    /// What one input did: the phase of the touch it was, or `nil` when it was ignored, and the events to send.
    public struct Outcome: Hashable, Sendable {
        /// The phase, or `nil` when the input was ignored (then ``events`` is empty).
        public var phase: Phase?
        /// The events to send, in ascending bit order.
        public var events: ControlEvent

        /// An outcome of `phase` sending `events`.
        public init(_ phase: Phase?, _ events: ControlEvent) {
            self.phase = phase
            self.events = events
        }

        /// Nothing happened.
        public static let ignored = Outcome(nil, [])
    }

    /// A location in the control's coordinate space.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A control's bounds in its own coordinate space.
    public struct Bounds: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates bounds.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// Whether `point` lies within these bounds grown by `margin` on every side (edges included).
        public func contains(_ point: Point, grownBy margin: Double = 0) -> Bool {
            point.x >= x - margin && point.x <= x + width + margin && point.y >= y - margin
                && point.y <= y + height + margin
        }

        /// The centre.
        public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    }

    /// UIKit's touch slop: how far outside its bounds a touch still counts as inside.
    public static let defaultTouchSlop = 70.0
    /// The longest gap between a tap's release and the next press that makes a double tap.
    public static let defaultDoubleTapInterval = Duration.milliseconds(350)

    /// How far outside the bounds a touch still counts as inside, in points.
    public var touchSlop: Double
    /// The longest gap between a tap's release and the next press that sends touchDownRepeat.
    public var doubleTapInterval: Duration

    /// Whether the control accepts touches.
    public private(set) var isEnabled = true
    /// Whether a touch is in progress.
    public private(set) var isTracking = false
    /// Whether the current touch is within the bounds grown by the slop (`false` when not tracking).
    public private(set) var isTouchInside = false
    /// The number of taps in the current sequence: 1 for a single press, 2 for a double tap, and so on.
    public private(set) var tapCount = 0
    /// Where the current touch is, or was last.
    public private(set) var location: Point?
    /// When the last tap (a release inside) happened, if the next press can still repeat it.
    private var lastTapTime: Duration?

    /// Creates a tracker with UIKit's slop and a 350 ms double-tap interval.
    public init(
        touchSlop: Double = Self.defaultTouchSlop,
        doubleTapInterval: Duration = Self.defaultDoubleTapInterval
    ) {
        self.touchSlop = touchSlop
        self.doubleTapInterval = doubleTapInterval
    }

    /// A press at `point` at scheduler time `time`.
    public mutating func press(at point: Point, in bounds: Bounds, time: Duration) -> Outcome {
        guard isEnabled, !isTracking, bounds.contains(point) else { return .ignored }
        isTracking = true
        isTouchInside = true
        location = point
        if let lastTapTime, time - lastTapTime <= doubleTapInterval, time >= lastTapTime {
            tapCount += 1
        } else {
            tapCount = 1
        }
        return Outcome(.began, tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// The touch moved to `point`.
    public mutating func move(to point: Point, in bounds: Bounds) -> Outcome {
        guard isTracking else { return .ignored }
        location = point
        let inside = bounds.contains(point, grownBy: touchSlop)
        defer { isTouchInside = inside }
        switch (isTouchInside, inside) {
        case (true, true): return Outcome(.moved, .touchDragInside)
        case (false, false): return Outcome(.moved, .touchDragOutside)
        case (false, true): return Outcome(.moved, [.touchDragInside, .touchDragEnter])
        case (true, false): return Outcome(.moved, [.touchDragOutside, .touchDragExit])
        }
    }

    /// The touch lifted, at `point` if given (a move there comes first when it differs, its drag events sent
    /// with the release's), else where it last was.
    public mutating func release(at point: Point?, in bounds: Bounds, time: Duration) -> Outcome {
        guard isTracking else { return .ignored }
        var events: ControlEvent = []
        if let point, point != location {
            events = move(to: point, in: bounds).events
        }
        let inside = isTouchInside
        endTouch()
        lastTapTime = inside ? time : nil
        return Outcome(.ended(inside: inside), events.union(inside ? .touchUpInside : .touchUpOutside))
    }

    /// The system cancelled the touch.
    public mutating func cancel() -> Outcome {
        guard isTracking else { return .ignored }
        endTouch()
        lastTapTime = nil
        return Outcome(.cancelled, .touchCancel)
    }

    /// The control was enabled or disabled; disabling while tracking cancels the touch.
    public mutating func setEnabled(_ enabled: Bool) -> Outcome {
        isEnabled = enabled
        guard !enabled else { return .ignored }
        lastTapTime = nil
        return cancel()
    }

    private mutating func endTouch() {
        isTracking = false
        isTouchInside = false
    }
}
