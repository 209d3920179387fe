import Foundation
@_spi(Backend) import ObserverKit

/// The headless base of every view: bounds, a scheduler, the view's ``gestures``, and touch input by finger,
/// which its gesture recognizers see before the view's own handling (a control's events, a scroll view's drag,
/// a row's selection), as UIKit's recognizers see touches first.
///
/// ```swift
/// import Foundation  // CGPoint, CGRect
///
/// let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
/// artwork.gestures.addObserver(for: .tap(count: 2)) { location in print("double tap at \(location)") }
/// artwork.tap(at: CGPoint(x: 100, y: 100))
/// artwork.tap(at: CGPoint(x: 102, y: 100))   // double tap at (102.0, 100.0)
/// artwork.beginTouch(finger: 0, at: CGPoint(x: 100, y: 150))   // a pinch: two fingers moving apart
/// artwork.beginTouch(finger: 1, at: CGPoint(x: 200, y: 150))
/// artwork.moveTouch(finger: 1, to: CGPoint(x: 260, y: 150))
/// ```
///
/// ## Rules
/// - A finger going down outside ``bounds``, or while the view does not take touches
///   (``isUserInteractionEnabled``), is not the view's: nothing sees it, its moves or its lift.
/// - Touches go to every recognizer (none takes a touch from the view or from another), then to the view's own
///   handling of finger 0 (a control's tracking, a scroll view's drag); other fingers reach the gestures only.
/// - Turning ``isUserInteractionEnabled`` off cancels the touches in progress: the gestures', and the view's own
///   (a control sends touchCancel, a scroll view's drag ends). So does a gesture's handler that turns it off (or
///   disables a control) while the gestures handle finger 0's press or lift: the view's own handling never gets
///   that press, or gets the cancel instead of that lift (a tap handler that does so as the finger lifts leaves a
///   table's row unselected and a button's touchUpInside unsent), as UIKit ignores a view's touches from then on.
/// - Times come from ``scheduler``'s `now`, and a long press or a multiple tap waits on it: with a
///   `TestScheduler`, gestures run on virtual time.
/// - A point with a NaN coordinate is ignored; an infinite one is simply far away (a gesture, which reports only
///   finite numbers, does not see a move there: see `GestureKind`).
/// - Touch input given to the view from a handler while the view handles a touch (a gesture's report, a
///   control's event, a scroll view's or list's report) waits until that touch has been handled completely, by
///   the gestures and by the view's own handling, then runs, in the order given: as a platform queues real input,
///   and as UIKit delivers each touch phase to the recognizers and the view before the next. So a finger put down
///   while a lift is being handled goes down after the lift: it stands, and is the view's own touch afterwards.
/// - ``tap(at:)`` is a touch of its own: while finger 0 is down it does nothing, and when its touch is not taken
///   (outside the bounds, a NaN point, a view that takes no touches) nothing changes; it lifts only the touch it
///   put down.
@MainActor
open class View {
    /// The view's bounds in its own coordinates; touches are judged against them. Non-finite values are ignored;
    /// a negative size is made positive.
    public var bounds: CGRect {
        didSet {
            let all = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
            if all.contains(where: { !$0.isFinite }) {
                bounds = oldValue
            } else if bounds.size.width < 0 || bounds.size.height < 0 {
                bounds = bounds.standardized
            }
            if bounds != oldValue { boundsDidChange(from: oldValue) }
        }
    }

    /// The clock of the view's gestures (and of a control's double taps and timed streams, a scroll view's
    /// deceleration): the main scheduler unless set (tests set a `TestScheduler`).
    public var scheduler: any Scheduler = MainScheduler()

    /// Whether the view takes touches (`UIView.isUserInteractionEnabled`); turning it off cancels the touches in
    /// progress.
    public var isUserInteractionEnabled = true {
        didSet {
            if oldValue, !isUserInteractionEnabled { cancelGestures() }
        }
    }

    /// Whether touches reach the view now: ``isUserInteractionEnabled``, and for a control `isEnabled` too.
    var takesTouches: Bool { isUserInteractionEnabled }

    /// Forgets the fingers down and cancels the gestures in progress and the view's own touch (the view stopped
    /// taking touches).
    func cancelGestures() {
        guard !fingers.isEmpty || installedRecognizers != nil || ownTouchIsDown else { return }
        let ownTouchWasDown = ownTouchIsDown
        ownTouchIsDown = false
        fingers = Fingers()
        installedRecognizers?.handle(.disabled)
        if ownTouchWasDown { ownTouchCancelled() }
    }

