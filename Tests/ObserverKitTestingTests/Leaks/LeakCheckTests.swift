import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// A leak check passes when what it watches is gone, and names what is not.
@MainActor
@Suite struct LeakCheckTests {
    @MainActor
    final class Model {
        var screens: [Screen] = []
    }

    @MainActor
    final class Screen {
        let button = ObservableButton()
        var onClose: (() -> Void)?
        var me: Screen?
    }

    @Test func objectsGoneAtTheEndOfTheScopePass() {
        let report = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            check.expectGone(screen.button)
            screen.button.addObserver(for: .touchUpInside) { [weak screen] in screen?.onClose?() }
            screen.button.tap()
        }
        #expect(report == .noLeaks)
        #expect(report.description == "no leaks")
    }

    @Test func anObjectGoneAlreadyPasses() {
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
        }
        #expect(LeakCheck.verifyGone(gone) == .noLeaks)
    }

    @Test func anObjectStillHeldIsReportedWithItsTypeAndItsHolder() {
        let model = Model()
        let report = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            check.suspect(model, as: "model")
            model.screens.append(screen)
        }
        #expect(report.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(report.leaks.first?.paths == ["model.screens[0]"])
        #expect(report.leaks.first?.strongReferences ?? 0 >= 1)
        #expect(
            report.description.hasPrefix(
                """
                1 object(s) outlived the scope that should have been their last:
                  ObserverKitTestingTests.LeakCheckTests.Screen is still alive, with about
                """))
        #expect(report.description.hasSuffix("reference(s); reachable through model.screens[0]"))
    }

    @Test func aCycleThroughStoredPropertiesIsShownFromTheObjectItself() {
        weak var leaked: Screen?
        let report = LeakCheck.run { check in
            let screen = Screen()
            screen.me = screen
            check.expectGone(screen)
            leaked = screen
        }
        #expect(report.leaks.first?.paths == ["self.me"])
        leaked?.me = nil  // the test's own leak ends here, so LeakSanitizer finds none
        #expect(leaked == nil)
    }

    @Test func aCycleThroughAClosureIsReportedByTypeAndCount() {
        weak var leaked: Screen?
        let report = LeakCheck.run { check in
            let screen = Screen()
            screen.onClose = { screen.me = nil }  // the closure holds the screen that holds it
            check.expectGone(screen)
            leaked = screen
        }
        #expect(report.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(report.leaks.first?.paths == [])
        #expect(report.leaks.first?.strongReferences ?? 0 >= 1)
        #expect(report.description.contains("so a closure probably captures it strongly"))
        leaked?.onClose = nil  // the test's own leak ends here, so LeakSanitizer finds none
        #expect(leaked == nil)
    }

    @Test func aRegistrationsHandlerIsFoundByCancellingTheScopesRegistrations() {
        let keeper = ObservableButton()  // outlives the scopes: its registrations hold their handlers
        let held = LeakCheck.run { check in
            let screen = Screen()
            check.expectGone(screen)
            keeper.addObserver(for: .touchUpInside) { screen.onClose?() }
        }
        #expect(held.leaks.map(\.typeName) == ["ObserverKitTestingTests.LeakCheckTests.Screen"])
        #expect(held.leaks.first?.paths == [])  // the registration is not named: closures are opaque
        let cancelled = LeakCheck.run { check in
            let screen = Screen()
            let bag = ObservationBag()
            check.expectGone(screen)
            keeper.addObserver(for: .touchUpInside) { screen.onClose?() }.store(in: bag)
            bag.cancelAll()
        }
        #expect(cancelled == .noLeaks)
    }
}
