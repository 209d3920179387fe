import ObserverKit
import Testing

/// The example of `Gestures`' documentation, run as written.
@MainActor @Suite struct GesturesExampleTests {
    @Test func theObservedKindsAreTheKindsWithObserversInTheOrderTheirFirstObserverCame() {
        let gestures = Gestures()
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
