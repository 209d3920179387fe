import ObserverKit
import ObserverKitUIKit
import Testing

/// The delegate matrix, one contract run against every view kind `observed` stands between a view and its
/// delegate for: the app's delegate set before observation starts, after, changed during it, or `nil`; the app's
/// delegate alone answering a value-returning call; and nothing of ObserverKit left when the last observer goes.
/// Each kind reads, sets and watches its own delegate, so each runs the whole matrix.
@MainActor
@Suite("UIKit backend: the delegate matrix, for every observed view kind")
struct DelegateMatrixTests {
    @Test("the app's delegate set before: it hears each call first, then the observers", arguments: ViewKind.allCases)
    func delegateSetBefore(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        let token = view.addObserver(log: log)
        view.playCall(0)
        view.playCall(1)
        #expect(log.entries == ["app 0", "observer 0", "app 1", "observer 1"])
        token.cancel()
        #expect(view.delegate === app)
    }

    @Test(
        "the app's delegate set after observation began hears every call, and is the view's after",
        arguments: ViewKind.allCases)
    func delegateSetAfter(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let token = view.addObserver(log: log)
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        view.playCall(0)
        #expect(log.entries == ["app 0", "observer 0"])
        token.cancel()
        #expect(view.delegate === app)
    }

    @Test(
        "a delegate changed while observed: the old one hears nothing more; nil leaves the observers",
        arguments: ViewKind.allCases)
    func delegateChanged(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let first = view.makeAppDelegate(named: "first", log: log)
        let second = view.makeAppDelegate(named: "second", log: log)
        view.setDelegate(first)
        let token = view.addObserver(log: log)
        view.playCall(0)
        view.setDelegate(second)
        view.playCall(1)
        view.setDelegate(nil)
        view.playCall(2)
        #expect(log.entries == ["first 0", "observer 0", "second 1", "observer 1", "observer 2"])
        token.cancel()
        #expect(view.delegate == nil)
        withExtendedLifetime((first, second)) {}
    }

    @Test(
        "with no delegate: the observers hear every call, and the delegate is nil again after",
        arguments: ViewKind.allCases)
    func noDelegate(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let token = view.addObserver(log: log)
        #expect(view.delegate != nil)  // ObserverKit stands there while observed
        view.playCall(0)
        #expect(log.entries == ["observer 0"])
        token.cancel()
        #expect(view.delegate == nil)
    }

    @Test(
        "a value-returning call is answered by the app's delegate alone, or by UIKit's default",
        arguments: ViewKind.allCases)
    func valueReturningCallsAreTheApps(kind: ViewKind) {
        let log = EventLog()
        let answered = kind.make()
        let app = answered.makeAppDelegate(named: "app", log: log)
        answered.setDelegate(app)
        let first = answered.addObserver(log: log)
        #expect(answered.askAppsQuestion() == .app)
        first.cancel()
        withExtendedLifetime(app) {}

        let unanswered = kind.make()
        let second = unanswered.addObserver(log: log)
        #expect(unanswered.askAppsQuestion() == .uikitDefault)
        second.cancel()
    }

    // Exit tests exist on Linux and macOS (see UIKitPreconditionTests).
    #if os(Linux) || os(macOS)
        // UIKit asks its delegate which optional methods it implements when the delegate is set, and keeps the
        // answers. The forwarder answered for the app's delegate; if nothing made UIKit ask again when that
        // delegate is deallocated, UIKit would send its methods (heightForRowAt …) to a forwarder with nowhere to
        // forward them: an unrecognized selector, which ends the app, and so this test runs in a process of its
        // own.
        @Test(
            "the app's delegate deallocated while observed: UIKit's defaults, the observers, no unrecognized selector",
            arguments: ViewKind.allCases)
        func appDelegateDeallocated(kind: ViewKind) async {
            await #expect(processExitsWith: .success) { [kind] in
                await MainActor.run {
                    let view = kind.make()
                    let log = EventLog()
                    var app: AnyObject? = view.makeAppDelegate(named: "app", log: log)
                    weak let deallocated = app
                    view.setDelegate(app)
                    let token = view.addObserver(log: log)
                    view.playCall(0)
                    app = nil
                    #expect(deallocated == nil)
                    view.playCall(1)
                    #expect(log.entries == ["app 0", "observer 0", "observer 1"])
                    #expect(view.askAppsQuestion() == .uikitDefault)  // as UIKit without a delegate
                    #expect(view.delegate != nil)  // the forwarder, for the observers
                    token.cancel()
                    #expect(view.delegate == nil)  // the app's delegate, which is gone
                }
            }
        }
    #endif

    @Test(
        "when the last observer goes nothing of ObserverKit is left between the view and the app's delegate",
        arguments: ViewKind.allCases)
    func lastObserverGone(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        let first = view.addObserver(log: log)
        let second = view.addObserver(log: log)
        first.cancel()
        #expect(view.delegate !== app)  // one observer is left
        second.cancel()
        #expect(view.delegate === app)
        let later = view.makeAppDelegate(named: "later", log: log)
        view.setDelegate(later)
        #expect(view.delegate === later)
        view.playCall(0)
        #expect(log.entries == ["later 0"])
        withExtendedLifetime((app, later)) {}
    }
}

