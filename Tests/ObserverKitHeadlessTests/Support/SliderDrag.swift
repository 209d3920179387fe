import Foundation
import ObserverKitHeadless

extension ObservableSlider {
    /// A user's drag, as `UISlider` takes one: presses the thumb, moves it to `x`, lifts.
    func drag(toX x: CGFloat) {
        beginTouch(at: thumbCenter)
        moveTouch(to: CGPoint(x: x, y: thumbCenter.y))
        endTouch()
    }
}
