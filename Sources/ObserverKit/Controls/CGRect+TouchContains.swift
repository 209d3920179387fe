import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGRect {
    /// Whether a touch at `point` is on this rectangle grown by `margin` on every side, its edges included: a
    /// touch on a control's far edge is on the control (`contains(_:)` leaves out the far edges).
    func touchContains(_ point: CGPoint, grownBy margin: CGFloat = 0) -> Bool {
        point.x >= minX - margin && point.x <= maxX + margin && point.y >= minY - margin && point.y <= maxY + margin
    }
}
