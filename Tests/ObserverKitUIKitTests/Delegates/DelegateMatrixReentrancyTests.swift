import ObserverKit
import ObserverKitUIKit
import Testing

/// The delegate matrix's bad input, for every observed view kind: the app's delegate changed or set to `nil`
/// from inside an observer's handler, observers added and removed from inside a call, tokens cancelled twice or
/// after the view has gone. Each handler holds nothing of the view but what it is given.
@MainActor
@Suite("UIKit backend: the delegate matrix under re-entrant handlers and stale tokens")
struct DelegateMatrixReentrancyTests {
    @Test(
        "an observer that sets another app's delegate inside a call: the new one hears the next calls, and stays",
        arguments: ViewKind.allCases)
    func delegateChangedFromAHandler(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let first = view.makeAppDelegate(named: "first", log: log)
        let second = view.makeAppDelegate(named: "second", log: log)
        view.setDelegate(first)
        let token = view.observeCalls { n in
            log.entries.append("observer \(n)")
            if n == 0 { view.setDelegate(second) }
        }
        view.playCall(0)
        view.playCall(1)
        #expect(log.entries == ["first 0", "observer 0", "second 1", "observer 1"])
        #expect(view.askAppsQuestion() == .app)
        token.cancel()
        #expect(view.delegate === second)
        withExtendedLifetime((first, second)) {}
    }

    @Test(
        "an observer that sets the delegate to nil inside a call: the observers hear the next calls, UIKit answers",
        arguments: ViewKind.allCases)
    func delegateSetToNilFromAHandler(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        let token = view.observeCalls { n in
            log.entries.append("observer \(n)")
            if n == 0 { view.setDelegate(nil) }
        }
        view.playCall(0)
        view.playCall(1)
        #expect(log.entries == ["app 0", "observer 0", "observer 1"])
        #expect(view.askAppsQuestion() == .uikitDefault)
        token.cancel()
        #expect(view.delegate == nil)
        withExtendedLifetime(app) {}
    }

    @Test(
        "an observer that removes itself and adds another inside a call: the app's delegate hears every call",
        arguments: ViewKind.allCases)
    func observerReplacedFromItsHandler(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        var first: ObservationToken?
        var second: ObservationToken?
        first = view.observeCalls { n in
            log.entries.append("first \(n)")
            first?.cancel()
            second = view.observeCalls { log.entries.append("second \($0)") }
        }
        view.playCall(0)
        view.playCall(1)
        #expect(log.entries == ["app 0", "first 0", "app 1", "second 1"])
        #expect(view.askAppsQuestion() == .app)
        second?.cancel()
        #expect(view.delegate === app)
        withExtendedLifetime(app) {}
    }

    @Test(
        "an observer that removes the other one inside a call: that one hears nothing from then on",
        arguments: ViewKind.allCases)
    func otherObserverRemovedFromAHandler(kind: ViewKind) {
        let view = kind.make()
        let log = EventLog()
        var other: ObservationToken?
        let remover = view.observeCalls { n in
            log.entries.append("remover \(n)")
            other?.cancel()
        }
        other = view.observeCalls { log.entries.append("other \($0)") }
        view.playCall(0)
        view.playCall(1)
        #expect(log.entries == ["remover 0", "remover 1"])
        remover.cancel()
        #expect(view.delegate == nil)
    }

    @Test(
        "a token cancelled twice, or after its view has gone, does nothing; nothing keeps the view or the delegate",
        arguments: ViewKind.allCases)
    func staleTokens(kind: ViewKind) {
        weak var weakView: AnyObject?
        weak var weakApp: AnyObject?
        var late: ObservationToken?
        do {
            let view = kind.make()
            let log = EventLog()
            let app = view.makeAppDelegate(named: "app", log: log)
            view.setDelegate(app)
            let twice = view.addObserver(log: log)
            twice.cancel()
            twice.cancel()
            #expect(view.delegate === app)
            late = view.addObserver(log: log)
            view.playCall(0)
            #expect(log.entries == ["app 0", "observer 0"])
            weakView = view.object
            weakApp = app
        }
        #expect(weakView == nil)
        #expect(weakApp == nil)
        late?.cancel()
        late?.cancel()
    }

    @Test(
        "an observer that drops the view's last reference inside a call: the later observer hears it, all goes",
        arguments: ViewKind.allCases)
    func viewDroppedFromAHandler(kind: ViewKind) {
        @MainActor final class Owner {
            var view: (any MatrixView)?
        }
        let owner = Owner()
        let log = EventLog()
        weak var weakView: AnyObject?
        weak var weakApp: AnyObject?
        do {
            let view = kind.make()
            let app = view.makeAppDelegate(named: "app", log: log)
            view.setDelegate(app)
            _ = view.observeCalls { [weak owner] n in
                log.entries.append("dropping \(n)")
                owner?.view = nil
            }
            _ = view.observeCalls { log.entries.append("later \($0)") }
            owner.view = view
            weakView = view.object
            weakApp = app
            view.playCall(0)
        }
        #expect(log.entries == ["app 0", "dropping 0", "later 0"])
        #expect(weakView == nil)
        #expect(weakApp == nil)
    }
}
