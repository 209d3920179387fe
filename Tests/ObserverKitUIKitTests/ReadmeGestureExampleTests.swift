import Foundation
import ObserverKitUIKit
import Testing

// README: begin (README.md's "Gestures on any view", UIKit block, word for word)
@MainActor
final class PlayerViewController {
    let artwork = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    private(set) var isPlaying = false
    private(set) var position: CGFloat = 0.5

    func viewDidLoad() {
        artwork.gestures.addObserver(for: .tap(count: 2)) { [weak self] _ in self?.isPlaying.toggle() }
        artwork.gestures.addObserver(for: .pan) { [weak self] pan in
            if pan.phase == .ended { self?.position += pan.translation.x / 300 }
        }
    }
}
// README: end

/// README's UIKit gestures example compiles as written (it is this file's code above, checked word for word)
/// and does what it says: UIKit's recognizers, configured to take nothing from the view, report to it.
@MainActor
@Suite("README: gestures on a UIView")
struct ReadmeGestureExampleTests {
    @Test("the UIKit gestures example in README is this file's code")
    func readmeMatches() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift uikit gestures\n").dropFirst().first)
            .components(separatedBy: "```").first
        let code = try #require(source.components(separatedBy: "(README.md's \"Gestures on any view\"").last)
            .components(separatedBy: "// README: end").first
        let ours = try #require(code).components(separatedBy: "\n").dropFirst().joined(separator: "\n")
        #expect(try #require(block) == "import ObserverKitUIKit\n\n" + ours)
    }

    @Test("a double tap toggles play and a pan seeks, through UIKit's own recognizers")
    func screenWorks() throws {
        let screen = PlayerViewController()
        screen.viewDidLoad()
        let recognizers = try #require(screen.artwork.gestureRecognizers)
        let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && !tap.cancelsTouchesInView)
        tap.simulate(.recognized, at: CGPoint(x: 10, y: 20))
        #expect(screen.isPlaying)
        let pan = try #require(recognizers[1] as? UIPanGestureRecognizer)
        pan.simulate(.began, at: CGPoint(x: 20, y: 0), translation: CGPoint(x: 10, y: 0), velocity: .zero)
        pan.simulate(.ended, at: CGPoint(x: 80, y: 0), translation: CGPoint(x: 60, y: 0), velocity: .zero)
        #expect(screen.position == 0.7)
    }
}
