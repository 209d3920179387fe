import Foundation
import Observation
import ObserverKitHeadless
import ObserverKitTestSupport
import ObserverKitTesting
import Testing

// Every Swift example of README.md, as it stands there, and a test that each README block is found here
// (ignoring indentation), so the README cannot show code that does not compile or does not do what it says.

@MainActor
final class SettingsViewController: @MainActor ObserverKit.Observable {
    enum Action {
        case didToggleShuffle(Bool)
        case didSelectQuality(index: Int)
        case didClose
    }

    var observer: Observer<Action>?
    let closeButton = ObservableButton()

    init() {
        closeButton.addObserver(for: .primaryActionTriggered) { [weak self] in
            self?.observer?.observe(.didClose)
        }
    }
}

@MainActor
final class PlayerCoordinator {
    let settings = SettingsViewController()
    private(set) var isShowingSettings = true

    init() {
        settings.observer = Observer { [weak self] action in
            switch action {
            case .didClose: self?.isShowingSettings = false
            default: break  // shuffle and quality are someone else's business
            }
        }
    }
}

@MainActor
final class PlayerViewController {
    let playButton = ObservableButton()
    let volumeSlider = ObservableSlider()
    private(set) var log: [String] = []

    init() {
        playButton.addObserver(for: .primaryActionTriggered) { [weak self] in
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

@MainActor
final class LibraryViewController: ScrollRefreshable {
    let scrollView = ScrollView()
    private(set) var items = ["Intro"]

    init() {
        addRefreshControl()
    }

    func refreshTriggered() {
        items.append("Theme")
        scrollView.refreshControl?.endRefreshing()
    }
}

@Observable @MainActor
final class PlaybackModel {
    var volume: Float = 0.5
}

@MainActor
final class TrackCell {
    let likeSwitch = ObservableSwitch()
    let playButton = ObservableButton()
    private let observations = ObservationBag()

    func show(_ track: Track, on player: Player) {
        observations.cancelAll()  // a reused cell stops following its previous track
        likeSwitch.bind(track.isLiked).store(in: observations)
        track.isPlaying.bind(to: playButton, \.isSelected).store(in: observations)
        playButton.addObserver(for: .primaryActionTriggered) { player.play(track) }.store(in: observations)
    }
}

final class Track: Sendable {
    let name: String
    let isLiked = ObservableValue(false)
    let isPlaying = ObservableValue(false)

    init(name: String) {
        self.name = name
    }
}

@MainActor
final class Player {
    private(set) var played: [String] = []

    func play(_ track: Track) { played.append(track.name) }
}

@MainActor
final class PlayScreen {
    let playButton = ObservableButton()
    private(set) var log: [String] = []

    init() {
        playButton.addObserver(for: .primaryActionTriggered) { [weak self] in
            guard let self, let origin = playButton.currentEventOrigin else { return }
            log.append("play from \(origin)")
        }
    }
}

@MainActor
final class TrackListViewController {
    let searchBar = SearchBar()
    let tableView = TableView(numberOfRows: 3, rowHeight: 44)
    let tracks = ["Intro", "Theme", "Encore"]
    private(set) var query = ""
    private(set) var opened: [String] = []

    init() {
        searchBar.observed.addObserver { [weak self] action in
            if case .textDidChange(let text) = action { self?.query = text }
        }
        tableView.observed.addObserver { [weak self] action in
            guard let self else { return }
            switch action {
            case .didSelect(let indexPath): opened.append(tracks[indexPath.row])
            case .scroll(.didEndDecelerating): print("came to rest at \(tableView.contentOffset.y)")
            default: break
            }
        }
    }
}

@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("observers instead of delegates: the coordinator handles didClose and nothing else")
    func settingsReportAnActionEnum() {
        let coordinator = PlayerCoordinator()
        coordinator.settings.observer?.observe(.didToggleShuffle(true))
        #expect(coordinator.isShowingSettings)
        coordinator.settings.closeButton.tap()
        #expect(!coordinator.isShowingSettings)
    }

    @Test("MultiObservable: the token removes exactly its registration")
    func playlist() {
        final class Playlist: MultiObservable {
            enum Action { case didAdd(String), didClear }
            var observers: [Observer<Action>] = []

            func add(_ song: String) { notifyObservers(of: .didAdd(song)) }
        }

        let playlist = Playlist()
        var added: [String] = []
        let token = playlist.add(
            observer: Observer { action in
                if case .didAdd(let song) = action { added.append(song) }
            })
        playlist.add("Intro")  // added == ["Intro"]
        token.cancel()
        playlist.add("Theme")  // nobody is told
        #expect(added == ["Intro"])
        #expect(playlist.observers.isEmpty)
    }

    @Test("observable controls: the seed-style screen runs headless")
    func theSeedStyleScreenRunsHeadless() {
        let player = PlayerViewController()
        player.playButton.tap()
        player.volumeSlider.beginTouch(at: player.volumeSlider.thumbCenter)  // 200 points wide, 0…1: x = 0
        player.volumeSlider.moveTouch(to: CGPoint(x: 50, y: 15))  // the value follows the finger
        player.volumeSlider.moveTouch(to: CGPoint(x: 150, y: 15))
        player.volumeSlider.endTouch()
        player.volumeSlider.tap(at: CGPoint(x: 20, y: 15))  // the track, not the thumb: nothing happens
        // player.log == ["play", "grabbed", "volume 0.25", "volume 0.75", "let go"]
        #expect(player.log == ["play", "grabbed", "volume 0.25", "volume 0.75", "let go"])
    }

    @Test("observers are listed and removed per event")
    func listingAndRemoving() {
        let button = ObservableButton()
        let token = button.addObserver(for: [.touchDown, .touchUpInside]) { print("touched") }
        let downCount = button.observers(for: .touchDown).count  // 1
        let addedAt = button.actions(for: .touchUpInside)  // ["Player/PlayerView.swift:12"]: where each was added
        button.removeObservers(for: .touchDown)  // still observes .touchUpInside
        let upCount = button.observers(for: .touchUpInside).count  // 1
        token.cancel()  // and now nothing
        #expect(downCount == 1)
        #expect(addedAt == ["ObserverKitHeadlessTests/ReadmeExampleTests.swift:\(#line - 7)"])
        #expect(upCount == 1)
        #expect(button.observers(for: .touchDown).isEmpty)
        #expect(button.observers(for: .touchUpInside).isEmpty)
    }

    @Test("a protocol default adds the refresh control; pulling refreshes once; no cycle")
    func pullToRefresh() {
        weak var weakLibrary: LibraryViewController?
        do {
            let library = LibraryViewController()
            weakLibrary = library
            library.scrollView.pullToRefresh()
            #expect(library.items == ["Intro", "Theme"])
            #expect(library.scrollView.refreshControl?.isRefreshing == false)
        }
        #expect(weakLibrary == nil)
    }

    @Test("binding: two sliders and a mapped one-way binding follow the value, without events")
    func binding() {
        let volume = ObservableValue<Float>(0.5)
        let slider = ObservableSlider()
        let miniSlider = ObservableSlider()
        let muteButton = ObservableButton()

        slider.bind(volume)  // the slider shows 0.5 at once; the user's drags write `volume`
        miniSlider.bind(volume)  // both sliders stay in step
        volume.map { $0 == 0 }.bind(to: muteButton, \.isSelected)  // one-way, through a map
        let events = slider.recorder()  // test only
        volume.value = 0  // both sliders move, the mute button is selected; no event is sent
        #expect(slider.value == 0)
        #expect(miniSlider.value == 0)
        #expect(muteButton.isSelected)
        #expect(events.values.isEmpty)
        slider.beginTouch(at: slider.thumbCenter)
        slider.moveTouch(to: CGPoint(x: 150, y: 15))
        slider.endTouch()
        #expect(volume.value == 0.75)
        #expect(miniSlider.value == 0.75)
        #expect(!muteButton.isSelected)
    }

    @Test("binding to an @Observable model by key path")
    func modelBinding() async {
        let model = PlaybackModel()
        let volumeSlider = ObservableSlider()
        volumeSlider.bind(to: model, \.volume)  // model → slider on the next main-queue turn; drags → model at once
        #expect(volumeSlider.value == 0.5)
        model.volume = 0.2
        await MainQueue.turn()
        #expect(volumeSlider.value == 0.2)
        volumeSlider.beginTouch(at: volumeSlider.thumbCenter)  // at x = 40: 0.2 of 200 points
        volumeSlider.moveTouch(to: CGPoint(x: 100, y: 15))
        volumeSlider.endTouch()
        #expect(model.volume == 0.5)
    }

    @Test("the user's hand wins, and text still being composed reaches the value only when committed")
    func holdsAndComposition() {
        let position = ObservableValue<Float>(0)
        let seekSlider = ObservableSlider()
        seekSlider.bind(position)
        seekSlider.beginTouch(at: seekSlider.thumbCenter)  // the user grabs the thumb
        position.value = 0.4  // playback moves on: held while the finger is down
        seekSlider.endTouch()  // the slider shows 0.4

        let name = ObservableValue("")
        let nameField = ObservableTextField()
        nameField.bind(name)
        nameField.becomeFirstResponder()
        nameField.setMarkedText("´")  // a dead key: marked text, shown, never written to `name`
        name.value = "Grace"  // waits for the commit
        nameField.setMarkedText("é")
        nameField.unmarkText()  // the commit is the user's edit and wins: name.value == "é"
        #expect(seekSlider.value == 0.4)
        #expect(name.value == "é")
        #expect(nameField.text == "é")
    }

    @Test("lifetimes and tokens: a reused cell follows only the track it shows")
    func reusedCell() {
        let player = Player()
        let first = Track(name: "Intro")
        let second = Track(name: "Theme")
        weak var weakCell: TrackCell?
        do {
            let cell = TrackCell()
            weakCell = cell
            cell.show(first, on: player)
            cell.show(second, on: player)
            first.isPlaying.value = true
            #expect(!cell.playButton.isSelected)
            second.isPlaying.value = true
            #expect(cell.playButton.isSelected)
            cell.likeSwitch.tap()
            #expect(second.isLiked.value && !first.isLiked.value)
            cell.playButton.tap()
            #expect(player.played == ["Theme"])
        }
        #expect(weakCell == nil)
        let counter = ObservableValue(0)
        counter.update { $0 = counter.value + 1 }
        #expect(counter.value == 1)
    }

    @Test("touch-down and touch-up drive a highlight that never sticks")
    func highlight() {
        let recordButton = ObservableButton()
        var isHighlighted = false
        recordButton.onTouchDown().observe { isHighlighted = true }
        recordButton.onTouchUp().observe { isHighlighted = false }
        recordButton.beginTouch()
        #expect(isHighlighted)
        recordButton.moveTouch(to: CGPoint(x: 400, y: 400))
        #expect(!isHighlighted)
        recordButton.moveTouch(to: CGPoint(x: 10, y: 10))
        #expect(isHighlighted)
        recordButton.endTouch()
        #expect(!isHighlighted)
    }

    @Test("press-and-hold fires at 0, 500, 600 and 700 ms, then stops on release")
    func pressAndHold() {
        let scheduler = TestScheduler()
        let forwardButton = ObservableButton()
        forwardButton.scheduler = scheduler
        var skips = 0
        forwardButton.onTouchDown(repeatingEvery: .milliseconds(100)).observe { skips += 1 }

        forwardButton.beginTouch()
        scheduler.advance(by: .milliseconds(750))  // fired at 0, 500, 600 and 700 ms
        forwardButton.endTouch()
        scheduler.advance(by: .seconds(1))  // nothing more: skips == 4
        #expect(skips == 4)
    }

    @Test("every way a person drives a control: touch, keyboard, accessibility and code, each with its origin")
    func everyWayToDriveAButton() {
        let screen = PlayScreen()
        screen.playButton.tap()  // touchDown, touchUpInside, primaryActionTriggered
        screen.playButton.keyboardActivate()  // Space or Return: primaryActionTriggered only
        screen.playButton.accessibilityActivate()  // VoiceOver: a tap at the centre
        screen.playButton.sendActions(for: .primaryActionTriggered)
        // screen.log == ["play from touch", "play from keyboard", "play from accessibility", "play from program"]
        #expect(
            screen.log == ["play from touch", "play from keyboard", "play from accessibility", "play from program"])
    }

    @Test("delegates become observers: a tap on a row and typing in the search bar reach the screen")
    func delegatesBecomeObservers() {
        let screen = TrackListViewController()
        screen.tableView.reloadData()
        screen.tableView.tap(at: CGPoint(x: 160, y: 60))  // screen.opened == ["Theme"]
        #expect(screen.opened == ["Theme"])
        screen.searchBar.searchTextField.becomeFirstResponder()
        screen.searchBar.searchTextField.insertText("enc")  // screen.query == "enc"
        #expect(screen.query == "enc")
    }

    @Test("every Swift block of README.md is here, as written")
    func readmeBlocksAreCompiledHere() throws {
        let testsFile = URL(fileURLWithPath: #filePath)
        let root = testsFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = Self.normalizedLines(try String(contentsOf: testsFile, encoding: .utf8))
        let blocks = Self.swiftBlocks(in: readme).filter { !$0.hasPrefix(".package(") }
        #expect(blocks.count >= 10)
        for block in blocks {
            let lines = Self.normalizedLines(block)
            let found = source.indices.contains { start in
                source[start...].starts(with: lines)
            }
            #expect(found, "README block not found in ReadmeExampleTests.swift:\n\(block)")
        }
    }

    /// The contents of every ```swift fence.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without indentation or trailing space, runs of spaces folded; blank lines and the test's own
    /// checks (`#expect`, lines marked `// test only`) dropped, so that checks may sit inside an example.
    static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }.filter { !$0.isEmpty && !$0.hasPrefix("#expect") && !$0.hasSuffix("// test only") }
    }
}
