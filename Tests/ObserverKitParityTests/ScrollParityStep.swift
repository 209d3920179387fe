#if os(Linux)
    import Foundation

    /// One step of a script that a headless scroll view (or table view, as a scroll view) and its UIKit twin play,
    /// decoded from a random integer so that shrinking works on plain numbers.
    enum ScrollParityStep: CustomStringConvertible {
        /// A finger drags the content by `dy` points (positive: the content moves up, the offset grows) and lifts
        /// without velocity.
        case drag(dy: Double)
        /// As `drag`, then the finger lifts moving at `speed` points a second the same way, and the content
        /// decelerates.
        case fling(dy: Double, speed: Double)
        /// Code sets the content offset's y (`nil`: the offset it has).
        case setOffset(Double?)
        /// A tap on the status bar.
        case scrollToTop
        /// The user pulls the content down past the refresh control.
        case pull
        /// Code ends the refresh.
        case endRefreshing
        /// Whether the screen's `refreshTriggered()` ends the refresh at once.
        case endsAtOnce(Bool)
        /// Code enables or disables the refresh control.
        case setRefreshEnabled(Bool)

        /// The offsets code sets; infinity stands for the largest offset the content allows.
        static let offsets: [Double?] = [0, 12.5, 44, 300, 1000, .infinity, nil]

        init(_ n: Int) {
            let m = n / 16
            switch n % 16 {
            case 0...4: self = .drag(dy: [-500, -300, -100, -25, 25, 100, 300, 500][m % 8])
            case 5...7: self = .setOffset(Self.offsets[m % Self.offsets.count])
            case 8, 9: self = .scrollToTop
            case 10, 11: self = .pull
            case 12: self = .endRefreshing
            case 13: self = .endsAtOnce(m % 2 == 1)
            case 14: self = .setRefreshEnabled(m % 3 != 0)
            default: self = .fling(dy: [-100, -25, 25, 100][m % 4], speed: [300, 1500][(m / 4) % 2])
            }
        }

        var description: String {
            switch self {
            case .drag(let dy): "drag(\(dy))"
            case .fling(let dy, let speed): "fling(\(dy), speed: \(speed))"
            case .setOffset(let y): "setOffset(\(y.map { "\($0)" } ?? "same"))"
            case .scrollToTop: "scrollToTop"
            case .pull: "pull"
            case .endRefreshing: "endRefreshing"
            case .endsAtOnce(let on): "endsAtOnce(\(on))"
            case .setRefreshEnabled(let on): "setRefreshEnabled(\(on))"
            }
        }
    }
#endif
