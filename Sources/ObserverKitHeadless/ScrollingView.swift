import Foundation

/// What every headless scroll view shares (``ScrollView``, ``TableView``, ``CollectionView``): content
/// larger than the bounds, moved by a finger's drag and by deceleration after a release with velocity, on
/// ``View/scheduler``; and a ``refreshControl`` that ``pullToRefresh()`` starts, as `UIScrollView`'s, so a
/// list refreshes as a plain scroll view does.
///
/// ```swift
/// import Foundation
///
/// let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// scrollView.observed.addObserver { action in print(action) }
/// scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
/// scrollView.moveTouch(to: CGPoint(x: 160, y: 380))   // willBeginDragging: the drag begins here
/// scrollView.moveTouch(to: CGPoint(x: 160, y: 80))    // didScroll(contentOffset: (0, 300))
/// scrollView.endTouch(velocity: .zero)                // didEndDragging(willDecelerate: false)
/// ```
///
/// ## Rules
/// - Touch points are in the view's own coordinates (the visible rectangle, `0…bounds.width`,
///   `0…bounds.height`); the content under a point is at the point plus ``contentOffset``.
/// - A drag begins once the finger has moved more than ``dragThreshold`` (10 points) from where it pressed
///   (willBeginDragging); from there the content follows the finger, without a jump. A touch that never moves
///   that far is a tap (a table view selects the row under it).
/// - The content offset stays within the content: `0…max(0, contentSize − bounds.size)` on each axis. A drag
///   or deceleration past an edge stops at it (there is no rubber band); a programmatic ``contentOffset``
///   outside that range is clamped to it; one with a NaN coordinate is ignored. didScroll is sent once for
///   each change of the offset, and never when it does not change.
/// - On release, the velocity is the one given to ``endTouch(velocity:)``, or else the finger's last
///   movement over the scheduler's time. The content decelerates when that velocity would move it
///   (didEndDragging(willDecelerate: true)): every 16 ms on ``View/scheduler`` the velocity shrinks by
///   ``decelerationRate`` per millisecond (UIKit's normal rate, 0.998), the content moves, and didScroll is
///   sent, until the velocity falls under 10 points a second or both moving axes reach an edge; then
///   didEndDecelerating. A touch during deceleration stops it (no didEndDecelerating, as UIKit) and is not a tap.
///   One deceleration runs at a time, also when a handler gives a flick while the content decelerates or while
///   didEndDragging is reported. A view that goes while it decelerates cancels its next step: the scheduler
///   keeps nothing of it, and nothing more is reported.
/// - Programmatic changes (``contentOffset``, ``zoomScale``, ``scrollToTop()``) report as UIKit's do:
///   didScroll, didZoom, didScrollToTop.
@MainActor
public class ScrollingView: View {
    /// How far a finger moves before its touch becomes a drag.
    public static let dragThreshold: CGFloat = 10
    /// The velocity, in points a second, under which deceleration stops.
    public static let minimumVelocity: CGFloat = 10
    /// The time between two steps of deceleration.
    public static let decelerationStep: Duration = .milliseconds(16)

    /// The refresh control that a pull starts, if any: held strongly, as `UIScrollView` holds its
    /// `refreshControl`; nothing holds the scroll view.
    public var refreshControl: ObservableRefreshControl?

    /// The user pulls down past the threshold: the refresh control, if there is one, enabled and not already
    /// refreshing, starts refreshing and sends valueChanged. Returns whether a refresh started.
    @discardableResult
    public func pullToRefresh() -> Bool {
        refreshControl?.userDidPull() ?? false
    }

    /// The bounds changed: the content is laid out again when the visible size changed.
    override func boundsDidChange(from old: CGRect) {
        if bounds.size != old.size { contentDidChange() }
    }

    /// How much of the velocity is kept per millisecond while decelerating (UIKit's `.normal`, 0.998). Values
    /// outside `0..<1`, and NaN, are ignored.
    public var decelerationRate: CGFloat = 0.998 {
        didSet { if !(decelerationRate >= 0 && decelerationRate < 1) { decelerationRate = oldValue } }
    }

    /// Whether a vertical drag begins even when the content is no taller than the view (UIKit's
    /// `alwaysBounceVertical`): `false` by default, `true` for a ``TableView``, as UIKit's. Without it, and without
    /// room on the other axis either, a finger that moves past the drag threshold drags nothing (no
    /// willBeginDragging) and taps nothing.
    public var alwaysBounceVertical = false