    /// The gestures observed on the view: `view.gestures.addObserver(for: .pan) { pan in … }`. A gesture's
    /// recognizer exists while it has observers; when the view goes, its gestures go with it.
    public private(set) lazy var gestures: Gestures = Gestures(
        activatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.recognizers.install(kind) } },
        deactivatingWith: { [weak self] kind in MainActor.assumeIsolated { self?.installedRecognizers?.remove(kind) } })

    /// The recognizers of the observed gestures, fed every touch; `nil` until a gesture is first observed, so a
    /// view whose gestures nobody observes allocates nothing for them when it is touched.
    private var installedRecognizers: GestureRecognizers?

    /// The recognizers, made when a gesture is first observed.
    private var recognizers: GestureRecognizers {
        if let installedRecognizers { return installedRecognizers }
        let made = GestureRecognizers(reportingTo: gestures) { [unowned self] in scheduler }
        installedRecognizers = made
        return made
    }

    // The touch state: read and written on every touch input, so without the dynamic exclusivity check, which
    // cost a tap on a button 5–11% (measured). No access overlaps another: none spans a call to a handler
    // (`queuedTouches.removeFirst()` ends before the input it returns runs).

    /// Where each finger down on the view is.
    @exclusivity(unchecked) private var fingers = Fingers()

    /// Whether a touch input is being handled (by the gestures or the view's own handling): input given
    /// meanwhile waits in ``queuedTouches``.
    @exclusivity(unchecked) private(set) var isHandlingTouch = false
    /// Touch input given from handlers while a touch was handled, in the order given. Each holds the view only
    /// until the handling ends, which runs them all.
    @exclusivity(unchecked) private var queuedTouches: [() -> Void] = []
    /// How many touches finger 0 has begun: a tap lifts only its own.
    @exclusivity(unchecked) private var ownTouchesBegun = 0
    /// Whether the view's own handling has finger 0's touch: from ``ownTouchBegan(at:)`` until the hook that ends
    /// or cancels it. Finger 0 is already lifted (from ``fingers``) while the gestures handle its lift, and not
    /// yet the view's while they handle its press: a handler that stops the view taking touches meanwhile
    /// cancels what this says the view has, and the hook that would have followed is skipped.
    @exclusivity(unchecked) private var ownTouchIsDown = false

    /// Whether a subclass handles finger 0 itself (a control, a scroll view): a plain view's touches then make no
    /// call of the empty hooks, which cost a touch on a view with one gesture 3% (measured).
    private let handlesOwnTouch: Bool

    /// Creates a view with `bounds`.
    public init(bounds: CGRect) {
        self.bounds = Self.withPositiveSize(bounds)
        handlesOwnTouch = false
    }

    /// Creates a view with `bounds` whose subclass handles finger 0 in the own-touch hooks.
    init(bounds: CGRect, handlesOwnTouch: Bool) {
        self.bounds = Self.withPositiveSize(bounds)
        self.handlesOwnTouch = handlesOwnTouch
    }

    /// `bounds`, its negative width or height made positive.
    private static func withPositiveSize(_ bounds: CGRect) -> CGRect {
        bounds.size.width < 0 || bounds.size.height < 0 ? bounds.standardized : bounds
    }

    /// The centre of the bounds.
    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// Called after ``bounds`` changed; a subclass lays out again.
    func boundsDidChange(from old: CGRect) {}

    // MARK: - Touches by finger

    /// Finger `finger` (0 is the first) touches the view at `point`. Ignored outside the bounds, while the view
    /// takes no touches, for a finger already down, or at a NaN point. Given from a handler while the view
    /// handles a touch, it waits until that touch has been handled (see the rules).
    open func beginTouch(finger: Int, at point: CGPoint) {
        guard !isHandlingTouch else { return queueTouch { self.beginTouch(finger: finger, at: point) } }
        guard takesTouches, fingers[finger] == nil, Self.isValid(point), bounds.contains(point) else {
            return
        }
        isHandlingTouch = true
        fingers[finger] = point
        if finger == 0 { ownTouchesBegun &+= 1 }
        installedRecognizers?.handle(.began(finger: finger, at: point, time: scheduler.now))
        // Still down unless a gesture's handler stopped the view taking touches.
        if finger == 0, handlesOwnTouch, fingers[0] != nil {
            ownTouchIsDown = true
            ownTouchBegan(at: point)
        }
        endHandlingTouch()
    }

    /// Finger `finger` moves to `point`. Ignored for a finger not down on the view, or at a NaN point.
    open func moveTouch(finger: Int, to point: CGPoint) {
        guard !isHandlingTouch else { return queueTouch { self.moveTouch(finger: finger, to: point) } }
        guard fingers[finger] != nil, Self.isValid(point) else { return }
        isHandlingTouch = true
        fingers[finger] = point
        installedRecognizers?.handle(.moved(finger: finger, to: point, time: scheduler.now))
        if finger == 0, ownTouchIsDown { ownTouchMoved(to: point) }
        endHandlingTouch()
    }

    /// Finger `finger` lifts, at `point` if given (a move there comes first), else where it is.
    open func endTouch(finger: Int, at point: CGPoint? = nil) {
        guard !isHandlingTouch else { return queueTouch { self.endTouch(finger: finger, at: point) } }
        if let point, point != fingers[finger] { moveTouch(finger: finger, to: point) }
        guard let location = fingers.removeValue(forKey: finger) else { return }
        isHandlingTouch = true
        installedRecognizers?.handle(.ended(finger: finger, at: location, time: scheduler.now))
        // A gesture's handler that stopped the view taking touches meanwhile has cancelled the own touch.
        if finger == 0, ownTouchIsDown {
            ownTouchIsDown = false
            ownTouchEnded()
        }
        endHandlingTouch()
    }

    /// The system cancels finger `finger`'s touch.
    open func cancelTouch(finger: Int) {
        guard !isHandlingTouch else { return queueTouch { self.cancelTouch(finger: finger) } }
        guard fingers.removeValue(forKey: finger) != nil else { return }
        isHandlingTouch = true
        installedRecognizers?.handle(.cancelled(finger: finger, time: scheduler.now))
        if finger == 0, ownTouchIsDown {
            ownTouchIsDown = false
            ownTouchCancelled()
        }
        endHandlingTouch()
    }

    /// A tap at `point` (the centre when `nil`): finger 0 goes down and lifts there. Nothing while finger 0 is
    /// down, and nothing when the touch is not taken (outside the bounds, a NaN point, a view that takes no
    /// touches); it lifts only the touch it put down.
    open func tap(at point: CGPoint? = nil) {
        let point = point ?? center
        guard !isHandlingTouch else { return queueTouch { self.tap(at: point) } }
        guard fingers[0] == nil else { return }
        let begun = ownTouchesBegun
        beginTouch(finger: 0, at: point)
        // Not taken, or lifted meanwhile by input its handlers gave (and perhaps another put down): not the tap's.
        guard ownTouchesBegun == begun &+ 1, fingers[0] != nil else { return }
        endTouch(finger: 0)
    }

    /// Puts touch input given while a touch is handled (``isHandlingTouch``) after it; a subclass's own touch
    /// methods that carry more than the finger (a scroll view's lift velocity) queue themselves here.
    func queueTouch(_ input: @escaping () -> Void) {
        queuedTouches.append(input)
    }

    /// The touch input in hand is handled: runs what handlers gave meanwhile, in order (each of which may queue
    /// more, run after it).
    private func endHandlingTouch() {
        isHandlingTouch = false
        while !queuedTouches.isEmpty { queuedTouches.removeFirst()() }
    }

    // MARK: - The view's own touch

    // Finger 0 is the view's own touch: after its gestures, a control tracks it and a scroll view drags with it.
    // The other fingers reach the gestures only. A subclass created with `handlesOwnTouch` reacts in these hooks;
    // a plain view has none.

    /// Finger 0 went down on the view at `point` (inside the bounds, while the view takes touches).
    func ownTouchBegan(at point: CGPoint) {}

    /// Finger 0 moved to `point`.
    func ownTouchMoved(to point: CGPoint) {}

    /// Finger 0 lifted, where it last moved to.
    func ownTouchEnded() {}

    /// Finger 0's touch was cancelled: by the system, or because the view stopped taking touches.
    func ownTouchCancelled() {}

    /// Whether finger `finger` is down on the view.
    public func isTouching(finger: Int) -> Bool { fingers[finger] != nil }

    static func isValid(_ point: CGPoint) -> Bool {
        !point.x.isNaN && !point.y.isNaN
    }
}

/// Where each finger down on a view is: the first finger (0) inline, so a one-finger touch allocates nothing;
/// the others in a dictionary made when one of them lands.
private struct Fingers {
    private var first: CGPoint?
    private var others: [Int: CGPoint] = [:]

    var isEmpty: Bool { first == nil && others.isEmpty }

    subscript(finger: Int) -> CGPoint? {
        get { finger == 0 ? first : others[finger] }
        set {
            if finger == 0 { first = newValue } else { others[finger] = newValue }
        }
    }

    /// Lifts `finger`, returning where it was.
    mutating func removeValue(forKey finger: Int) -> CGPoint? {
        guard finger == 0 else { return others.removeValue(forKey: finger) }
        defer { first = nil }
        return first
    }
}
