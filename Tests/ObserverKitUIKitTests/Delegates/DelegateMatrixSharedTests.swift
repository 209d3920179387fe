import ObserverKit
import ObserverKitUIKit
import Testing

/// The delegate matrix, continued: while a view is observed, reading its `delegate` returns ObserverKit's
/// forwarder, and an app may hand what it read to another view (a second table sharing the first one's delegate).
/// That view's calls are the app's delegate's, never the first view's observers'; a view given the forwarder keeps
/// working after the first view's last observer goes; and forwarders never forward to one another.
extension DelegateMatrixTests {
    @Test(
        "the delegate read from an observed view, given to another: its calls reach the app's delegate alone",
        arguments: ViewKind.allCases)
    func delegateReadWhileObservedGivenToAnotherView(kind: ViewKind) {
        let view = kind.make()
        let other = kind.make()
        let log = EventLog()
        let app = view.makeAppDelegate(named: "app", log: log)
        view.setDelegate(app)
        let token = view.addObserver(log: log)
        other.setDelegate(view.delegate)  // what the app reads: ObserverKit's forwarder
        #expect(other.askAppsQuestion() == .app)
        other.playCall(0)
        #expect(log.entries == ["app 0"])  // not "observer 0": the other view is not observed
        token.cancel()
        withExtendedLifetime(app) {}
    }

    @Test(
        "the delegate read from an observed view stands for that view's delegate of the moment while it is observed",
        arguments: ViewKind.allCases)
    func delegateReadStandsForTheViewsDelegateOfTheMoment(kind: ViewKind) {
        let view = kind.make()
        let other = kind.make()
        let log = EventLog()
        let first = view.makeAppDelegate(named: "first", log: log)
        let second = view.makeAppDelegate(named: "second", log: log)
        let third = view.makeAppDelegate(named: "third", log: log)
        view.setDelegate(first)
        let token = view.addObserver(log: log)
        other.setDelegate(view.delegate)
        view.setDelegate(second)  // while observed: what the other view has follows
        other.playCall(0)
        token.cancel()
        view.setDelegate(third)  // after the last observer: the other view keeps the delegate the view had then
        other.playCall(1)
        #expect(log.entries == ["second 0", "second 1"])
        withExtendedLifetime((first, second, third)) {}
    }

    // Exit tests exist on Linux and macOS (see UIKitPreconditionTests). Without the fix, the first ends the
    // process with an unrecognized selector and the second with a stack overflow (two forwarders forwarding to
    // each other).
    #if os(Linux) || os(macOS)
        @Test(
            "a view given the delegate read from an observed view still answers as the app's once observation ends",
            arguments: ViewKind.allCases)
        func delegateGivenToAnotherViewOutlivesObservation(kind: ViewKind) async {
            await #expect(processExitsWith: .success) { [kind] in
                await MainActor.run {
                    let view = kind.make()
                    let other = kind.make()
                    let log = EventLog()
                    let app = view.makeAppDelegate(named: "app", log: log)
                    view.setDelegate(app)
                    let token = view.addObserver(log: log)
                    other.setDelegate(view.delegate)
                    token.cancel()
                    #expect(view.delegate === app)
                    #expect(other.askAppsQuestion() == .app)  // UIKit kept the answers it had when it was set
                    other.playCall(0)
                    #expect(log.entries == ["app 0"])
                    withExtendedLifetime(app) {}
                }
            }
        }

        @Test(
            "observed views sharing a delegate as read from each other: the app's delegate, no endless forwarding",
            arguments: ViewKind.allCases)
        func observedViewsShareADelegateAsRead(kind: ViewKind) async {
            await #expect(processExitsWith: .success) { [kind] in
                await MainActor.run {
                    let first = kind.make()
                    let second = kind.make()
                    let firstLog = EventLog()
                    let secondLog = EventLog()
                    let firstApp = first.makeAppDelegate(named: "first app", log: firstLog)
                    let secondApp = second.makeAppDelegate(named: "second app", log: secondLog)
                    first.setDelegate(firstApp)
                    second.setDelegate(secondApp)
                    let firstToken = first.addObserver(log: firstLog)
                    let secondToken = second.addObserver(log: secondLog)
                    second.setDelegate(first.delegate)  // the second view shares the first one's delegate
                    first.setDelegate(second.delegate)  // which the second one's delegate now reads as
                    first.playCall(0)
                    second.playCall(0)
                    #expect(firstLog.entries == ["first app 0", "observer 0", "first app 0"])
                    #expect(secondLog.entries == ["observer 0"])
                    firstToken.cancel()
                    secondToken.cancel()
                    #expect(first.delegate === firstApp)
                    #expect(second.delegate === firstApp)
                    withExtendedLifetime(secondApp) {}
                }
            }
        }

        #if os(Linux)
            /// A table delegate that implements none of the optional methods (the model's `responds(to:)`).
            final class EmptyTableDelegate: NSObject, UITableViewDelegate, _RespondsToSelector {
                func responds(to selector: Selector) -> Bool { false }
            }

            // What the article warns of: a view given the delegate read from an observed view keeps the answers
            // UIKit asked when it was given it, so a delegate the app sets on the observed view that implements
            // less leaves that view's call nowhere to go.
            @Test("another delegate set on an observed view whose delegate another view shares: unrecognized selector")
            func delegateSetOnAnObservedViewWhoseDelegateAnotherViewShares() async {
                await #expect(processExitsWith: .failure) {
                    await MainActor.run {
                        let view = TableMatrixView()
                        let other = TableMatrixView()
                        let log = EventLog()
                        let app = view.makeAppDelegate(named: "app", log: log)
                        let empty = EmptyTableDelegate()
                        view.setDelegate(app)
                        let token = view.addObserver(log: log)
                        other.setDelegate(view.delegate)
                        view.setDelegate(empty)
                        _ = other.askAppsQuestion()  // heightForRowAt, which the app's delegate implemented
                        token.cancel()
                        withExtendedLifetime((app, empty)) {}
                    }
                }
            }
        #endif
    #endif
}
