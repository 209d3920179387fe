import Foundation

extension CGPoint {
    /// A point, spelled briefly in tests.
    static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: y)
    }
}
