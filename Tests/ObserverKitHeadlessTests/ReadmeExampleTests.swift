import Foundation
import ObserverKitHeadless
import Testing

/// The seed-style screen of the README: a button and a slider observed with closures, driven headlessly.
@MainActor
final class PlayerViewController {
    let playButton = ObservableButton()
    let volumeSlider = ObservableSlider()
    private(set) var log: [String] = []

    init() {
        playButton.addObserver(for: .touchUpInside) { [weak self] in
            self?.log.append("play")
        }
        volumeSlider.addObserver(for: [.touchDown, .valueChanged, .touchUpInside, .touchUpOutside]) {
            [weak self] action in
            switch action {
            case .isTrackingTouch(let tracking): self?.log.append(tracking ? "grabbed" : "let go")
            case .valueChanged(let value): self?.log.append("volume \(value)")
            }
        }
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theSeedStyleScreenRunsHeadless() {
        let player = PlayerViewController()
        player.playButton.tap()
        player.volumeSlider.beginTouch(at: CGPoint(x: 50, y: 15))  // the slider is 200 points wide, 0…1
        player.volumeSlider.moveTouch(to: CGPoint(x: 150, y: 15))
        player.volumeSlider.endTouch()
        #expect(player.log == ["play", "volume 0.25", "grabbed", "volume 0.75", "let go"])
    }
}
