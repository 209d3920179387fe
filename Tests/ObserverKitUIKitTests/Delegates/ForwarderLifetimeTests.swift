import ObserverKit
import ObserverKitUIKit
import Testing

/// What ObserverKit keeps of a view, its recognizers and the app's delegate once their owners let go: nothing.
/// UIKit holds delegates weakly, and so does a forwarder, also while it stands for the app's delegate on
/// another view after its own view's last observer.
@MainActor
@Suite("UIKit backend: forwarder and gesture lifetime")
struct ForwarderLifetimeTests {
    final class Canary {}

    func makeTable() -> UITableView {
        UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    }

    @Test("a forwarder handed to another view keeps neither the app's delegate nor either view alive")
    func forwarderHandedOn() {
        weak var weakApp: AppTableDelegate?
        weak var weakFirst: UITableView?
        weak var weakSecond: UITableView?
        do {
            let first = makeTable()
            let second = makeTable()
            let app = AppTableDelegate()
            first.delegate = app
            let token = first.observed.addObserver { [weak first] _ in _ = first }
            second.delegate = first.delegate  // the forwarder, standing for the app's delegate
            token.cancel()
            second.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
            #expect(app.calls.contains("app didSelect 1"))
            weakApp = app
            weakFirst = first
            weakSecond = second
        }
        #expect(weakApp == nil)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
    }

    @Test("the app's delegate let go of by an observer of its call: it goes, and the observers hear the next calls")
    func appDelegateGoesFromAnObserver() {
        final class Owner {
            var app: AppTableDelegate?
        }
        let table = makeTable()
        let owner = Owner()
        weak var weakApp: AppTableDelegate?
        var heard: [TableViewAction] = []
        do {
            let app = AppTableDelegate()
            owner.app = app
            table.delegate = app
            weakApp = app
        }
        let token = table.observed.addObserver { action in
            heard.append(action)
            owner.app = nil  // the owner lets go of the app's delegate from an observer
        }
        table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(weakApp == nil)
        #expect(heard == [.didSelect(IndexPath(row: 0, section: 0))])
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        #expect(heard.last == .didSelect(IndexPath(row: 1, section: 0)))
        token.cancel()
        #expect(table.delegate == nil)
    }

    @Test("a view dropped with gestures in progress: the view, its recognizers and their observers go")
    func gesturesInProgress() throws {
        weak var weakView: UIView?
        weak var weakGestures: Gestures?
        weak var weakCanary: Canary?
        var weakRecognizers: [() -> UIGestureRecognizer?] = []
        var reports = 0
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let canary = Canary()
            view.gestures.addObserver(for: .longPress()) { [weak view] _ in
                _ = (view, canary)
                reports += 1
            }
            view.gestures.addObserver(for: .pan) { [weak view] _ in
                _ = (view, canary)
                reports += 1
            }
            for recognizer in try #require(view.gestureRecognizers) {
                recognizer.simulate(.began, at: CGPoint(x: 10, y: 10))
                weakRecognizers.append { [weak recognizer] in recognizer }
            }
            #expect(reports == 2)
            weakView = view
            weakGestures = view.gestures
            weakCanary = canary
        }
        #expect(weakView == nil)
        #expect(weakGestures == nil)
        #expect(weakCanary == nil)
        #expect(weakRecognizers.allSatisfy { $0() == nil })
    }
}
