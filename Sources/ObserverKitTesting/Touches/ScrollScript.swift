import Foundation
import ObserverKit
import ObserverKitHeadless

/// A touch script for the headless scroll views (`ScrollView`, `TableView`, `CollectionView`): a `drag:`
/// line of what the finger does, lined up above the actions the view reports, one column a tick of
/// `TestScheduler` time, checked in one assertion.
///
/// ```swift
/// let table = TableView(numberOfRows: 100, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
/// table.reloadData()
/// let points: [Character: CGPoint] = [
///     "A": CGPoint(x: 160, y: 400), "B": CGPoint(x: 160, y: 300), "C": CGPoint(x: 160, y: 200),
///     "R": CGPoint(x: 160, y: 60),
/// ]
/// #expect(
///     ScrollScript(table, points: points).verify(
///         "drag:              AdBC-------u-Rt",
///         "willBeginDragging: --x------------",
///         "didScroll:         ---'100'-------",
///         "didEndDisplaying:  ---[01]--------",
///         "didEndDragging:    -----------x---",
///         "didSelect:         --------------3"
///     ) == .matching)
/// ```
///
/// The `drag:` line: `d` presses where the finger is (the view's centre at first), `u` lifts it (the release
/// velocity is the finger's last movement over the script's time), `c` cancels the touch, `t` taps where the
/// finger is, and an upper-case letter or digit named in `points` moves the finger there (dragging when
/// pressed). The diagram's time is the view's `scheduler` when that is a `TestScheduler`, which the script then
/// keeps (so a screen's own timers on that scheduler, a debounced search that reloads the list, run on the
/// diagram's time too), as a touch script keeps a control's; otherwise the script sets the view's `scheduler` to
/// a `TestScheduler` of its own. Either way deceleration runs on the diagram's time; choose a `tick` of 16 ms
/// (the default) to see each step of it.
///
/// Output lines are the action's case name (`didScroll`, `willBeginDragging`, `didEndDragging`,
/// `didEndDecelerating`, `didScrollToTop`, `didZoom`, `didSelect`, `didDeselect`, `willDisplay`,
/// `didEndDisplaying`), each action written as: the content offset's `y` for didScroll (`x` too when it is not
/// 0, as `x,y`); `d` for a didEndDragging that will decelerate and `x` for one that will not; the row or item for
/// an index path in section 0 (`s.r` in another section); the scale for didZoom; `x` for the rest. Several in
/// one tick are grouped, `['10''11']`. Only lines given are checked; the notation is ``Marble``'s.
@MainActor
public final class ScrollScript<Action> {
    /// The view the script plays.
    public let view: ScrollingView
    /// The virtual clock of the script: the view's own `TestScheduler`, or one the script gave the view.
    public let scheduler: TestScheduler
    /// The virtual time of one column.
    public let tick: Duration
    private let observed: DelegateObserver<Action>
    private let points: [String: CGPoint]
    private var location: CGPoint

    /// A script for `view`, whose actions `observed` reports, one column every `tick`, with named `points`.
    ///
    /// A `tick` that is not greater than zero makes ``verify(_:)`` return ``DiagramResult/malformed(_:)``,
    /// naming the tick, and play nothing.
    ///
    /// - Precondition: point names are upper-case letters or digits.
    public init(
        _ view: ScrollingView, observing observed: DelegateObserver<Action>, tick: Duration = .milliseconds(16),
        points: [Character: CGPoint] = [:]
    ) {
        self.view = view
        self.observed = observed
        self.tick = tick
        self.points = PointName.checked(points, in: "ScrollScript")
        location = view.center
        scheduler = ScriptClock(of: view).scheduler
    }