    /// Whether a horizontal drag begins even when the content is no wider than the view (UIKit's
    /// `alwaysBounceHorizontal`, `false` by default).
    public var alwaysBounceHorizontal = false

    private var size = CGSize.zero
    private var offset = CGPoint.zero
    private var zoom: CGFloat = 1
    /// The smallest ``zoomScale`` (1 by default, as UIKit: no zooming); see ``setZoomScaleRange(_:_:)``.
    public private(set) var minimumZoomScale: CGFloat = 1
    /// The largest ``zoomScale`` (1 by default, as UIKit).
    public private(set) var maximumZoomScale: CGFloat = 1

    /// Whether a finger is on the view.
    public private(set) var isTracking = false
    /// Whether a finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content is moving on after a release.
    public private(set) var isDecelerating = false

    /// The touch in progress: where it pressed, the offset then, and its last two positions with their times.
    private var touch: TouchState?
    /// The finger's velocity that ``endTouch(velocity:)`` gives the lift in progress; `nil` to measure it.
    private var liftVelocity: CGPoint?
    /// The next step of the deceleration, scheduled: in a bag, which cancels it when the view goes, so that the
    /// scheduler keeps nothing of it (the bag's `deinit` runs wherever the view goes: a view's `isolated deinit`
    /// needs a newer runtime than the package's deployment targets have).
    private let deceleration = ObservationBag()
    private var velocity = CGPoint.zero

    override init(bounds: CGRect) {
        super.init(bounds: bounds, handlesOwnTouch: true)
    }

    // MARK: Content

