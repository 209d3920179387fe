import Foundation

/// One random pointer script of the pointer parity checks: a press, up to four motions, a release, at whole
/// points of the control's own coordinates (xdotool moves the pointer by whole pixels), from a state the control
/// starts in (``initialState``, an index into the kind's list). Made by ``init(seed:states:geometry:)``, so a
/// failure names its seed and the script plays again from it.
///
/// ```swift
/// let script = PointerParityScript(seed: 7, states: 5) { _ in geometry }
/// print(script)   // "seed 7, state 2: press(31,14) move(31,-60) move(31,-95) release"
/// ```
struct PointerParityScript: CustomStringConvertible {
    /// One step of the script, as real input gives it and as the headless touch methods take it.
    enum Step: Equatable, CustomStringConvertible {
        /// The pointer moves to the point with the button up, then the primary button goes down there.
        case press(CGPoint)
        /// The pointer moves to the point (with the button down, or up after a release).
        case move(CGPoint)
        /// The primary button goes up where the pointer is.
        case release

        var description: String {
            switch self {
            case .press(let point): "press(\(Int(point.x)),\(Int(point.y)))"
            case .move(let point): "move(\(Int(point.x)),\(Int(point.y)))"
            case .release: "release"
            }
        }
    }

    /// Where the script may put the pointer, in the control's coordinates, for one initial state.
    struct Geometry {
        /// The control's bounds as its touches are judged (whole points).
        var bounds: CGRect
        /// Where the pointer may go: inside the window's content, around the control.
        var area: CGRect
        /// Where a press matters most (a slider's thumb, a page control's current dot); none for most controls.
        var hotspots: [CGPoint] = []
    }

    /// The kinds of point a script picks from.
    enum Place: CaseIterable {
        /// Anywhere on the control.
        case inside
        /// On one of the bounds' edges.
        case edge
        /// Outside the bounds, within UIKit's 70-point slop.
        case nearOutside
        /// Just at the slop's edge: 69 to 71 points out.
        case slopEdge
        /// Beyond the slop, still in the window.
        case beyondSlop
        /// Near a hotspot (where there is one).
        case hotspot
    }

    let seed: UInt64
    let initialState: Int
    let steps: [Step]

    var description: String {
        "seed \(seed), state \(initialState): " + steps.map(\.description).joined(separator: " ")
    }

    /// The script of `seed` for a control with `states` initial states, whose geometry in each state
    /// `geometry` gives (the control is put in that state first, so its thumb is where the state puts it).
    init(seed: UInt64, states: Int, geometry: (Int) -> Geometry) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        initialState = random.below(max(states, 1))
        let shape = geometry(initialState)
        // A press lands on the control more often than not; a press outside it is the window's and tracks nothing.
        let pressPlaces: [Place] = [.inside, .inside, .inside, .edge, .hotspot, .hotspot, .nearOutside, .beyondSlop]
        var last = Self.point(pressPlaces[random.below(pressPlaces.count)], in: shape, &random)
        // Unclear, so not pressed: a press exactly on the bounds' right or bottom edge. The core's touch rule takes
        // it as on the control (TouchTracker.press, CGRect.touchContains: "a touch on a control's far edge is on the
        // control"), and so does a GTK control GTK gives it to; a headless control never lets it reach that rule
        // (View.beginTouch(finger:at:) takes a finger only within `bounds.contains`, which leaves the far edges out,
        // as UIKit's `point(inside:with:)` does). Such a press is made a point in from that edge.
        if last.x == shape.bounds.maxX { last.x -= 1 }
        if last.y == shape.bounds.maxY { last.y -= 1 }
        var steps: [Step] = [.press(last)]
        for _ in 0..<random.int(in: 0...4) {
            let next = Self.point(Place.allCases[random.below(Place.allCases.count)], in: shape, &random)
            // A move to where the pointer is gives X nothing to report: it is not a step.
            guard next != last else { continue }
            steps.append(.move(next))
            last = next
        }
        steps.append(.release)
        self.steps = steps
    }

    /// A whole point of `place` around `shape`, inside its area.
    static func point(_ place: Place, in shape: Geometry, _ random: inout SplitMix64) -> CGPoint {
        let bounds = shape.bounds
        let minX = Int(bounds.minX.rounded(.up))
        let maxX = Int(bounds.maxX.rounded(.down))
        let minY = Int(bounds.minY.rounded(.up))
        let maxY = Int(bounds.maxY.rounded(.down))
        func across(_ low: Int, _ high: Int) -> Int { random.int(in: low...max(low, high)) }
        /// A point `distance` points out of the bounds on a random side, anywhere along it.
        func out(by distance: Int) -> CGPoint {
            switch random.below(4) {
            case 0: CGPoint(x: minX - distance, y: across(minY, maxY))
            case 1: CGPoint(x: maxX + distance, y: across(minY, maxY))
            case 2: CGPoint(x: across(minX, maxX), y: minY - distance)
            default: CGPoint(x: across(minX, maxX), y: maxY + distance)
            }
        }
        let point: CGPoint
        switch place {
        case .inside:
            point = CGPoint(x: across(minX, maxX), y: across(minY, maxY))
        case .edge:
            point = out(by: 0)
        case .nearOutside:
            point = out(by: random.int(in: 1...69))
        case .slopEdge:
            point = out(by: random.int(in: 69...71))
        case .beyondSlop:
            point = out(by: random.int(in: 72...100))
        case .hotspot:
            guard !shape.hotspots.isEmpty else { return Self.point(.inside, in: shape, &random) }
            let spot = shape.hotspots[random.below(shape.hotspots.count)]
            point = CGPoint(
                x: Int(spot.x.rounded()) + random.int(in: -26...26), y: Int(spot.y.rounded()) + random.int(in: -4...4))
        }
        return CGPoint(
            x: min(max(point.x, shape.area.minX), shape.area.maxX),
            y: min(max(point.y, shape.area.minY), shape.area.maxY))
    }
}