/// The view kinds `observed` forwards delegates for.
enum ViewKind: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case scrollView, tableView, collectionView, searchBar

    var testDescription: String { rawValue }

    @MainActor
    func make() -> any MatrixView {
        switch self {
        case .scrollView: ScrollMatrixView()
        case .tableView: TableMatrixView()
        case .collectionView: CollectionMatrixView()
        case .searchBar: SearchBarMatrixView()
        }
    }
}

/// Whose answer a value-returning delegate call got.
enum Answer: Equatable {
    case app, uikitDefault
}

/// One view of the matrix: its delegate, an app delegate of its kind that logs `"name n"` for the `n`th call
/// it is told of, an observer that logs `"observer n"` for the same call, and a question only the app's
/// delegate answers differently from UIKit.
@MainActor
protocol MatrixView {
    var delegate: AnyObject? { get }
    func setDelegate(_ delegate: AnyObject?)
    func makeAppDelegate(named name: String, log: EventLog) -> AnyObject
    func addObserver(log: EventLog) -> ObservationToken
    /// The view itself (for weak references to it).
    var object: AnyObject { get }
    /// An observer that calls `heard` with the number of each informational call it is told of, and nothing
    /// else (it captures nothing of the view).
    func observeCalls(_ heard: @escaping @MainActor (Int) -> Void) -> ObservationToken
    /// Plays the view's informational delegate call number `n` (0, 1, 2 …).
    func playCall(_ n: Int)
    /// Plays what makes UIKit ask the delegate a value-returning question, and says whose answer it got.
    func askAppsQuestion() -> Answer
}

/// A scroll view: the call is didScroll (to 10 × (n + 1) points), the question viewForZooming (the app's
/// delegate names a view, so a pinch zooms; UIKit's default is no zoom).
@MainActor
final class ScrollMatrixView: MatrixView {
    final class App: NSObject, UIScrollViewDelegate {
        let name: String
        let log: EventLog
        let zoomed = UIView(frame: .zero)

        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log.entries.append("\(name) \(ScrollMatrixView.call(at: scrollView.contentOffset))")
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    }

    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var delegate: AnyObject? { view.delegate }
    func setDelegate(_ delegate: AnyObject?) { view.delegate = delegate as? any UIScrollViewDelegate }

    init() {
        view.maximumZoomScale = 4  // zooming enabled: UIKit's default range, 1 to 1, zooms nothing
    }
    func makeAppDelegate(named name: String, log: EventLog) -> AnyObject { App(name: name, log: log) }

    func addObserver(log: EventLog) -> ObservationToken {
        observeCalls { log.entries.append("observer \($0)") }
    }

    var object: AnyObject { view }

    func observeCalls(_ heard: @escaping @MainActor (Int) -> Void) -> ObservationToken {
        view.observed.addObserver { action in
            if case .didScroll(let offset) = action { heard(Self.call(at: offset)) }
        }
    }

    func playCall(_ n: Int) { view.contentOffset = CGPoint(x: 0, y: CGFloat(10 * (n + 1))) }

    func askAppsQuestion() -> Answer {
        view.simulateZoom(to: 2)
        return view.zoomScale == 2 ? .app : .uikitDefault
    }

    static func call(at offset: CGPoint) -> Int { Int(offset.y / 10) - 1 }
}

