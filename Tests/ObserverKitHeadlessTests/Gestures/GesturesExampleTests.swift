import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// The example of `Gestures`' documentation, run as written: a view's gestures (an app cannot make a `Gestures`
/// of its own, whose initializer is the backends' seam), with plain imports.
@MainActor @Suite struct GesturesExampleTests {
    @Test func theObservedKindsAreTheKindsWithObserversInTheOrderTheirFirstObserverCame() {
        let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let gestures = artwork.gestures
        var log: [String] = []
        let token = gestures.addObserver(for: .tap(count: 2)) { location in log.append("double tap at \(location)") }
        gestures.addObserver(for: .pan) { pan in
            if pan.phase == .ended { log.append("moved \(pan.translation)") }
        }
        #expect(gestures.observedKinds == [.tap(count: 2), .pan])
        token.cancel()
        #expect(gestures.observedKinds == [.pan])
        #expect(log.isEmpty)
    }
}