    /// Plays the `drag:` line and compares what the view reports with the output lines.
    public func verify(_ lines: String...) -> DiagramResult {
        TimelineRun.verify(lines, scheduler: scheduler, tick: tick) { line throws(DiagramError) in
            let diagram = try Diagram(line.diagram, label: line.label, dialect: .events)
            if line.label == "drag" {
                try diagram.check(understands) { token in
                    "\(token.notation) is no drag (d down, u up, c cancel, t tap, or a point's name)"
                }
                return .input(TimelineInput(diagram: diagram) { [unowned self] in perform($0) })
            }
            guard Self.actionNames.contains(line.label) else {
                throw DiagramError(
                    label: line.label, line: line.diagram, column: 0,
                    reason: "\"\(line.label)\" is no line: drag, or an action's name ("
                        + Self.actionNames.sorted().joined(separator: ", ") + ")")
            }
            let observed = observed
            let label = line.label
            return .output(
                TimelineOutput(expected: diagram) { send in
                    observed.addObserver { action in
                        let (name, value) = Self.describe(action)
                        if name == label { send(value) }
                    }
                })
        }
    }

    static var actionNames: Set<String> {
        [
            "didScroll", "willBeginDragging", "didEndDragging", "didEndDecelerating", "didScrollToTop", "didZoom",
            "didSelect", "didDeselect", "willDisplay", "didEndDisplaying",
        ]
    }

    private func understands(_ token: DiagramToken) -> Bool {
        guard case .value(let value) = token else { return false }
        return ["d", "u", "c", "t"].contains(value) || points[value] != nil
    }

    private func perform(_ token: DiagramToken) {
        guard case .value(let value) = token else { return }
        switch value {
        case "d": view.beginTouch(at: location)
        case "u": view.endTouch()
        case "c": view.cancelTouch()
        case "t": view.tap(at: location)
        default:
            guard let point = points[value] else { return }
            location = point
            if view.isTracking { view.moveTouch(to: point) }
        }
    }

    /// An action's case name and how the diagram writes it.
    static func describe(_ action: Action) -> (name: String, value: String) {
        switch action {
        case let action as ScrollViewAction: describe(action)
        case let action as ItemListAction:
            switch action {
            case .scroll(let scroll): describe(scroll)
            case .didSelect(let indexPath): ("didSelect", describe(indexPath))
            case .didDeselect(let indexPath): ("didDeselect", describe(indexPath))
            case .willDisplay(let indexPath): ("willDisplay", describe(indexPath))
            case .didEndDisplaying(let indexPath): ("didEndDisplaying", describe(indexPath))
            }
        default: ("", "")
        }
    }

    private static func describe(_ action: ScrollViewAction) -> (name: String, value: String) {
        switch action {
        case .didScroll(let offset):
            ("didScroll", offset.x == 0 ? number(offset.y) : "\(number(offset.x)),\(number(offset.y))")
        case .willBeginDragging: ("willBeginDragging", "x")
        case .didEndDragging(let willDecelerate): ("didEndDragging", willDecelerate ? "d" : "x")
        case .didEndDecelerating: ("didEndDecelerating", "x")
        case .didScrollToTop: ("didScrollToTop", "x")
        case .didZoom(let scale): ("didZoom", number(scale))
        }
    }

    private static func describe(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "\(indexPath)" }
        return indexPath[0] == 0 ? "\(indexPath[1])" : "\(indexPath[0]).\(indexPath[1])"
    }

    private static func number(_ value: CGFloat) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension ScrollScript where Action == ScrollViewAction {
    /// A script for a scroll view (see ``init(_:observing:tick:points:)``; a `tick` not greater than zero
    /// makes ``verify(_:)`` return ``DiagramResult/malformed(_:)``).
    public convenience init(
        _ scrollView: ScrollView, tick: Duration = .milliseconds(16), points: [Character: CGPoint] = [:]
    ) {
        self.init(scrollView, observing: scrollView.observed, tick: tick, points: points)
    }
}

extension ScrollScript where Action == ItemListAction {
    /// A script for a table view or a collection view (see ``init(_:observing:tick:points:)``; a `tick` not greater than zero
    /// makes ``verify(_:)`` return ``DiagramResult/malformed(_:)``).
    public convenience init(
        _ list: ItemListView, tick: Duration = .milliseconds(16), points: [Character: CGPoint] = [:]
    ) {
        self.init(list, observing: list.observed, tick: tick, points: points)
    }
}