/// A table view: the call is didSelectRowAt row n, the question heightForRowAt (the app's rows are 88 points,
/// UIKit's default 44).
@MainActor
final class TableMatrixView: MatrixView {
    final class App: NSObject, UITableViewDelegate {
        let name: String
        let log: EventLog

        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.entries.append("\(name) \(indexPath.row)")
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 88 }
    }

    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var delegate: AnyObject? { view.delegate }
    func setDelegate(_ delegate: AnyObject?) { view.delegate = delegate as? any UITableViewDelegate }
    func makeAppDelegate(named name: String, log: EventLog) -> AnyObject { App(name: name, log: log) }

    func addObserver(log: EventLog) -> ObservationToken {
        observeCalls { log.entries.append("observer \($0)") }
    }

    var object: AnyObject { view }

    func observeCalls(_ heard: @escaping @MainActor (Int) -> Void) -> ObservationToken {
        view.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { heard(indexPath.row) }
        }
    }

    func playCall(_ n: Int) { view.simulateTap(onRowAt: IndexPath(row: n, section: 0)) }

    func askAppsQuestion() -> Answer {
        view.heightForRow(at: IndexPath(row: 0, section: 0)) == 88 ? .app : .uikitDefault
    }
}

/// A collection view: the call is didSelectItemAt item n, the question shouldSelectItemAt (the app's delegate
/// refuses item 99, which UIKit's default selects, whatever else is selected).
@MainActor
final class CollectionMatrixView: MatrixView {
    final class App: NSObject, UICollectionViewDelegate {
        let name: String
        let log: EventLog

        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.entries.append("\(name) \(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 99
        }
    }

    let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    var delegate: AnyObject? { view.delegate }
    func setDelegate(_ delegate: AnyObject?) { view.delegate = delegate as? any UICollectionViewDelegate }
    func makeAppDelegate(named name: String, log: EventLog) -> AnyObject { App(name: name, log: log) }

    func addObserver(log: EventLog) -> ObservationToken {
        observeCalls { log.entries.append("observer \($0)") }
    }

    var object: AnyObject { view }

    func observeCalls(_ heard: @escaping @MainActor (Int) -> Void) -> ObservationToken {
        view.observed.addObserver { action in
            if case .didSelect(let indexPath) = action { heard(indexPath.item) }
        }
    }

    func playCall(_ n: Int) { view.simulateTap(onItemAt: IndexPath(item: n, section: 0)) }

    func askAppsQuestion() -> Answer {
        let refused = IndexPath(item: 99, section: 0)
        view.simulateTap(onItemAt: refused)
        return view.indexPathsForSelectedItems?.contains(refused) == true ? .uikitDefault : .app
    }
}

/// A search bar: the call is textDidChange as the (n + 1)th letter is typed, the question shouldChangeTextIn
/// (the app's delegate refuses "#", which UIKit's default types after whatever the bar shows).
@MainActor
final class SearchBarMatrixView: MatrixView {
    final class App: NSObject, UISearchBarDelegate {
        let name: String
        let log: EventLog

        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log.entries.append("\(name) \(searchText.count - 1)")
        }

        func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        { text != "#" }
    }

    let view = UISearchBar(frame: .zero)
    var delegate: AnyObject? { view.delegate }
    func setDelegate(_ delegate: AnyObject?) { view.delegate = delegate as? any UISearchBarDelegate }
    func makeAppDelegate(named name: String, log: EventLog) -> AnyObject { App(name: name, log: log) }

    func addObserver(log: EventLog) -> ObservationToken {
        observeCalls { log.entries.append("observer \($0)") }
    }

    var object: AnyObject { view }

    func observeCalls(_ heard: @escaping @MainActor (Int) -> Void) -> ObservationToken {
        view.observed.addObserver { action in
            if case .textDidChange(let text) = action { heard(text.count - 1) }
        }
    }

    func playCall(_ n: Int) {
        view.simulateBeginEditing()  // once: a field already editing ignores it
        view.simulateTyping("a")  // the (n + 1)th letter: the matrix plays its calls in order from 0
    }

    func askAppsQuestion() -> Answer {
        view.simulateBeginEditing()
        let before = view.text ?? ""
        view.simulateTyping("#")
        return (view.text ?? "") == before ? .app : .uikitDefault
    }
}
