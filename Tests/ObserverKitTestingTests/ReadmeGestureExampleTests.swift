import Foundation
import ObserverKitHeadless
import ObserverKitTesting
import Testing

// The Swift examples of README.md's section "Gestures on any view", as they stand there (its ```swift test
// blocks; ReadmeTestingBlocksTests finds each of them here). The tests are top-level `@MainActor @Test`
// functions, as a user pastes them (CI's pasted-examples stage also builds and runs them in a fresh package).

@MainActor
final class ArtworkScreen {
    let artwork = View(bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
    private(set) var isPlaying = false
    private(set) var position: CGFloat = 0.5
    private(set) var isMenuShown = false
    private(set) var zoom: CGFloat = 1

    init() {
        artwork.gestures.addObserver(for: .tap(count: 2)) { [weak self] _ in self?.isPlaying.toggle() }
        artwork.gestures.addObserver(for: .pan) { [weak self] pan in
            if pan.phase == .ended { self?.position += pan.translation.x / 300 }
        }
        artwork.gestures.addObserver(for: .longPress()) { [weak self] press in
            if press.phase == .began { self?.isMenuShown = true }
        }
        artwork.gestures.addObserver(for: .pinch) { [weak self] pinch in
            if pinch.phase == .ended { self?.zoom *= pinch.scale }
        }
    }
}

@MainActor @Test func aDoubleTapPlaysAndAPanSeeks() {
    let screen = ArtworkScreen()
    let points: [Character: CGPoint] = ["A": CGPoint(x: 100, y: 150), "B": CGPoint(x: 160, y: 150)]
    #expect(
        GestureScript(screen.artwork, points: points)
            .observing("pan", .pan)
            .verify(
                "touch: t-t--AdB-u",
                "pan:   -------b-e"
            ) == .matching)
    #expect(screen.isPlaying)
    #expect(screen.position == 0.7)
}

@MainActor @Test func aPressHeldHalfASecondShowsTheMenu() {
    let screen = ArtworkScreen()
    #expect(GestureScript(screen.artwork).hold("H", for: .milliseconds(400)).verify("touch: H-----") == .matching)
    #expect(!screen.isMenuShown)
    #expect(GestureScript(screen.artwork).hold("H", for: .milliseconds(500)).verify("touch: H-----") == .matching)
    #expect(screen.isMenuShown)
}

@MainActor @Test func twoFingersPinchToZoom() {
    let screen = ArtworkScreen()
    let points: [Character: CGPoint] = [
        "A": CGPoint(x: 100, y: 150), "B": CGPoint(x: 200, y: 150), "C": CGPoint(x: 250, y: 150),
    ]
    #expect(
        GestureScript(screen.artwork, points: points).observing("pinch", .pinch).verify(
            "touch:  Ad-----u",
            "touch2: -Bd-C-u-",
            "pinch:  ----b-e-"
        ) == .matching)
    #expect(screen.zoom == 1.5)
}