    /// The size of the content. Non-finite values are ignored and negative ones count as zero; a smaller
    /// content clamps ``contentOffset`` (didScroll when it moves).
    public var contentSize: CGSize {
        get { size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return }
            size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            contentDidChange()
        }
    }

    /// Where the content's origin is, relative to the view's top-left corner: what has scrolled out at the top
    /// and left. Setting it clamps it to the content and sends didScroll when it changes; a NaN coordinate makes
    /// the whole set ignored.
    public var contentOffset: CGPoint {
        get { offset }
        set {
            guard !newValue.x.isNaN, !newValue.y.isNaN else { return }
            move(to: newValue)
        }
    }

    /// The largest offset on each axis: how far the content extends beyond the bounds (zero where it fits).
    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, size.width - bounds.width), y: max(0, size.height - bounds.height))
    }

    /// The zoom scale, within `minimumZoomScale…maximumZoomScale`. Setting it clamps it and sends didZoom when
    /// it changes; NaN is ignored.
    public var zoomScale: CGFloat {
        get { zoom }
        set {
            guard !newValue.isNaN else { return }
            let scale = min(max(newValue, minimumZoomScale), maximumZoomScale)
            guard scale != zoom else { return }
            zoom = scale
            report(.didZoom(scale: scale))
        }
    }

    /// Sets the zoom scale's range (a minimum above the maximum is swapped with it; non-finite or non-positive
    /// bounds are ignored) and clamps ``zoomScale`` into it.
    public func setZoomScaleRange(_ minimum: CGFloat, _ maximum: CGFloat) {
        guard minimum.isFinite, maximum.isFinite, minimum > 0, maximum > 0 else { return }
        minimumZoomScale = min(minimum, maximum)
        maximumZoomScale = max(minimum, maximum)
        zoomScale = zoom
    }

    /// A tap on the status bar: scrolls to the top (didScroll, then didScrollToTop), as UIKit does when
    /// `scrollsToTop`. Returns false, and sends nothing, when the content is at the top already.
    @discardableResult
    public func scrollToTop() -> Bool {
        guard offset.y != 0 else { return false }
        stopDecelerating()
        move(to: CGPoint(x: offset.x, y: 0))
        report(.didScrollToTop)
        return true
    }

    // MARK: Touches

    /// A finger touches the view at `point` (its centre by default): finger 0, ``View/beginTouch(finger:at:)``. It
    /// stops any deceleration. Ignored outside the bounds, and while ``View/isUserInteractionEnabled`` is off, as
    /// on a `UIScrollView`; a non-finite point is the centre.
    public func beginTouch(at point: CGPoint? = nil) {
        beginTouch(finger: 0, at: point.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? center)
    }

    /// The finger moves to `point`: once past ``dragThreshold`` a drag, which moves the content by the
    /// finger's movement. Ignored without a touch, or with a non-finite point.
    public func moveTouch(to point: CGPoint) {
        moveTouch(finger: 0, to: point)
    }

    /// The finger lifts. A drag ends (didEndDragging) and decelerates with `velocity` — the finger's, in points
    /// a second (positive y: moving down, so the content scrolls up) — or, when `nil`, with the finger's last
    /// movement over the scheduler's time; a component of `velocity` that is not finite (NaN, an infinity)
    /// counts as 0, so it flings nothing on that axis. A touch that was no drag is a tap at the point where it
    /// pressed.
    public func endTouch(velocity: CGPoint? = nil) {
        guard !isHandlingTouch else { return queueTouch { self.endTouch(velocity: velocity) } }
        liftVelocity = velocity
        defer { liftVelocity = nil }
        endTouch(finger: 0)
    }

    /// The touch is cancelled (the system took it, or the view stopped taking touches): a drag ends without
    /// deceleration, and nothing is tapped.
    public func cancelTouch() {
        cancelTouch(finger: 0)
    }

    // Finger 0, the view's own touch, is the scroll view's (a drag, a tap on a row); the other fingers reach its
    // gestures only.

    override func ownTouchBegan(at point: CGPoint) {
        let stopped = stopDecelerating()
        isTracking = true
        touch = TouchState(
            pressedAt: point, offsetAtPress: offset, stoppedDeceleration: stopped,
            last: (point, scheduler.now), previous: nil)
    }

    override func ownTouchMoved(to point: CGPoint) {
        guard var state = touch, point.x.isFinite, point.y.isFinite else { return }
        state.previous = state.last
        state.last = (point, scheduler.now)
        if !isDragging {
            let dx = point.x - state.pressedAt.x
            let dy = point.y - state.pressedAt.y
            guard (dx * dx + dy * dy).squareRoot() > Self.dragThreshold else {
                touch = state
                return
            }
            // Past the threshold the touch is no tap; it drags only where the content can move, or bounces.
            state.hasMoved = true
            guard canBeginDragging else {
                touch = state
                return
            }
            // The drag starts here: the content follows from this point, without a jump.
            state.pressedAt = point
            state.offsetAtPress = offset
            touch = state
            isDragging = true
            report(.willBeginDragging)
            return
        }
        touch = state
        move(
            to: CGPoint(
                x: state.offsetAtPress.x - (point.x - state.pressedAt.x),
                y: state.offsetAtPress.y - (point.y - state.pressedAt.y)))
    }

    override func ownTouchEnded() {
        guard let state = touch else { return }
        touch = nil
        isTracking = false
        guard isDragging else {
            if !state.stoppedDeceleration, !state.hasMoved { tapped(atContentPoint: contentPoint(state.pressedAt)) }
            return
        }
        isDragging = false
        // Taken now: a lift that a handler queues meanwhile brings its own.
        let given = liftVelocity
        liftVelocity = nil
        let fingerVelocity = given.map(sanitized) ?? measuredVelocity(state)
        // The content moves against the finger.
        let contentVelocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        let moves = canMove(with: contentVelocity)
        report(.didEndDragging(willDecelerate: moves))
        if moves { startDecelerating(with: contentVelocity) }
    }

    override func ownTouchCancelled() {
        guard touch != nil else { return }
        touch = nil
        isTracking = false
        if isDragging {
            isDragging = false
            report(.didEndDragging(willDecelerate: false))
        }
    }

    // MARK: For the subclasses

    /// Reports a scroll view action to the subclass's observers.
    func report(_ action: @autoclosure () -> ScrollViewAction) {}

    /// The content offset changed (after didScroll): a list updates the rows it shows.
    func offsetDidChange() {}

    /// A tap landed at `point` in content coordinates.
    func tapped(atContentPoint point: CGPoint) {}

    /// The content or bounds changed: clamps the offset into the new content (didScroll when it moves) and
    /// lets a list update what it shows.
    func contentDidChange() {
        let clamped = clampedOffset(offset)
        if clamped != offset {
            move(to: clamped)
        } else {
            offsetDidChange()
        }
    }

    /// Replaces the content size without side effects (a list computes its own, then calls
    /// ``contentDidChange()``).
    func setContentSizeQuietly(_ newSize: CGSize) {
        size = newSize
    }

    // MARK: Motion

    /// Whether a drag may begin: the content is larger than the view on an axis, or that axis always bounces.
    private var canBeginDragging: Bool {
        let maximum = maximumContentOffset
        return maximum.x > 0 || maximum.y > 0 || alwaysBounceHorizontal || alwaysBounceVertical
    }

    private func clampedOffset(_ point: CGPoint) -> CGPoint {
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(point.x, 0), maximum.x), y: min(max(point.y, 0), maximum.y))
    }

    /// Moves the content to `point` (clamped); didScroll if it moved.
    private func move(to point: CGPoint) {
        let clamped = clampedOffset(point)
        guard clamped != offset else { return }
        offset = clamped
        report(.didScroll(contentOffset: clamped))
        offsetDidChange()
    }

    private func contentPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    private func sanitized(_ velocity: CGPoint) -> CGPoint {
        CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    }

    /// The finger's velocity over its last movement, if that ended no more than 100 ms before the release.
    private func measuredVelocity(_ state: TouchState) -> CGPoint {
        guard let previous = state.previous else { return .zero }
        let now = scheduler.now
        let elapsed = seconds(state.last.time - previous.time)
        guard elapsed > 0, seconds(now - state.last.time) <= 0.1 else { return .zero }
        return CGPoint(
            x: (state.last.point.x - previous.point.x) / elapsed, y: (state.last.point.y - previous.point.y) / elapsed)
    }

    /// Whether `contentVelocity` would move the content: fast enough on an axis that has room that way.
    private func canMove(with contentVelocity: CGPoint) -> Bool {
        let maximum = maximumContentOffset
        func axis(_ speed: CGFloat, _ position: CGFloat, _ limit: CGFloat) -> Bool {
            abs(speed) >= Self.minimumVelocity && (speed > 0 ? position < limit : position > 0)
        }
        return axis(contentVelocity.x, offset.x, maximum.x) || axis(contentVelocity.y, offset.y, maximum.y)
    }

    private func startDecelerating(with contentVelocity: CGPoint) {
        velocity = contentVelocity
        isDecelerating = true
        scheduleStep()
    }

    /// Schedules the next step in place of any other still pending (one a flick from a handler of didEndDragging,
    /// or of a step's didScroll, scheduled meanwhile), so that one deceleration runs.
    private func scheduleStep() {
        deceleration.cancelAll()
        scheduler.schedule(after: Self.decelerationStep) { [weak self] in
            MainActor.assumeIsolated { self?.decelerationStep() }
        }
        .store(in: deceleration)
    }

    private func decelerationStep() {
        guard isDecelerating else { return }
        let dt = seconds(Self.decelerationStep)
        let keep = CGFloat(pow(Double(decelerationRate), dt * 1000))
        velocity = CGPoint(x: velocity.x * keep, y: velocity.y * keep)
        let target = CGPoint(x: offset.x + velocity.x * dt, y: offset.y + velocity.y * dt)
        let clamped = clampedOffset(target)
        // An edge stops its axis.
        if clamped.x != target.x { velocity.x = 0 }
        if clamped.y != target.y { velocity.y = 0 }
        move(to: clamped)
        guard isDecelerating else { return }  // a handler stopped it
        if abs(velocity.x) < Self.minimumVelocity, abs(velocity.y) < Self.minimumVelocity {
            isDecelerating = false
            deceleration.cancelAll()
            report(.didEndDecelerating)
        } else {
            scheduleStep()
        }
    }

    /// Stops deceleration without reporting it, as a touch does; returns whether it was decelerating. A list's
    /// selection with a scroll position calls it too, so the row stays where it was put.
    @discardableResult
    func stopDecelerating() -> Bool {
        guard isDecelerating else { return false }
        isDecelerating = false
        deceleration.cancelAll()
        return true
    }

    private func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// A touch on a ``ScrollingView``.
private struct TouchState {
    /// Where the drag is measured from: the press, then the point where the drag began.
    var pressedAt: CGPoint
    var offsetAtPress: CGPoint
    /// Whether the press stopped a deceleration (then it is no tap).
    let stoppedDeceleration: Bool
    /// Whether the finger has moved past the drag threshold (then it is no tap, dragging or not).
    var hasMoved = false
    var last: (point: CGPoint, time: Duration)
    var previous: (point: CGPoint, time: Duration)?
}
